import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { post, signIn, signUp } from './fixtures'

// Issue 29 items 3 and 4: consent recorded at the counter, revision reminders only with it, the opt-out
// link every message ends with (a phone, no login), and the customers list masked for an operador who
// may not edit the register.

/** A customer, their car and an OS with the recurring service, delivered: one open revision. */
async function clienteComRevisao(page: Page, servicoId: string, nome: string, doc: string, placa: string) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc,
    nome_razao: nome,
    celular: '(11) 97162-6799',
  })
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: cliente.id,
    placa,
    marca: 'Fiat',
    modelo: 'Argo',
  })
  const os = await post<{ id: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    km_entrada: 30_000,
    itens: [{ tipo: 'servico', referencia_id: servicoId, quantidade: 1, valor_unitario: 18000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido', 'entregue'])
    await post(page, `/api/os/${os.id}/status`, { status }, 200)
  return cliente
}

test('consentimento: marcado no balcão, lembrete bloqueado sem ele, descadastro pelo link e CPF mascarado', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signUp(page)
  const tag = randomUUID().slice(0, 6)
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: `Troca de óleo ${tag}`,
    preco_publico: 18000,
    revisao_meses: 6,
  })
  const carla = await clienteComRevisao(
    page,
    servico.id,
    `Carla Consente ${tag}`,
    '529.982.247-25',
    'CNS1A23',
  )
  await clienteComRevisao(page, servico.id, `Sérgio Sem Aceite ${tag}`, '123.456.789-09', 'SEM1A23')

  // The admin ticks the consent in the customer's form.
  await page.goto('/cadastros/clientes')
  await page.getByRole('button', { name: `Editar Carla Consente ${tag}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' })
  await expect(dialog.getByText('Comunicações (LGPD)')).toBeVisible()
  await expect(dialog.getByText(/execução do contrato/)).toBeVisible()
  const aceite = dialog.getByLabel('Aceita receber lembretes de revisão e promoções (consentimento)')
  await expect(aceite).not.toBeChecked()
  await aceite.check()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  const salvo = await (await page.request.get(`/api/clientes/${carla.id}`)).json()
  expect(salvo).toMatchObject({ consentimento_marketing: true, consentimento_origem: 'balcao' })

  // Revisions: Carla's WhatsApp works; Sérgio's is disabled and says why.
  await page.goto('/agenda/revisoes')
  await page.getByRole('radio', { name: 'Todas' }).click()
  const linhaCarla = page.getByTestId('revisao').filter({ hasText: `Carla Consente ${tag}` })
  const linhaSergio = page.getByTestId('revisao').filter({ hasText: `Sérgio Sem Aceite ${tag}` })
  await expect(linhaCarla.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
  await expect(linhaSergio.getByRole('button', { name: /WhatsApp/ })).toBeDisabled()
  await expect(linhaSergio).toContainText('Cliente sem consentimento para lembretes')
  await expect(linhaSergio.getByRole('button', { name: 'Marcar como contatado' })).toHaveCount(0)

  // The message to Carla ends with her opt-out link.
  const revisoes = await (await page.request.get('/api/revisoes?filtro=todas')).json()
  const mensagem: string = revisoes.items.find(
    (r: { cliente: { id: string } }) => r.cliente.id === carla.id,
  ).mensagem
  const link = /\/privacidade\/sair\/[\w.-]+$/.exec(mensagem)?.[0]
  expect(link, mensagem).toBeTruthy()

  // Carla opens it on her phone, without logging in, and confirms.
  const celular = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const tela = await celular.newPage()
  await tela.goto(link!)
  await expect(tela.getByRole('heading', { name: 'Não receber mais lembretes' })).toBeVisible()
  const confirmar = tela.getByRole('button', { name: 'Confirmar: não quero mais receber' })
  await expect(confirmar).toBeVisible()
  const caixa = await confirmar.boundingBox()
  expect(caixa!.x + caixa!.width).toBeLessThanOrEqual(375)
  await confirmar.click()
  await expect(tela.getByText(/você não receberá mais lembretes de revisão nem ofertas/)).toBeVisible()
  expect(await tela.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // A link altered on the way says so in Portuguese.
  await tela.goto(`${link!.slice(0, -4)}xxxx`)
  await expect(tela.getByTestId('portal-erro')).toHaveText(/Este link de descadastro não é válido/)
  await celular.close()

  const depois = await (await page.request.get(`/api/clientes/${carla.id}`)).json()
  expect(depois.consentimento_marketing).toBe(false)
  expect(depois.optout_em).not.toBeNull()
  await page.reload()
  await page.getByRole('radio', { name: 'Todas' }).click()
  await expect(linhaCarla).toContainText('Cliente sem consentimento para lembretes')

  // An operador without 'editar' in Cadastros sees the CPF masked in the list.
  const operador = { email: `operador.${tag}@example.com`, senha: `senha-operador-${tag}` }
  await post(page, '/api/usuarios', {
    nome_completo: 'Otávio Operador',
    email: operador.email,
    password: operador.senha,
    role: 'operador',
  })
  const permissoes = await page.request.put('/api/permissoes', {
    data: {
      role: 'operador',
      rows: [{ modulo: 'cadastros', can_view: true, can_create: true, can_edit: false, can_delete: false }],
    },
  })
  expect(permissoes.status(), await permissoes.text()).toBe(200)
  const outra = await browser.newContext()
  const op = await outra.newPage()
  await signIn(op, operador.email, operador.senha)
  await op.goto('/cadastros/clientes')
  const linha = op.getByRole('row', { name: new RegExp(`Sérgio Sem Aceite ${tag}`) })
  // A fresh browser downloads the register's code: on a busy machine that takes a while.
  await expect(linha).toContainText('***.456.789-**', { timeout: 30_000 })
  await expect(linha).toContainText('(11) *****-6799')
  await expect(linha).not.toContainText('123.456.789-09')
  await outra.close()
})
