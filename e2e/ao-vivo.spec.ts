import { expect, test } from '@playwright/test'
import { cpfValido, osConcluida, post } from './faturamento-fixtures'
import { signIn, signUp } from './fixtures'

// Live updates (issue 25 item 2): two people of one company, each in their own browser. What one
// changes shows on the other's screen within ~1 s, with no reload.

test('o que uma pessoa muda aparece na tela da outra sem recarregar', async ({ browser }) => {
  const contexto = () => browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
  const recepcao = await (await contexto()).newPage()
  const conta = await signUp(recepcao)
  const oficina = await (await contexto()).newPage()
  await signIn(oficina, conta.email, conta.senha)

  // The shop floor has the OS open; the front desk marks it delivered.
  const os = await osConcluida(recepcao.request)
  await oficina.goto(`/os/${os.osId}`)
  await expect(oficina.getByTestId('os-status')).toHaveText('Concluído')
  let recargas = 0
  oficina.on('framenavigated', (frame) => {
    if (frame === oficina.mainFrame()) recargas++
  })
  await post(recepcao.request, `/api/os/${os.osId}/status`, { status: 'entregue' })
  await expect(oficina.getByTestId('os-status')).toHaveText('Entregue', { timeout: 2_000 })

  // A client registered at the front desk appears in the list the other has open.
  await oficina.goto('/cadastros/clientes')
  await expect(oficina.getByText(os.clienteNome).first()).toBeVisible()
  recargas = 0
  const nome = `Cliente Ao Vivo ${Date.now()}`
  await post(recepcao.request, '/api/clientes', { tipo_pessoa: 'fisica', doc: cpfValido(), nome_razao: nome })
  await expect(oficina.getByText(nome).first()).toBeVisible({ timeout: 2_000 })
  expect(recargas).toBe(0)
})

test('duas pessoas editam a mesma OS: a segunda gravação é recusada e o formulário mostra a OS atual', async ({
  browser,
}) => {
  const contexto = () => browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
  const balcao = await (await contexto()).newPage()
  const conta = await signUp(balcao)
  const oficina = await (await contexto()).newPage()
  await signIn(oficina, conta.email, conta.senha)
  const cliente = await post<{ id: string }>(balcao.request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: cpfValido(),
    nome_razao: 'Cliente Concorrente',
  })
  const os = await post<{ id: string; versao: number }>(balcao.request, '/api/os', { cliente_id: cliente.id })

  // The shop floor opens the draft to edit it...
  await oficina.goto(`/os/${os.id}/editar`)
  const observacoes = oficina.getByLabel('Observações', { exact: true })
  await expect(observacoes).toHaveValue('')
  // ...the front desk saves first...
  const patch = await balcao.request.patch(`/api/os/${os.id}`, {
    data: { versao: os.versao, observacoes: 'Cliente volta às 17h' },
  })
  expect(patch.status()).toBe(200)
  // ...so the shop floor's save, on the version it opened, is refused and the form shows the saved OS.
  await observacoes.fill('Trocar o retrovisor')
  await oficina.getByRole('button', { name: 'Salvar Rascunho' }).click()
  await expect(
    oficina.getByText(new RegExp(`Esta OS foi alterada por ${conta.nome} às \\d{2}:\\d{2}`)),
  ).toBeVisible()
  await expect(observacoes).toHaveValue('Cliente volta às 17h')
  // Saved again now, it goes through.
  await observacoes.fill('Trocar o retrovisor')
  await oficina.getByRole('button', { name: 'Salvar Rascunho' }).click()
  await expect(oficina).toHaveURL(new RegExp(`/os/${os.id}$`))
})
