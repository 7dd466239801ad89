import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { signIn, signUp } from './fixtures'

// Issue 22 item 5: a Técnico (no Contas a Receber, no Relatórios) opens an invoiced OS and its receipt and
// meets no title, instalment, deposit or PIX; the product form hides the cost. Without Cadastros, the
// customer's phone is gone from the OS page too, and nothing reads 'undefined'.

async function post<T>(request: APIRequestContext, url: string, data: unknown, metodo = 'post'): Promise<T> {
  const response = await request.fetch(url, { method: metodo, data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** The técnico's matrix as the Permissões tab saves it: every module, '' = no access. */
const matriz = (letras: Record<string, string>) => ({
  role: 'tecnico',
  rows: ['dashboard', 'os', 'contas_receber', 'relatorios', 'cadastros', 'configuracoes'].map((modulo) => ({
    modulo,
    can_view: (letras[modulo] ?? '').includes('V'),
    can_create: (letras[modulo] ?? '').includes('C'),
    can_edit: (letras[modulo] ?? '').includes('E'),
    can_delete: (letras[modulo] ?? '').includes('D'),
  })),
})

async function textoDoPdf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()))
  return (await extractText(pdf, { mergePages: true })).text
}

test('o técnico vê a OS faturada e o recibo sem títulos, custo nem (sem Cadastros) o telefone do cliente', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signUp(page)
  const tecnico = { email: `tecnico.${randomUUID().slice(0, 8)}@example.com`, senha: 'senha-tecnico-1' }
  await post(page.request, '/api/usuarios', {
    nome_completo: 'Túlio Técnico',
    email: tecnico.email,
    password: tecnico.senha,
    role: 'tecnico',
  })
  const cliente = await post<{ id: string }>(page.request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria Aparecida da Silva',
    celular: '(11) 98765-4321',
  })
  const produto = await post<{ id: string }>(page.request, '/api/produtos', {
    sku: 'TINTA-01',
    descricao: 'Tinta prata 1L',
    unidade: 'L',
    preco_publico: 20_000,
    custo_base: 7_919,
  })
  const os = await post<{ id: string; numero_os: string }>(page.request, '/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'produto', referencia_id: produto.id, quantidade: 5, valor_unitario: 20_000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido'])
    await post(page.request, `/api/os/${os.id}/status`, { status })
  await post(page.request, `/api/os/${os.id}/faturar`, {
    forma: 'dinheiro',
    sinal: 12_345,
    parcelas: 3,
    vencimento_inicial: '2030-01-17',
  })

  const contexto = await browser.newContext()
  const tela = await contexto.newPage()
  await signIn(tela, tecnico.email, tecnico.senha)
  await tela.goto(`/os/${os.id}`)
  // A first visit on a busy machine may take a while (the page's code loads on demand).
  await expect(tela.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible({ timeout: 30_000 })
  await expect(tela.getByText('Maria Aparecida da Silva').first()).toBeVisible()
  await expect(tela.getByText('(11) 98765-4321')).toBeVisible()
  await expect(tela.getByRole('heading', { name: 'Títulos' })).toHaveCount(0)
  for (const proibido of ['358,85', '123,45', 'Faturada em', 'undefined', 'NaN'])
    await expect(tela.locator('main')).not.toContainText(proibido)

  const recibo = await textoDoPdf(tela.request, `/api/os/${os.id}/pdf?tipo=recibo`)
  expect(recibo).toContain(`RECIBO – ${os.numero_os}`)
  expect(recibo).toContain('R$ 1.000,00')
  for (const proibido of ['358,85', '123,45', 'PIX', '17/01/2030', 'undefined'])
    expect(recibo).not.toContain(proibido)

  // Allowed to edit products (not to read reports): the form has the price, not the cost, and saving it
  // keeps the cost the admin typed.
  const cadastrosEdita = { dashboard: 'V', os: 'VE', cadastros: 'VE', configuracoes: 'V' }
  await post(page.request, '/api/permissoes', matriz(cadastrosEdita), 'put')
  await tela.goto('/cadastros/produtos')
  await tela
    .getByRole('row', { name: /Tinta prata 1L/ })
    .getByRole('button', { name: /^Editar/ })
    .click()
  const dialogo = tela.getByRole('dialog', { name: 'Editar Produto' })
  await expect(dialogo.getByLabel('Preço')).toBeVisible()
  await expect(dialogo.getByLabel('Custo')).toHaveCount(0)
  await dialogo.getByLabel('Descrição').fill('Tinta prata 1 litro')
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialogo).toBeHidden()
  const salvo = await (await page.request.get(`/api/produtos/${produto.id}`)).json()
  expect([salvo.descricao, salvo.custo_base]).toEqual(['Tinta prata 1 litro', 7_919])

  // The admin takes Cadastros away: the customer's phone leaves the OS page and the printed order.
  await post(page.request, '/api/permissoes', matriz({ dashboard: 'V', os: 'VE', configuracoes: 'V' }), 'put')
  await tela.goto(`/os/${os.id}`)
  // A first visit on a busy machine may take a while (the page's code loads on demand).
  await expect(tela.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible({ timeout: 30_000 })
  await expect(tela.getByText('Maria Aparecida da Silva').first()).toBeVisible()
  await expect(tela.getByText('(11) 98765-4321')).toHaveCount(0)
  await expect(tela.locator('main')).not.toContainText('undefined')
  const ordem = await textoDoPdf(tela.request, `/api/os/${os.id}/pdf?tipo=os`)
  expect(ordem).toContain('Maria Aparecida da Silva')
  expect(ordem).not.toContain('98765-4321')
  await contexto.close()
})
