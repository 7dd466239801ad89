import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signUp } from './fixtures'

// Stock that runs short at 'Concluir Serviço': the confirmation lists the short parts, a quick
// 'Entrada de estoque' fills them, and 'Permitir estoque negativo' (Configurações > Empresa) decides
// whether the conclusion may take the stock below zero.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

type EmExecucao = { osId: string; numero: string; produtoId: string; sku: string; descricao: string }

/** A product with 1 L in stock (minimum 0) and an OS in execution that needs 2,5 L of it. */
async function osQuePrecisaDe2e5(request: APIRequestContext): Promise<EmExecucao> {
  const tag = randomUUID().slice(0, 6).toUpperCase()
  const cliente = await post<{ id: string }>(request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Maria ${tag}`,
    celular: '11971626799',
  })
  const sku = `OLEO-${tag}`
  const descricao = `Óleo 5W30 ${tag}`
  const produto = await post<{ id: string }>(request, '/api/produtos', {
    sku,
    descricao,
    unidade: 'L',
    preco_publico: 3000,
    controla_estoque: true,
    estoque_atual: 1,
  })
  const os = await post<{ id: string; numero_os: string }>(request, '/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'produto', referencia_id: produto.id, quantidade: 2.5, valor_unitario: 3000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao'])
    await post(request, `/api/os/${os.id}/status`, { status })
  return { osId: os.id, numero: os.numero_os, produtoId: produto.id, sku, descricao }
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

const estoqueDe = async (request: APIRequestContext, produtoId: string) =>
  ((await (await request.get(`/api/produtos/${produtoId}`)).json()) as { estoque_atual: number })
    .estoque_atual

test('estoque negativo proibido: a conclusão espera a entrada de estoque feita no próprio diálogo', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const os = await osQuePrecisaDe2e5(page.request)

  // The admin forbids negative stock in Configurações > Empresa.
  await page.goto('/configuracoes')
  const chave = page.getByRole('switch', { name: 'Permitir estoque negativo' })
  await expect(chave).toBeChecked()
  await chave.click()
  await expect(toast(page, 'Estoque negativo bloqueado: falta de peça impede concluir a OS')).toBeVisible()
  await expect(chave).not.toBeChecked()

  await page.goto(`/os/${os.osId}`)
  await expect(page.getByTestId('os-status')).toHaveText('Em Execução')
  await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
  const dialogo = page.getByRole('dialog', { name: `Concluir ${os.numero}?` })
  await expect(dialogo).toContainText('os produtos da OS com controle de estoque saem do estoque')
  const pecas = dialogo.getByRole('list', { name: 'Peças em falta' }).getByRole('listitem')
  await expect(pecas).toHaveCount(1)
  await expect(pecas).toContainText(`${os.descricao} (${os.sku})`)
  await expect(pecas).toContainText('necessário 2,5 L, em estoque 1 L')
  await expect(dialogo.getByRole('alert')).toHaveText(
    'A empresa não permite estoque negativo: dê entrada no estoque das peças em falta para concluir.',
  )
  const concluir = dialogo.getByRole('button', { name: 'Concluir Serviço' })
  await expect(concluir).toBeDisabled()

  // The server refuses too, with the parts, and moves nothing.
  const recusa = await page.request.post(`/api/os/${os.osId}/status`, { data: { status: 'concluido' } })
  expect(recusa.status()).toBe(409)
  expect((await recusa.json()).error).toMatchObject({
    code: 'ESTOQUE_INSUFICIENTE',
    faltantes: [{ produto_id: os.produtoId, necessario: 2.5, em_estoque: 1 }],
  })
  expect(await estoqueDe(page.request, os.produtoId)).toBe(1)

  // A quick entry of what is missing (1,5 L suggested) and the conclusion goes through.
  await pecas.getByRole('button', { name: 'Entrada de estoque' }).click()
  const entrada = dialogo.getByRole('form', { name: `Entrada de estoque de ${os.descricao}` })
  await expect(entrada.getByLabel('Quantidade que entra (L)')).toHaveValue('1,5')
  await entrada.getByRole('button', { name: 'Registrar entrada' }).click()
  await expect(toast(page, 'Entrada de estoque registrada')).toBeVisible()
  await expect(dialogo.getByText('Há estoque para todas as peças da OS.')).toBeVisible()
  await expect(concluir).toBeEnabled()
  await concluir.click()
  await expect(dialogo).toBeHidden()
  await expect(toast(page, 'Status atualizado: Concluído')).toBeVisible()
  await expect(page.getByTestId('os-status')).toHaveText('Concluído')
  expect(await estoqueDe(page.request, os.produtoId)).toBe(0)
})

test('estoque negativo permitido (padrão), no celular: conclui e o produto fica em vermelho com aviso', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const os = await osQuePrecisaDe2e5(page.request)

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/os/${os.osId}`)
  await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
  const dialogo = page.getByRole('dialog', { name: `Concluir ${os.numero}?` })
  await expect(dialogo.getByRole('list', { name: 'Peças em falta' })).toContainText(
    'necessário 2,5 L, em estoque 1 L',
  )
  await expect(dialogo).toContainText('O estoque destas peças ficará negativo ao concluir.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await dialogo.getByRole('button', { name: 'Concluir Serviço' }).click()
  await expect(toast(page, 'Status atualizado: Concluído')).toBeVisible()
  await expect(page.getByTestId('os-status')).toHaveText('Concluído')

  // The products list shows -1,5 L in red, named as negative stock.
  await page.goto(`/cadastros/produtos?q=${os.sku}`)
  const estoque = page.getByTitle('Estoque negativo (mínimo 0)')
  await expect(estoque).toBeVisible()
  await expect(estoque).toHaveText('-1,5 L — estoque negativo')
  await expect(estoque).toHaveClass(/text-red-700/)

  // And the bell says so.
  await page.getByRole('button', { name: /^Notificações/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Notificações' }).getByRole('link', { name: /Estoque negativo/ }),
  ).toContainText(`${os.descricao} (${os.sku}): -1,5 L em estoque`)
})
