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
