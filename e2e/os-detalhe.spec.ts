import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signUp } from './fixtures'

// The OS detail page (/os/:id): the whole status machine through its buttons, the history it writes,
// the stock it lowers on conclusion, cancelling with a reason, and the phone layout (375 px).

type Criada = { osId: string; numero: string; produtoId: string }

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** A client, two services, one product with 5 in stock and a draft OS with the three. */
async function osRascunho(request: APIRequestContext): Promise<Criada> {
  const tag = randomUUID().slice(0, 6)
  const cliente = await post<{ id: string }>(request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Maria ${tag}`,
    celular: '11971626799',
  })
  const alinhamento = await post<{ id: string }>(request, '/api/servicos', {
    descricao: `Alinhamento ${tag}`,
    preco_publico: 15000,
  })
  const balanceamento = await post<{ id: string }>(request, '/api/servicos', {
    descricao: `Balanceamento ${tag}`,
    preco_publico: 5000,
  })
  const produto = await post<{ id: string }>(request, '/api/produtos', {
    sku: `OLEO-${tag}`,
    descricao: `Óleo 5W30 ${tag}`,
    preco_publico: 3000,
    controla_estoque: true,
    estoque_atual: 5,
  })
  const os = await post<{ id: string; numero_os: string }>(request, '/api/os', {
    cliente_id: cliente.id,
    itens: [
      { tipo: 'servico', referencia_id: alinhamento.id, quantidade: 1, valor_unitario: 15000 },
      { tipo: 'servico', referencia_id: balanceamento.id, quantidade: 2, valor_unitario: 5000 },
      { tipo: 'produto', referencia_id: produto.id, quantidade: 2, valor_unitario: 3000 },
    ],
  })
  return { osId: os.id, numero: os.numero_os, produtoId: produto.id }
}

/** The same OS with its quote sent. */
async function osComOrcamentoEnviado(request: APIRequestContext): Promise<Criada> {
  const criada = await osRascunho(request)
  await post(request, `/api/os/${criada.osId}/status`, { status: 'orcamento_enviado' })
  return criada
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

const badge = (page: Page) => page.getByTestId('os-status')

/** Presses a status button; a move with no way back asks first (`confirmar`: the dialog's title). */
async function mudar(page: Page, botao: string, status: string, confirmar?: string) {
  await page.getByRole('button', { name: botao, exact: true }).click()
  if (confirmar) {
    const dialogo = page.getByRole('alertdialog', { name: confirmar })
    await dialogo.getByRole('button', { name: botao, exact: true }).click()
    await expect(dialogo).toBeHidden()
  }
  // 'Em Execução' is reached twice (start, then the undo), so an earlier toast may still be on screen.
  await expect(toast(page, `Status atualizado: ${status}`).last()).toBeVisible()
  await expect(badge(page)).toHaveText(status)
}

test('detalhe da OS: do orçamento à entrega pelos botões, com histórico e baixa de estoque', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const { osId, numero, produtoId } = await osComOrcamentoEnviado(page.request)

  await page.goto(`/os/${osId}`)
  await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible()
  await expect(badge(page)).toHaveText('Orçamento Enviado')

  // The content: client with WhatsApp, the three lines and the totals (150 + 2×50 + 2×30 = R$ 310,00).
  await expect(page.getByText('529.982.247-25')).toBeVisible()
  await expect(page.getByRole('link', { name: /Abrir WhatsApp de Maria/ })).toHaveAttribute(
    'href',
    'https://wa.me/5511971626799',
  )
  const servicos = page.getByRole('region', { name: 'Serviços' })
  await expect(servicos.getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Produtos' }).getByRole('row')).toHaveCount(2)
  await expect(page.getByTestId('os-total-geral')).toHaveText('R$ 310,00')
  await expect(page.getByRole('list', { name: 'Versões do orçamento' })).toContainText('Versão 1')
  // Already sent: no second 'Enviar Orçamento' (a new version needs 'Revisar orçamento').
  await expect(page.getByRole('button', { name: 'Enviar Orçamento' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/os/${osId}/editar`)

  await mudar(page, 'Aprovar OS', 'Aprovado')
  await expect(page.getByRole('list', { name: 'Versões do orçamento' })).toContainText('Aprovada')
  // Starting has no way back to Aprovado: it asks first.
  await mudar(page, 'Iniciar Execução', 'Em Execução', `Iniciar a execução da ${numero}?`)
  // Pausing is one tap, undone from its toast.
  await mudar(page, 'Pausar (Aguardando Peça)', 'Aguardando Peça')
  await expect(page.getByRole('button', { name: 'Iniciar Execução', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Retomar', exact: true })).toBeVisible()
  await page
    .getByRole('region', { name: /Notificações do sistema/ })
    .getByRole('button', { name: 'Desfazer' })
    .click()
  await expect(toast(page, 'Status atualizado: Em Execução').last()).toBeVisible()
  await expect(badge(page)).toHaveText('Em Execução')
  // Concluding moves stock: it is confirmed first (5 in stock, 2 needed: nothing short).
  await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
  const concluir = page.getByRole('dialog', { name: `Concluir ${numero}?` })
  await expect(concluir.getByText('Há estoque para todas as peças da OS.')).toBeVisible()
  await mudar(page, 'Concluir Serviço', 'Concluído')
  // Delivering is final: it asks first.
  await mudar(page, 'Marcar como Entregue', 'Entregue', `Marcar a ${numero} como entregue?`)

  // Delivered: no more status buttons, no edit.
  await expect(page.getByRole('button', { name: 'Cancelar OS' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0)

  const historico = page.getByRole('list', { name: 'Histórico de status' }).getByTestId('historico-status')
  await expect(historico).toHaveText([
    /Rascunho$/,
    'Rascunho → Orçamento Enviado',
    'Orçamento Enviado → Aprovado',
    'Aprovado → Em Execução',
    'Em Execução → Aguardando Peça',
    'Aguardando Peça → Em Execução',
    'Em Execução → Concluído',
    'Concluído → Entregue',
  ])

  // Concluding took the 2 units of the product out of stock (5 → 3).
  const produto = await page.request.get(`/api/produtos/${produtoId}`)
  expect(produto.status()).toBe(200)
  expect(((await produto.json()) as { estoque_atual: number }).estoque_atual).toBe(3)
})

test('detalhe da OS no celular: cancelar com motivo, sem rolagem horizontal', async ({ page }) => {
  test.setTimeout(60_000)
  await signUp(page)
  const { osId, numero } = await osComOrcamentoEnviado(page.request)

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/os/${osId}`)
  await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible()
  const semRolagem = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await semRolagem()).toBeLessThanOrEqual(375)

  // On a phone the primary move is in the bottom bar; the rest under 'Mais ações'.
  const aprovar = page.getByRole('button', { name: 'Aprovar OS', exact: true })
  await expect(aprovar).toBeVisible()
  expect((await aprovar.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await page.getByRole('button', { name: 'Mais ações' }).click()
  await page.getByRole('menuitem', { name: 'Cancelar OS' }).click()

  const dialog = page.getByRole('dialog', { name: `Cancelar ${numero}` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar OS' }).click()
  await expect(dialog.getByText('Informe o motivo do cancelamento')).toBeVisible()
  await dialog.getByLabel('Motivo do cancelamento').fill('Cliente desistiu do serviço')
  await dialog.getByRole('button', { name: 'Cancelar OS' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Status atualizado: Cancelado')).toBeVisible()

  await expect(badge(page)).toHaveText('Cancelado')
  await expect(page.getByTestId('motivo-cancelamento')).toHaveText('Cliente desistiu do serviço')
  const historico = page.getByRole('list', { name: 'Histórico de status' })
  await expect(historico.getByTestId('historico-status').last()).toHaveText('Orçamento Enviado → Cancelado')
  await expect(historico).toContainText('Cliente desistiu do serviço')
  // Cancelled: nothing left to do.
  await expect(page.getByRole('button', { name: 'Mais ações' })).toHaveCount(0)
  expect(await semRolagem()).toBeLessThanOrEqual(375)
})

test('botão desatualizado: o servidor recusa, o toast diz por quê e a página mostra o status real', async ({
  page,
}) => {
  await signUp(page)
  const { osId } = await osComOrcamentoEnviado(page.request)
  // A page that has not heard the change (its live stream dropped, or the event is still on its way):
  // with the stream up it may refresh itself before the click, which is the other test's subject.
  await page.route('**/api/eventos', (rota) => rota.abort())
  await page.goto(`/os/${osId}`)
  await expect(badge(page)).toHaveText('Orçamento Enviado')

  // Someone else approves it meanwhile; this page still offers 'Aprovar OS'.
  await post(page.request, `/api/os/${osId}/status`, { status: 'aprovado' })
  await page.getByRole('button', { name: 'Aprovar OS', exact: true }).click()
  await expect(toast(page, 'Erro')).toBeVisible()
  await expect(toast(page, 'A OS já está em Aprovado')).toBeVisible()
  await expect(badge(page)).toHaveText('Aprovado')
  await expect(page.getByRole('button', { name: 'Iniciar Execução', exact: true })).toBeVisible()
})

test('rascunho: Enviar Orçamento na própria página, com as duas validações da especificação', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page)
  const { osId, numero } = await osRascunho(page.request)
  const cliente = (await (await page.request.get(`/api/os/${osId}`)).json()).cliente as { id: string }
  const semItens = await post<{ id: string }>(page.request, '/api/os', { cliente_id: cliente.id })

  // Without items: the spec's message, and the OS stays a draft.
  await page.goto(`/os/${semItens.id}`)
  await expect(badge(page)).toHaveText('Rascunho')
  await page.getByRole('button', { name: 'Enviar Orçamento', exact: true }).click()
  await expect(toast(page, 'Adicione pelo menos um item antes de enviar o orçamento')).toBeVisible()
  await expect(badge(page)).toHaveText('Rascunho')

  // With client and items: sent from here, no trip through Editar.
  await page.goto(`/os/${osId}`)
  await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar Orçamento', exact: true }).click()
  await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
  await expect(badge(page)).toHaveText('Orçamento Enviado')
  await expect(page.getByRole('list', { name: 'Versões do orçamento' })).toContainText('Versão 1')
  await expect(page.getByRole('button', { name: 'Aprovar OS', exact: true })).toBeVisible()
})

test('no celular a ação fixa é o próximo passo, nunca Cancelar OS', async ({ page }) => {
  test.setTimeout(60_000)
  await signUp(page)
  const { osId } = await osRascunho(page.request)
  await page.setViewportSize({ width: 375, height: 812 })
  const barra = page.getByRole('region', { name: 'Ações da OS' })

  await page.goto(`/os/${osId}`)
  await expect(badge(page)).toHaveText('Rascunho')
  await expect(barra.getByRole('button', { name: 'Enviar Orçamento', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar OS' })).toHaveCount(0)
  await barra.getByRole('button', { name: 'Mais ações' }).click()
  await expect(page.getByRole('menuitem', { name: 'Cancelar OS' })).toBeVisible()
  await page.keyboard.press('Escape')

  await post(page.request, `/api/os/${osId}/status`, { status: 'orcamento_enviado' })
  await post(page.request, `/api/os/${osId}/status`, { status: 'aprovado' })
  await page.reload()
  await expect(badge(page)).toHaveText('Aprovado')
  await expect(barra.getByRole('button', { name: 'Iniciar Execução', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar OS' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Revisar orçamento' })).toHaveCount(0)
  await barra.getByRole('button', { name: 'Mais ações' }).click()
  await expect(page.getByRole('menuitem', { name: 'Cancelar OS' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Revisar orçamento' })).toBeVisible()
})

test('OS inexistente mostra "OS não encontrada" com link para a lista', async ({ page }) => {
  await signUp(page)
  await page.goto(`/os/${randomUUID()}`)
  await expect(page.getByRole('heading', { name: 'OS não encontrada' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para Ordens de Serviço' }).click()
  await expect(page).toHaveURL(/\/os$/)
})
