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

/** A client, two services, one product with 5 in stock and an OS with the three, quote sent. */
async function osComOrcamentoEnviado(request: APIRequestContext): Promise<Criada> {
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
  await post(request, `/api/os/${os.id}/status`, { status: 'orcamento_enviado' })
  return { osId: os.id, numero: os.numero_os, produtoId: produto.id }
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

const badge = (page: Page) => page.getByTestId('os-status')

/** Presses a status button; the moves with no way back (start, deliver) are confirmed in their dialog. */
async function mudar(page: Page, botao: string, status: string, { confirmar = false } = {}) {
  await page.getByRole('button', { name: botao, exact: true }).click()
  if (confirmar) await page.getByRole('alertdialog').getByRole('button', { name: botao, exact: true }).click()
  // 'Em Execução' is reached twice (start, then resume), so an earlier toast may still be on screen.
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
  // The quote is sent from the form, never from here.
  await expect(page.getByRole('button', { name: 'Enviar Orçamento' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/os/${osId}/editar`)

  await mudar(page, 'Aprovar OS', 'Aprovado')
  await expect(page.getByRole('list', { name: 'Versões do orçamento' })).toContainText('Aprovada')
  await mudar(page, 'Iniciar Execução', 'Em Execução', { confirmar: true })
  await mudar(page, 'Pausar (Aguardando Peça)', 'Aguardando Peça')
  await expect(page.getByRole('button', { name: 'Iniciar Execução', exact: true })).toHaveCount(0)
  await mudar(page, 'Retomar', 'Em Execução')
  // Concluding moves stock: it is confirmed first (5 in stock, 2 needed: nothing short).
  await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
  const concluir = page.getByRole('dialog', { name: `Concluir ${numero}?` })
  await expect(concluir.getByText('Há estoque para todas as peças da OS.')).toBeVisible()
  await mudar(page, 'Concluir Serviço', 'Concluído')
  await mudar(page, 'Marcar como Entregue', 'Entregue', { confirmar: true })

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

test('OS inexistente mostra "OS não encontrada" com link para a lista', async ({ page }) => {
  await signUp(page)
  await page.goto(`/os/${randomUUID()}`)
  await expect(page.getByRole('heading', { name: 'OS não encontrada' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para Ordens de Serviço' }).click()
  await expect(page).toHaveURL(/\/os$/)
})
