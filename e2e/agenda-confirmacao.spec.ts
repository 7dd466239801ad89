import { expect, type Page, test } from '@playwright/test'
import { post, signUp } from './fixtures'

// Issue 27 item 2: the shop sends the appointment's link, the customer confirms it on the phone (no
// session), the agenda shows it confirmed; the day-before reminder goes from 'Mensagens do dia' by WhatsApp.

/** Tomorrow in São Paulo (the company's zone), yyyy-MM-dd. */
const amanha = () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const d = new Date(`${hoje}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

async function agendamentoDeAmanha(page: Page) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Joana Pereira Lima',
    celular: '(11) 97162-6799',
  })
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa: 'ABC1D23',
  })
  const data = amanha()
  const { agendamento } = await post<{ agendamento: { id: string } }>(page, '/api/agendamentos', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    data,
    hora: '10:00',
    duracao_min: 60,
    motivo: 'Revisão dos 40 mil km',
  })
  return { id: agendamento.id, data }
}

test('o cliente confirma pelo link no celular e a agenda da oficina mostra Confirmado', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signUp(page)
  const ag = await agendamentoDeAmanha(page)
  await page.goto(`/agenda?visao=dia&data=${ag.data}`)
  const cartao = page.getByTestId('agendamento-cartao').filter({ hasText: 'Joana Pereira Lima' })
  await expect(cartao).toContainText('Agendado')

  // The details' Mensagens section: the confirmation by WhatsApp with the customer's number, the link.
  await cartao.click()
  const detalhes = page.getByRole('dialog')
  const mensagens = detalhes.getByTestId('agendamento-mensagens')
  await expect(mensagens.getByRole('link', { name: 'Enviar confirmação por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511971626799\?text=Ol%C3%A1%2C%20Joana%20Pereira%20Lima!/,
  )
  await expect(mensagens.getByRole('link', { name: '.ics' })).toHaveAttribute(
    'href',
    `/api/agendamentos/${ag.id}/ics`,
  )
  await mensagens.getByRole('button', { name: 'Copiar link' }).click()
  await expect(page.getByText('Link copiado')).toBeVisible()
  const url = await mensagens.getByLabel('Link do cliente para confirmar').inputValue()
  expect(url).toMatch(/\/a\/[A-Za-z0-9_-]{43}$/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  const token = url.split('/a/')[1]!
  await page.keyboard.press('Escape')

  // The customer: another phone, no session.
  const contexto = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'pt-BR',
  })
  const celular = await contexto.newPage()
  await celular.goto(new URL(url).pathname)
  await expect(celular.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible()
  await expect(celular.getByText('Fiat Uno (ABC1D23)')).toBeVisible()
  await expect(celular.getByText('10:00', { exact: true })).toBeVisible()
  await expect(celular.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
    'href',
    `/api/public/agendamentos/${token}/ics`,
  )
  // Nothing wider than the phone.
  expect(await celular.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // First the customer asks for another time (an empty request is refused in Portuguese)…
  await celular.getByRole('button', { name: 'Pedir outro horário' }).tap()
  await celular.getByRole('button', { name: 'Enviar pedido' }).tap()
  await expect(celular.getByText('Escreva o dia e o horário que prefere')).toBeVisible()
  await celular.getByLabel('Qual dia e horário ficam melhor para você?').fill('Sexta depois das 14h')
  await celular.getByRole('button', { name: 'Enviar pedido' }).tap()
  await expect(
    celular.getByRole('status').filter({ hasText: 'Pedido de outro horário enviado' }),
  ).toContainText('Sexta depois das 14h')
  // …then confirms after all, which withdraws the request.
  await celular.getByRole('button', { name: 'Confirmar presença' }).tap()
  await expect(celular.getByRole('status').filter({ hasText: 'Presença confirmada' })).toBeVisible()
  await expect(celular.getByRole('button', { name: 'Confirmar presença' })).toBeHidden()
  await expect(celular.getByText('Pedido de outro horário enviado')).toBeHidden()
  const ics = await celular.request.get(`/api/public/agendamentos/${token}/ics`)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await ics.text()).toContain(`UID:agendamento-${ag.id}@bancada`)
  await contexto.close()

  // The shop's agenda follows (live updates) and shows it confirmed.
  await expect(cartao).toContainText('Confirmado', { timeout: 10_000 })
})

test('Mensagens do dia lista o agendamento de amanhã e o WhatsApp abre com o lembrete', async ({ page }) => {
  await signUp(page)
  await agendamentoDeAmanha(page)
  // wa.me is outside the test machine: the new tab's request is answered here.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
  await page.goto('/agenda/mensagens')
  await expect(page.getByRole('heading', { name: 'Mensagens do dia' })).toBeVisible()
  const item = page.getByTestId('mensagem-do-dia').filter({ hasText: 'Joana Pereira Lima' })
  await expect(item).toContainText('10:00')
  await expect(item).toContainText('Fiat Uno (ABC1D23)')
  await expect(page.getByRole('link', { name: 'Cobranças do dia' })).toBeVisible()

  const aba = page.waitForEvent('popup')
  await item.getByRole('link', { name: 'WhatsApp' }).click()
  const whatsapp = await aba
  const enderecoWa = new URL(whatsapp.url())
  expect(enderecoWa.origin + enderecoWa.pathname).toBe('https://wa.me/5511971626799')
  const texto = enderecoWa.searchParams.get('text') ?? ''
  expect(texto).toContain('Olá, Joana Pereira Lima! Lembrete: amanhã,')
  expect(texto).toContain('às 10:00')
  expect(texto).toMatch(/Confirme ou peça outro horário: http\S+\/a\/[A-Za-z0-9_-]{43}/)
  await whatsapp.close()

  // Marked sent: greyed, with the time.
  await expect(item).toHaveAttribute('data-enviado', 'true')
  await expect(item.getByTestId('lembrete-enviado')).toContainText('Enviado em')
})
