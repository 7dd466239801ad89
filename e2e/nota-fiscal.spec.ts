import { randomUUID } from 'node:crypto'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../src/server/test/fake-focus-nfe'
import { cpfValido, post } from './faturamento-fixtures'
import { signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// The NFS-e of an OS end to end (issue 28): a company configured for a local fake of Focus NFe (a server
// of its own, FOCUS_NFE_URL_HOMOLOGACAO pointing at the fake) invoices an OS with a service and a part;
// on a phone, 'Emitir NFS-e' previews only the service, the note goes out and the municipality's answer
// arrives by the provider's webhook, which the page follows live; then the note is cancelled with a reason.

let focus: FakeFocusNfe
let servidor: ServidorProprio
test.beforeAll(async () => {
  test.setTimeout(200_000)
  // The fake settles a note only when told, as a municipality answers in its own time.
  focus = await iniciarFakeFocusNfe({ processamento: 'manual' })
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
    viewport: { width: 375, height: 800 },
  })
  return context.newPage()
}

/** Configurações › Nota fiscal through the API (its screen has a spec of its own), tested at the fake. */
async function configurarNfse(page: Page) {
  const res = await page.request.put('/api/fiscal/config', {
    data: {
      ambiente: 'homologacao',
      token: focus.token,
      cnpj: '12.345.678/0001-95',
      inscricao_municipal: '1234567',
      codigo_municipio: '3550308',
      regime_tributario: 'lucro_presumido',
      aliquota_iss: '2',
      codigo_tributacao: '14.01.01',
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  const teste = await post<{ ok: boolean }>(page.request, '/api/fiscal/testar', {})
  expect(teste.ok).toBe(true)
}

/** An OS with Funilaria R$ 1.000,00 (a service) and 2 × Pastilha R$ 150,00 (a part), invoiced. */
async function osFaturada(page: Page) {
  const tag = randomUUID().slice(0, 6)
  const cliente = await post<{ id: string }>(page.request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: cpfValido(),
    nome_razao: `Beatriz Nota ${tag}`,
    celular: '11971626799',
  })
  const servico = await post<{ id: string }>(page.request, '/api/servicos', {
    descricao: `Funilaria ${tag}`,
    preco_publico: 100_000,
  })
  const peca = await post<{ id: string }>(page.request, '/api/produtos', {
    sku: `PAST-${tag}`,
    descricao: `Pastilha ${tag}`,
    unidade: 'UN',
    preco_publico: 15_000,
    controla_estoque: false,
  })
  const os = await post<{ id: string; numero_os: string }>(page.request, '/api/os', {
    cliente_id: cliente.id,
    itens: [
      { tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 100_000 },
      { tipo: 'produto', referencia_id: peca.id, quantidade: 2, valor_unitario: 15_000 },
    ],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao']) {
    await post(page.request, `/api/os/${os.id}/status`, { status })
  }
  await post(page.request, `/api/os/${os.id}/faturar`, {
    forma: 'pix',
    sinal: 0,
    parcelas: 1,
    vencimento_inicial: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  })
  return { id: os.id, numero: os.numero_os, servico: `Funilaria ${tag}`, peca: `Pastilha ${tag}` }
}

test('emite a NFS-e de uma OS faturada, acompanha a autorização e cancela com motivo', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await abrir(browser)
  await signUp(page)
  await configurarNfse(page)
  const os = await osFaturada(page)

  await page.goto(`/os/${os.id}`)
  const secao = page.getByRole('region', { name: 'Nota fiscal (NFS-e)' })
  await expect(secao.getByText('Esta OS ainda não tem nota fiscal.')).toBeVisible()

  // The preview: the customer, the service only (the part is named as left out), values and ISS.
  await secao.getByRole('button', { name: 'Emitir NFS-e' }).click()
  const dialog = page.getByRole('dialog', { name: 'Emitir NFS-e' })
  const previa = dialog.getByTestId('nota-previa')
  await expect(previa.getByText(os.servico)).toBeVisible()
  await expect(previa.getByText(os.peca)).toHaveCount(0)
  await expect(previa.getByTestId('produtos-fora')).toHaveText('Peças não entram na NFS-e: 1 item, R$ 300,00')
  await expect(previa.getByText('Base de cálculo')).toBeVisible()
  await expect(previa.getByText('2,00%')).toBeVisible()
  await expect(previa.getByText('R$ 20,00')).toBeVisible()

  // 'Emitir' goes once, however many clicks.
  const emitir = dialog.getByRole('button', { name: 'Emitir', exact: true })
  await emitir.dblclick()
  await expect(dialog).toBeHidden()
  await expect(secao.getByText('Processando', { exact: true })).toBeVisible()
  expect(
    focus.requisicoes.filter((r) => r.metodo === 'POST' && r.caminho.startsWith('/v2/nfsen')),
  ).toHaveLength(1)

  // The municipality authorizes; the provider's webhook reaches the app and the page follows it live.
  await focus.processar()
  await expect(secao.getByText('Autorizada', { exact: true })).toBeVisible({ timeout: 15_000 })
  const numero = [...focus.notas.values()][0].numero!
  await expect(secao.getByTestId('nota-numero')).toHaveText(numero)
  const pdf = secao.getByRole('link', { name: 'DANFSE (PDF)' })
  await expect(pdf).toBeVisible()
  await expect(secao.getByRole('link', { name: 'XML' })).toBeVisible()
  const arquivo = await page.request.get((await pdf.getAttribute('href'))!)
  expect(arquivo.status()).toBe(200)
  expect(arquivo.headers()['content-type']).toBe('application/pdf')
  expect((await arquivo.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // Cancelled with the law's reason: required, at least 15 characters, counted as typed.
  await secao.getByRole('button', { name: 'Cancelar NFS-e' }).click()
  const cancelar = page.getByRole('dialog', { name: `Cancelar NFS-e nº ${numero}` })
  await cancelar.getByLabel('Motivo do cancelamento').fill('Errado')
  await expect(cancelar.getByTestId('contador-motivo')).toHaveText('6/255 caracteres (mínimo 15)')
  await cancelar.getByRole('button', { name: 'Cancelar NFS-e' }).click()
  await expect(cancelar.getByText('Informe o motivo do cancelamento (de 15 a 255 caracteres).')).toBeVisible()
  const motivo = 'Serviço cobrado em duplicidade nesta OS'
  await cancelar.getByLabel('Motivo do cancelamento').fill(motivo)
  await expect(cancelar.getByTestId('contador-motivo')).toHaveText(`${motivo.length}/255 caracteres`)
  await cancelar.getByRole('button', { name: 'Cancelar NFS-e' }).click()
  await expect(cancelar).toBeHidden()
  await expect(secao.getByText('Cancelada', { exact: true })).toBeVisible()
  await expect(secao.getByText(motivo)).toBeVisible()
  expect([...focus.notas.values()][0]).toMatchObject({ status: 'cancelado', justificativa: motivo })
  // Cancelled, the OS may get a new note.
  await expect(secao.getByRole('button', { name: 'Emitir NFS-e' })).toBeVisible()
})
