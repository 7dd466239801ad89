import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../src/server/test/fake-focus-nfe'
import { newAccount, signIn, signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// Configurações › Nota fiscal (issue 28): an admin sets up the NFS-e on a phone, finds the city's IBGE code
// from the company's address and tests the configuration against a local fake of Focus NFe (a server of
// its own, started with FOCUS_NFE_URL_HOMOLOGACAO pointing at the fake); a gerente does not see the
// section; a service gets its own national tax code.

let focus: FakeFocusNfe
let servidor: ServidorProprio
test.beforeAll(async () => {
  test.setTimeout(200_000)
  focus = await iniciarFakeFocusNfe()
  servidor = await iniciarServidorProprio({ FOCUS_NFE_URL_HOMOLOGACAO: focus.url })
})
test.afterAll(async () => {
  await servidor?.parar()
  await focus?.fechar()
})

async function abrir(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: servidor.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  return context.newPage()
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

/**
 * On a phone the toasts stack over the form's last buttons, and a pointer resting on them pauses their
 * timer: the pointer leaves and the toasts go before the next button is pressed.
 */
async function semToasts(page: Page) {
  await page.mouse.move(1, 1)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
}

/** A company in São Paulo/SP (its address is what 'Buscar pelo endereço da empresa' reads). */
async function empresaEmSaoPaulo(page: Page) {
  const conta = await signUp(page)
  const res = await page.request.patch('/api/empresa', {
    data: { nome_empresa: conta.empresa, cidade: 'São Paulo', uf: 'SP' },
  })
  expect(res.status(), await res.text()).toBe(200)
  return conta
}

test('admin configura a NFS-e no celular, acha o código IBGE pelo endereço e testa no provedor', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await abrir(browser)
  await page.setViewportSize({ width: 375, height: 800 })
  await empresaEmSaoPaulo(page)
  await page.goto('/configuracoes')
  await page.getByRole('tab', { name: 'Nota fiscal' }).click()
  await expect(page).toHaveURL(/aba=nota-fiscal/)
  const form = page.getByRole('form', { name: 'Nota fiscal' })

  // The first save needs the token and the city: both say so under their fields.
  await expect(form.getByLabel('Código de tributação nacional')).toHaveValue('14.01.01')
  await expect(form.getByText(/Lubrificação, limpeza, lustração, revisão/)).toBeVisible()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Informe o token da API fornecido pelo provedor')).toBeVisible()
  await expect(form.getByText('Informe o código IBGE do município (7 dígitos)')).toBeVisible()

  // Production warns that its notes have fiscal value; the test goes to homologação.
  await form.getByRole('combobox', { name: 'Ambiente' }).click()
  await page.getByRole('option', { name: 'Produção' }).click()
  await expect(form.getByRole('note')).toContainText('Em produção, as notas emitidas têm valor fiscal')
  await form.getByRole('combobox', { name: 'Ambiente' }).click()
  await page.getByRole('option', { name: /Homologação/ }).click()
  await expect(form.getByRole('note')).toHaveCount(0)

  await form.getByLabel('Token da API').fill(focus.token)
  await form.getByLabel('CNPJ').fill('12345678000195')
  await expect(form.getByLabel('CNPJ')).toHaveValue('12.345.678/0001-95')
  await form.getByLabel('Inscrição municipal').fill('12345678')
  await form.getByRole('button', { name: 'Buscar pelo endereço da empresa' }).click()
  await expect(form.getByTestId('nfse-municipio')).toHaveText('São Paulo/SP — 3550308')
  await expect(form.getByLabel('Município (código IBGE)')).toHaveValue('3550308')
  await form.getByLabel('Alíquota de ISS padrão (%)').fill('6')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Informe a alíquota de ISS entre 0 e 5%')).toBeVisible()
  await form.getByLabel('Alíquota de ISS padrão (%)').fill('2,5')
  await form.getByRole('switch', { name: 'Emitir NFS-e ao faturar' }).click()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Configuração da nota fiscal salva')).toBeVisible()
  await expect(form.getByText('Token salvo — deixe em branco para manter')).toBeVisible()
  await expect(form.getByLabel('Token da API')).toHaveValue('')

  await semToasts(page)
  await form.getByRole('button', { name: 'Testar configuração' }).click()
  await expect(page.getByTestId('nfse-teste')).toContainText('Configuração funcionando')
  // The provider now posts the company's note updates to this server, with the secret header.
  const gatilho = focus.gatilhos.find((g) => g.cnpj === '12345678000195')
  expect(gatilho?.url).toMatch(new RegExp(`^${servidor.baseURL}/api/webhooks/nfse/[\\w-]{20,}$`))
  expect(gatilho?.authorization).toBeTruthy()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // What was saved comes back as typed; the city is named beside its code.
  await page.reload()
  await expect(form.getByLabel('Alíquota de ISS padrão (%)')).toHaveValue('2,5')
  await expect(form.getByTestId('nfse-municipio')).toHaveText('São Paulo/SP — 3550308')
  await expect(form.getByRole('switch', { name: 'Emitir NFS-e ao faturar' })).toBeChecked()
  await expect(page.getByTestId('nfse-teste')).toContainText('Último teste em')

  // A wrong token: the test says why, in Portuguese.
  await form.getByLabel('Token da API').fill('token-que-nao-existe')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Configuração da nota fiscal salva')).toBeVisible()
  await semToasts(page)
  await form.getByRole('button', { name: 'Testar configuração' }).click()
  await expect(page.getByTestId('nfse-teste')).toHaveAttribute('role', 'alert')
  await expect(page.getByTestId('nfse-teste')).toContainText(/token/i)

  // 'Desconectar' asks first; then the token is required again.
  await semToasts(page)
  await form.getByRole('button', { name: 'Desconectar' }).click()
  const confirmar = page.getByRole('alertdialog', { name: 'Desconectar a nota fiscal?' })
  await expect(confirmar).toContainText('As notas já emitidas continuam')
  await confirmar.getByRole('button', { name: 'Desconectar' }).click()
  await expect(toast(page, 'Emissão de notas fiscais desconectada')).toBeVisible()
  await expect(form.getByText('Token salvo — deixe em branco para manter')).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Testar configuração' })).toBeDisabled()
})

test('o gerente não vê a seção Nota fiscal nem lê a configuração', async ({ browser }) => {
  test.setTimeout(60_000)
  const admin = await abrir(browser)
  await signUp(admin)
  const gerente = newAccount()
  const criado = await admin.request.post('/api/usuarios', {
    data: { nome_completo: 'Gil Gerente', email: gerente.email, password: gerente.senha, role: 'gerente' },
  })
  expect(criado.status(), await criado.text()).toBe(201)

  const page = await abrir(browser)
  await signIn(page, gerente.email, gerente.senha)
  await page.goto('/configuracoes?aba=nota-fiscal')
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Nota fiscal' })).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Nota fiscal' })).toHaveCount(0)
  const api = await page.request.get('/api/fiscal/config')
  expect(api.status()).toBe(403)
})

