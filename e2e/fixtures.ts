import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export type Account = { nome: string; empresa: string; email: string; senha: string }

/** A fresh person and company, so tests never share an account. */
export function newAccount(): Account {
  const id = randomUUID().slice(0, 8)
  return {
    nome: `Marina Teste ${id}`,
    empresa: `Oficina ${id}`,
    email: `marina.${id}@example.com`,
    senha: `senha-${id}`,
  }
}

// On a busy machine the first page of a test may take a while to load and sign the person in.
const AUTH_TIMEOUT = { timeout: 20_000 }

/** Opens the dashboard and waits until the shell shows the signed-in person's menu. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard')
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible(AUTH_TIMEOUT)
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * A new company and its admin, signed up through the API with the page's own cookies, then the dashboard.
 * The 'Cadastrar' form itself is exercised by auth.spec.ts (signUpThroughForm); going through it in every
 * test cost ~2 s each.
 */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: account.nome,
      email: account.email,
      password: account.senha,
      nome_empresa: account.empresa,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  await openDashboard(page)
  return account
}

/** Signs up through the 'Cadastrar' tab and waits for the dashboard. */
export async function signUpThroughForm(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Cadastrar' }).click()
  const form = page.getByRole('form', { name: 'Cadastrar' })
  await form.getByLabel('Nome completo').fill(account.nome)
  await form.getByLabel('Nome da empresa').fill(account.empresa)
  await form.getByLabel('Email').fill(account.email)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(account.senha)
  await form.getByLabel('Confirmar senha').fill(account.senha)
  await form.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, AUTH_TIMEOUT)
  return account
}

/**
 * Signs in through the API with the page's own cookies (a session of this test's own), then the
 * dashboard. The 'Entrar' form is exercised by signInThroughForm (auth, perfil and usuarios specs).
 */
export async function signIn(page: Page, email: string, senha: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: senha } })
  expect(response.status(), await response.text()).toBe(200)
  await openDashboard(page)
}

/** Signs in through the 'Entrar' tab and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Entrar' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(senha)
  await form.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, AUTH_TIMEOUT)
}

/** Signs out from the avatar menu and waits for the auth screen. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/auth$/)
}

type Demo = { empresa: string; email: string; senha: string; usuarios: { email: string; role: string }[] }

/** The demo company's credentials, as the auth screen's hint reads them. */
export async function demoCredentials(request: APIRequestContext): Promise<Demo> {
  const response = await request.get('/api/demo')
  expect(response.status(), 'the e2e server runs with the demo company').toBe(200)
  return (await response.json()) as Demo
}

/** Signs in as the demo company's técnico (view-only roles are tried with it). */
export async function signInAsDemoTecnico(page: Page, request: APIRequestContext): Promise<void> {
  const demo = await demoCredentials(request)
  const tecnico = demo.usuarios.find((usuario) => usuario.role === 'tecnico')
  expect(tecnico, 'the demo company has a técnico').toBeDefined()
  await signIn(page, tecnico!.email, demo.senha)
}

/**
 * The platform operator's plan change (`npm run plan`) on the running e2e server: POST /api/ops/plano
 * with the data directory's token, which playwright.config.ts shares through E2E_DATA_DIR. The server
 * forgets the company's sessions, so the next request sees the plan.
 */
export async function mudarPlano(
  request: APIRequestContext,
  empresa: string,
  plano: 'basico' | 'pro' | 'enterprise',
): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR
  expect(dataDir, 'playwright.config.ts sets E2E_DATA_DIR').toBeTruthy()
  const token = readFileSync(path.join(dataDir!, 'ops-token'), 'utf8').trim()
  const response = await request.post('/api/ops/plano', {
    data: { empresa, plano },
    headers: { 'x-bancada-ops-token': token },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** POSTs through the page's session and answers the JSON, failing on another status than expected. */
export async function post<T>(page: Page, url: string, data: unknown, status = 201): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status)
  return (await response.json()) as T
}

/** A client, vehicle and one-line OS whose quote was sent, all through the API. */
export async function orcamentoEnviado(page: Page) {
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
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: 'Alinhamento e balanceamento',
    preco_publico: 15000,
  })
  const os = await post<{ id: string; numero_os: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 15000 }],
  })
  await post(page, `/api/os/${os.id}/status`, { status: 'orcamento_enviado' }, 200)
  return os
}
