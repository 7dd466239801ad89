import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { orcamentoEnviado, post, signUp } from './fixtures'

// Issue 29 item 2: the customer's rights in two clicks. The admin exports a customer's data (a ZIP with
// the PDF and the JSON) and anonymises them; a customer asks for deletion from the quote link and the
// admin answers it in Configurações › Privacidade within the 15-day deadline.

test.describe.configure({ timeout: 120_000 })

/** The company's one customer (orcamentoEnviado's Joana). */
const clienteDaEmpresa = async (page: import('@playwright/test').Page) => {
  const lista = await page.request.get('/api/clientes?q=Joana')
  return ((await lista.json()) as { items: { id: string }[] }).items[0]!.id
}

test('the admin exports a customer’s data and anonymises them', async ({ page }) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  const clienteId = await clienteDaEmpresa(page)

  await page.goto(`/cadastros/clientes/${clienteId}`)
  await expect(page.getByRole('heading', { name: 'Joana Pereira Lima' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Privacidade (LGPD)' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar dados' }).click()
  const arquivo = await download
  expect(arquivo.suggestedFilename()).toMatch(/^dados-pessoais-.+\.zip$/)
  const zip = unzipSync(new Uint8Array(readFileSync((await arquivo.path())!)))
  expect(strFromU8(zip['dados.pdf']!.slice(0, 5))).toBe('%PDF-')
  const json = JSON.parse(strFromU8(zip['dados.json']!))
  expect(json.titular.nome_razao).toBe('Joana Pereira Lima')
  expect(json.dados.veiculos[0]).toMatchObject({ placa: 'ABC1D23', marca: 'Fiat' })
  expect(json.dados.os[0]).toMatchObject({ numero_os: os.numero_os })
  await expect(page.getByRole('button', { name: 'Exportar dados' })).toBeEnabled()

  // An open OS blocks it: the refusal says what to do.
  await page.getByRole('button', { name: 'Anonimizar' }).click()
  let dialogo = page.getByRole('dialog', { name: 'Anonimizar Joana Pereira Lima?' })
  await expect(dialogo.getByText('O que fica, e por quê')).toBeVisible()
  await dialogo.getByRole('button', { name: 'Anonimizar' }).click()
  await expect(dialogo.getByText('Digite ANONIMIZAR para confirmar').last()).toBeVisible()
  await dialogo.getByLabel('Digite ANONIMIZAR para confirmar').fill('ANONIMIZAR')
  await dialogo.getByRole('button', { name: 'Anonimizar' }).click()
  await expect(
    page.getByText('Conclua ou cancele as OS abertas antes de anonimizar (1 OS aberta)'),
  ).toBeVisible()
  await dialogo.getByRole('button', { name: 'Cancelar' }).click()

  await post(page, `/api/os/${os.id}/status`, { status: 'cancelado', observacao: 'Cliente desistiu' }, 200)
  await page.getByRole('button', { name: 'Anonimizar' }).click()
  dialogo = page.getByRole('dialog', { name: 'Anonimizar Joana Pereira Lima?' })
  await dialogo.getByLabel('Digite ANONIMIZAR para confirmar').fill('anonimizar')
  await dialogo.getByRole('button', { name: 'Anonimizar' }).click()
  await expect(page.getByTestId('badge-anonimizado')).toHaveText(/^Anonimizado em \d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByRole('heading', { name: 'Titular anonimizado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Corrigir' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Anonimizar' })).toHaveCount(0)

  await page.goto('/cadastros/clientes')
  await expect(page.getByText('Titular anonimizado').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Joana Pereira Lima')).toHaveCount(0)
})

test('a customer asks for deletion on the quote link; the admin sees the deadline and concludes it', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const os = await orcamentoEnviado(page)
  const { token } = await post<{ token: string }>(page, `/api/os/${os.id}/link`, {}, 200)

  const celular = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  const cliente = await celular.newPage()
  await cliente.goto(`/p/${token}`)
  const secao = cliente.getByRole('region', { name: 'Seus dados (LGPD)' })
  await expect(secao).toBeVisible({ timeout: 30_000 })
  await secao.getByRole('button', { name: 'Excluir meus dados' }).click()
  await secao.getByLabel('Mensagem para a oficina (opcional)').fill('Não uso mais a oficina')
  await secao.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(secao.getByRole('status')).toContainText('Pedido “Excluir dados” registrado')
  expect(await cliente.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await celular.close()

  await page.goto('/configuracoes?aba=privacidade')
  const pedido = page.getByTestId('solicitacao').filter({ hasText: 'Joana Pereira Lima' })
  await expect(pedido).toBeVisible({ timeout: 30_000 })
  await expect(pedido.getByText('Excluir dados')).toBeVisible()
  await expect(pedido.getByTestId('prazo-solicitacao')).toHaveText('Prazo: 15 dias')
  await expect(pedido.getByText('“Não uso mais a oficina”')).toBeVisible()
  await pedido.getByRole('button', { name: 'Concluir' }).click()
  const dialogo = page.getByRole('dialog')
  await dialogo.getByLabel('Resposta').fill('Cliente anonimizado')
  await dialogo.getByRole('button', { name: 'Concluir' }).click()
  await expect(page.getByText('Solicitação concluída')).toBeVisible()
  await expect(page.getByText('Nenhuma solicitação aberta.')).toBeVisible()
  await page.getByRole('radio', { name: 'Atendidas' }).click()
  await expect(page.getByTestId('solicitacao').filter({ hasText: 'Joana Pereira Lima' })).toContainText(
    'Atendida em',
  )
})
