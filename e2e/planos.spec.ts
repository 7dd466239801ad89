import { type APIRequestContext, expect, test } from '@playwright/test'
import { planoMessages } from '../src/shared/assinatura/planos.messages'
import { mudarPlano, signInAsDemoTecnico, signUp } from './fixtures'

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** An OS of the new company taken to em_execucao, where it may be invoiced. */
async function osEmExecucao(request: APIRequestContext): Promise<{ id: string; numero_os: string }> {
  const cliente = await post<{ id: string }>(request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Rita Plano Básico',
  })
  const servico = await post<{ id: string }>(request, '/api/servicos', {
    descricao: 'Alinhamento',
    preco_publico: 12_000,
  })
  const os = await post<{ id: string; numero_os: string }>(request, '/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 12_000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao']) {
    await post(request, `/api/os/${os.id}/status`, { status })
  }
  return os
}

test('empresa nova: banner do teste e a aba Assinatura com plano, uso do mês e planos comparados', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signUp(page)
  await expect(page.getByText('Período de teste: 7 dias restantes')).toBeVisible()

  // One OS made through the API with the browser's own session: the month's use counts it.
  const os = await page.request.post('/api/os', { data: {} })
  expect(os.status()).toBe(201)

  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible()
  await expect(page.getByText('R$ 99,90 por mês').first()).toBeVisible()
  await expect(page.getByText('Teste grátis', { exact: true })).toBeVisible()
  await expect(page.getByText(/Período de teste: 7 dias restantes \(até \d\d\/\d\d\/\d{4}\)/)).toBeVisible()
  await expect(page.getByText('OS criadas este mês')).toBeVisible()
  await expect(page.getByText('1 / ilimitado')).toBeVisible()
  const usuarios = page.getByRole('progressbar', { name: 'Usuários' })
  await expect(usuarios).toHaveAttribute('aria-valuetext', '1 de 3')
  await expect(page.getByText('1 / 3')).toBeVisible()

  const planos = page.getByRole('list', { name: 'Planos' })
  await expect(planos.getByRole('heading')).toHaveText(['Básico', 'Pro', 'Enterprise'])
  await expect(planos.getByText('Até 50 OS por mês')).toBeVisible()
  await expect(planos.getByText('R$ 59,90 por mês')).toBeVisible()
  await expect(planos.getByText('Sob consulta')).toBeVisible()
  await expect(planos.getByText('Seu plano')).toBeVisible()

  // No checkout yet: the way to change plans is to talk to us, with the company's code.
  await expect(
    page.getByText('A contratação pelo sistema ainda não está disponível', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contato')
  const me = await (await page.request.get('/api/me')).json()
  await expect(page.getByText(me.empresa.id)).toBeVisible()
})

test('a aba Assinatura cabe em 375 px sem rolar a página para o lado', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await signUp(page)
  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('heading', { name: 'Plano Pro' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Planos' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('quem não é administrador não vê a aba Assinatura, nem por link', async ({ page, request }) => {
  await signInAsDemoTecnico(page, request)
  // The demo company is Pro and active: no trial banner, no read-only banner.
  await expect(page.getByText(/Período de teste/)).toBeHidden()
  await page.goto('/configuracoes?aba=assinatura')
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveCount(0)
  expect((await page.request.get('/api/assinatura')).status()).toBe(403)
})

test('no plano Básico, Contas a Receber fica trancado no atalho do dashboard e a OS não oferece Faturar', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const me = await (await page.request.get('/api/me')).json()
  const os = await osEmExecucao(page.request)

  // During the trial (Pro limits) the OS may be invoiced.
  await page.goto(`/os/${os.id}`)
  // The first visit loads the detail's code: on a busy machine that alone may take a while.
  await expect(page.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Faturar', exact: true })).toBeVisible()

  await mudarPlano(page.request, me.empresa.id, 'basico')
  // Nothing the screens do from here on may earn a 402.
  const recusadas: string[] = []
  page.on('response', (response) => {
    if (response.status() === 402) recusadas.push(response.url())
  })

  await page.goto('/dashboard')
  await expect(page.getByRole('group', { name: 'OS abertas' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'A receber' })).toHaveCount(0)
  const atalhos = page.getByRole('region', { name: 'Atalhos' })
  const contas = atalhos.getByRole('link', { name: 'Contas a Receber (disponível no plano Pro)' })
  await expect(contas).toBeVisible()
  await expect(contas).toContainText('Disponível no plano Pro')
  await expect(atalhos.getByRole('link', { name: 'Relatórios' })).toBeVisible()
  // Like the menu item, the card leads to the upgrade screen.
  await contas.click()
  await expect(page).toHaveURL(/\/contas-receber$/)
  await expect(page.getByRole('heading', { name: 'Contas a Receber' })).toBeVisible()
  await expect(page.getByText('Disponível no plano Pro')).toBeVisible()

  await page.goto(`/os/${os.id}`)
  await expect(page.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible()
  await expect(page.getByText(planoMessages.semContasReceber)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Faturar', exact: true })).toHaveCount(0)
  expect(recusadas).toEqual([])
})
