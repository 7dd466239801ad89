import { expect, type Locator, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { orcamentoEnviado, post, signUp } from './fixtures'

// Vistoria de entrada (issue 26) at 375 px with touch: marks with photos on the diagram, the customer's
// signature drawn with the finger, the term's PDF, and the remote signature through the customer's link.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A finger stroke across the signature pad: real touch events through the browser's input pipeline. */
async function assinarComODedo(page: Page, quadro: Locator) {
  await quadro.scrollIntoViewIfNeeded()
  const box = (await quadro.boundingBox())!
  const cdp = await page.context().newCDPSession(page)
  const ponto = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [ponto(0.15, 0.6)] })
  const caminho = Array.from({ length: 12 }, (_, i) =>
    ponto(0.21 + i * 0.06, 0.6 - Math.sin((i + 1) / 2) * 0.25),
  )
  for (const p of caminho) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  // The pad has taken the stroke (its end event ran) before anything else is tapped.
  await expect(quadro).toHaveAttribute('data-assinado', 'sim')
}

async function marcar(page: Page, vista: string, tipo: string, descricao: string) {
  await page.getByRole('button', { name: `Marcar avaria: ${vista}` }).tap({ position: { x: 60, y: 30 } })
  const dialogo = page.getByRole('dialog', { name: 'Nova avaria' })
  await dialogo.getByRole('button', { name: tipo }).tap()
  await dialogo.getByLabel('Descrição (opcional)').fill(descricao)
  await dialogo.getByLabel('Foto da avaria (opcional)').setInputFiles({
    name: 'avaria.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  })
  await dialogo.getByRole('button', { name: 'Adicionar marca' }).tap()
  await expect(dialogo).toBeHidden()
}

async function textoDoPdf(page: Page, url: string) {
  const res = await page.request.get(url)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  const pdf = await getDocumentProxy(new Uint8Array(await res.body()))
  return (await extractText(pdf, { mergePages: true })).text
}

test('a oficina faz a vistoria de entrada no celular, o cliente assina com o dedo e o termo sai em PDF', async ({
  page,
}) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  await page.goto(`/os/${os.id}`)
  await page.getByRole('button', { name: 'Fazer vistoria de entrada' }).tap()
  await expect(page.getByRole('heading', { name: 'Vistoria de entrada', level: 1 })).toBeVisible()
  await expect(page.getByText('Joana Pereira Lima · Fiat Uno · ABC1D23')).toBeVisible()

  await marcar(page, 'Lado esquerdo', 'Amassado', 'Porta traseira')
  await marcar(page, 'Frente', 'Risco', 'Para-choque')
  // A mark placed by mistake is removed (with its photo).
  await marcar(page, 'Traseira', 'Trinca', 'Engano')
  await page.getByRole('button', { name: 'Marca 3: Trinca' }).tap()
  await page
    .getByRole('dialog', { name: 'Marca 3: Trinca' })
    .getByRole('button', { name: 'Remover marca' })
    .tap()
  await expect(page.getByRole('dialog')).toBeHidden()
  const marcas = page.getByRole('list', { name: 'Marcas' })
  await expect(marcas.getByRole('listitem')).toHaveText([
    '1. Amassado — Lado esquerdo (Porta traseira) · com foto',
    '2. Risco — Frente (Para-choque) · com foto',
  ])

  await page.getByLabel('Quilometragem (km)').fill('45210')
  await page.getByRole('radio', { name: '1/2' }).tap()
  await page.getByRole('switch', { name: 'Estepe' }).tap()
  // Signing waits for the data to be saved.
  await expect(page.getByRole('button', { name: 'Assinar agora' })).toBeDisabled()
  await page.getByRole('button', { name: 'Salvar dados' }).tap()
  await expect(page.getByRole('button', { name: 'Dados salvos' })).toBeVisible()

  await page.getByRole('button', { name: 'Assinar agora' }).tap()
  const dialogo = page.getByRole('dialog', { name: 'Assinatura do cliente' })
  await expect(dialogo.getByLabel('Nome de quem assina')).toHaveValue('Joana Pereira Lima')
  // Without drawing, the signature is refused with a clear message.
  await dialogo.getByRole('button', { name: 'Confirmar assinatura' }).tap()
  await expect(dialogo.getByRole('alert')).toHaveText('Assine no quadro antes de confirmar')
  await assinarComODedo(page, dialogo.getByTestId('quadro-assinatura'))
  await dialogo.getByRole('button', { name: 'Confirmar assinatura' }).tap()
  await expect(dialogo).toBeHidden()

  // Saving the data and signing kept the marks.
  await expect(marcas.getByRole('listitem')).toHaveCount(2)
  const assinatura = page.getByTestId('assinatura')
  await expect(assinatura).toContainText('Joana Pereira Lima')
  await expect(assinatura).toContainText('na oficina')
  await expect(assinatura).toContainText(/SHA-256 [0-9a-f]{64}/)
  await expect(page.getByText('Assinada', { exact: true })).toBeVisible()
  // Read-only now: no tap on the diagram adds a mark, the data cannot change.
  await expect(page.getByRole('button', { name: /^Marcar avaria/ })).toHaveCount(0)
  await expect(page.getByLabel('Quilometragem (km)')).toBeDisabled()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  const vistoriaId = page.url().split('/').pop()!
  // 'Termo' opens the PDFs and sends it by email; this server has no SMTP and says so.
  await page.getByRole('button', { name: 'Termo', exact: true }).tap()
  await expect(page.getByRole('menuitem', { name: 'Termo A4 (PDF)' })).toHaveAttribute(
    'href',
    `/api/vistorias/${vistoriaId}/pdf?formato=a4`,
  )
  await page.getByRole('menuitem', { name: 'Enviar termo por email' }).tap()
  const envio = page.getByRole('dialog', { name: 'Enviar termo por email' })
  await envio.getByRole('button', { name: 'Enviar' }).tap()
  await expect(envio.getByRole('alert')).toHaveText('O envio de email não está configurado neste servidor')
  await page.keyboard.press('Escape')

  const texto = await textoDoPdf(page, `/api/vistorias/${vistoriaId}/pdf?formato=a4`)
  expect(texto).toContain('Amassado')
  expect(texto).toContain('Porta traseira')
  expect(texto).toContain('Risco')
  expect(texto).toContain('Joana Pereira Lima')
  expect(await textoDoPdf(page, `/api/vistorias/${vistoriaId}/pdf?formato=80mm`)).toContain(
    'Joana Pereira Lima',
  )

  // The OS page shows it signed, and its history records each step.
  await page.goto(`/os/${os.id}`)
  await expect(page.getByText('Joana Pereira Lima, ', { exact: false })).toBeVisible()
  await expect(page.getByText('Vistoria de entrada assinada por Joana Pereira Lima na oficina')).toBeVisible()
})

test('o cliente confere e assina a vistoria pelo link, no próprio celular', async ({ page, browser }) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  const vistoria = await post<{ id: string }>(page, `/api/os/${os.id}/vistorias`, { tipo: 'entrada' })
  await page.request.patch(`/api/vistorias/${vistoria.id}`, {
    data: {
      km: 1200,
      marcas: [{ vista: 'traseira', x: 0.5, y: 0.5, tipo: 'trinca', descricao: 'Lanterna' }],
    },
  })
  await page.goto(`/vistorias/${vistoria.id}`)
  await page.getByRole('button', { name: 'Enviar para o cliente assinar' }).tap()
  const link = await page.getByLabel('Link da vistoria').inputValue()
  expect(link).toMatch(/\/v\/[A-Za-z0-9_-]{43}$/)
  await expect(page.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Ol%C3%A1%2C%20Joana!/,
  )
  // The text ends with the customer's opt-out line (LGPD), after the inspection's link.
  const whatsapp = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')
  expect(new URL(whatsapp!).searchParams.get('text')).toMatch(
    /\/v\/[\w-]{43}\n\nPara não receber lembretes de revisão e ofertas: http:\/\/[^/]+\/privacidade\/sair\/[\w-]+\.[\w-]+$/,
  )
  await page.keyboard.press('Escape')

  // The customer: another phone, no session.
  const cliente = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'pt-BR',
  })
  const celular = await cliente.newPage()
  await celular.goto(new URL(link).pathname)
  await expect(
    celular.getByRole('heading', { name: `Vistoria de entrada · OS ${os.numero_os}` }),
  ).toBeVisible()
  await expect(celular.getByText('1. Trinca — Traseira (Lanterna)')).toBeVisible()
  await celular.getByLabel('CPF').fill('529.982.247-25')
  await assinarComODedo(celular, celular.getByTestId('quadro-assinatura'))
  await celular.getByRole('button', { name: 'Assinar vistoria' }).click()
  await expect(celular.getByRole('status').filter({ hasText: 'Vistoria assinada' })).toContainText(
    '***.982.247-**',
  )
  await cliente.close()

  // The shop's page follows without a reload (live updates) and shows the remote signature.
  await expect(page.getByTestId('assinatura')).toContainText('pelo link enviado ao cliente', {
    timeout: 10_000,
  })
})

test('um link errado mostra uma mensagem clara ao cliente', async ({ page }) => {
  await page.goto('/v/link-que-nao-existe')
  await expect(page.getByRole('alert')).toHaveText(
    'Link de vistoria inválido ou já substituído. Peça um novo link à oficina.',
  )
})