test('um serviço recebe o próprio código de tributação, alíquota e ISS retido', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await abrir(browser)
  await signUp(page)
  await page.goto('/cadastros/servicos')
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Novo Serviço' })
  await dialog.getByLabel('Descrição').fill('Blindagem de vidros')
  await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('900')

  // The section is closed until opened; a wrong rate is shown under it in Portuguese.
  await expect(dialog.getByLabel('Código de tributação nacional')).toBeHidden()
  await dialog.getByText('Nota fiscal (NFS-e)').click()
  await dialog.getByLabel('Código de tributação nacional').fill('140501')
  await expect(dialog.getByLabel('Código de tributação nacional')).toHaveValue('14.05.01')
  await dialog.getByLabel('Alíquota de ISS (%)').fill('7')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Informe a alíquota de ISS entre 0 e 5%')).toBeVisible()
  await dialog.getByLabel('Alíquota de ISS (%)').fill('3,5')
  await dialog.getByLabel('ISS retido pelo tomador').check()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Serviço cadastrado')).toBeVisible()

  const lista = await (await page.request.get('/api/servicos')).json()
  const servico = lista.items.find((s: { descricao: string }) => s.descricao === 'Blindagem de vidros')
  expect(servico).toMatchObject({
    codigo_tributacao: '140501',
    codigo_nbs: null,
    aliquota_iss_bp: 350,
    iss_retido: true,
  })

  // Editing opens the section with what was saved.
  await page.getByRole('button', { name: /^Editar SRV-\d+ Blindagem de vidros$/ }).click()
  const editar = page.getByRole('dialog', { name: 'Editar Serviço' })
  await expect(editar.getByLabel('Código de tributação nacional')).toHaveValue('14.05.01')
  await expect(editar.getByLabel('Alíquota de ISS (%)')).toHaveValue('3,5')
  await expect(editar.getByLabel('ISS retido pelo tomador')).toBeChecked()
})
