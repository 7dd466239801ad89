import { readFileSync } from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { unzipSync } from 'fflate'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../src/server/test/fake-focus-nfe'
import { cpfValido, post } from './faturamento-fixtures'
import { signUp } from './fixtures'
import { iniciarServidorProprio, type ServidorProprio } from './servidor-proprio'

// 'Notas fiscais' and sending the DANFSE (issue 28 items 5–6), with notes issued by the real emission
// against a local fake of Focus NFe (a server of its own, FOCUS_NFE_URL_HOMOLOGACAO pointing at it):
// the month's cards leave the cancelled note out, the filters, the accountant's CSV, the XMLs' ZIP, and
// the WhatsApp share of an OS with its authorized note carries the public DANFSE link.

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
    acceptDownloads: true,
  })
  return context.newPage()
}

type Nota = { id: string; numero: string | null; situacao: string; valor_servicos: number; valor_iss: number }

/** An invoiced OS with one service of `valor` for a new customer, and its NFS-e once authorized. */
async function osComNota(page: Page, nome: string, valor: number) {
  const r = page.request
  const cliente = await post<{ id: string }>(r, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: cpfValido(),
    nome_razao: nome,
    celular: '11971626799',
  })
  const servico = await post<{ id: string }>(r, '/api/servicos', {
    descricao: `Revisão ${nome}`,
    preco_publico: valor,
  })
  const os = await post<{ id: string; numero_os: string }>(r, '/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: valor }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao'])
    await post(r, `/api/os/${os.id}/status`, { status })
  const hoje = new Date().toISOString().slice(0, 10)
  await post(r, `/api/os/${os.id}/faturar`, { forma: 'pix', sinal: 0, parcelas: 1, vencimento_inicial: hoje })
  const emitida = await post<Nota>(r, `/api/os/${os.id}/nfse`, {})
  // The fake settles a note when asked again ('Atualizar'), as the job or the webhook would.
  let nota = emitida
  await expect
    .poll(async () => {
      nota = await post<Nota>(r, `/api/notas-fiscais/${emitida.id}/atualizar`, {})
      return nota.situacao
    })
    .toBe('autorizada')
  return { os, nota, clienteNome: nome }
}

const brl = (centavos: number) =>
  (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })

test('Notas fiscais: totais sem as canceladas, filtros, CSV, ZIP dos XMLs e a NFS-e no WhatsApp', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await abrir(browser)
  await signUp(page)
  const config = await page.request.put('/api/fiscal/config', {
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
  expect(config.status(), await config.text()).toBe(200)
  expect((await post<{ ok: boolean }>(page.request, '/api/fiscal/testar', {})).ok).toBe(true)

  const a = await osComNota(page, 'Alice Nota Fiscal', 50_000)
  const b = await osComNota(page, 'Bruno Nota Fiscal', 30_000)
  const c = await osComNota(page, 'Carla Cancelada', 90_000)
  await post(page.request, `/api/notas-fiscais/${c.nota.id}/cancelar`, {
    motivo: 'Serviço lançado em duplicidade',
  })

  await page.goto('/notas-fiscais')
  await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible()
  const totais = page.getByRole('region', { name: 'Totais do período' })
  await expect(totais.getByRole('group', { name: 'Notas autorizadas' })).toContainText('2')
  await expect(totais.getByRole('group', { name: 'Valor dos serviços' })).toContainText(
    brl(a.nota.valor_servicos + b.nota.valor_servicos),
  )
  await expect(totais.getByRole('group', { name: 'ISS', exact: true })).toContainText(
    brl(a.nota.valor_iss + b.nota.valor_iss),
  )
  await expect(page.getByText('Notas canceladas não entram nos totais.')).toBeVisible()
  const linhas = page.getByTestId('nota-linha')
  await expect(linhas).toHaveCount(3)
  const linhaA = linhas.filter({ hasText: a.os.numero_os })
  await expect(linhaA).toContainText(a.nota.numero!)
  await expect(linhaA).toContainText('Autorizada')
  await expect(linhaA.getByRole('link', { name: a.os.numero_os })).toHaveAttribute('href', `/os/${a.os.id}`)
  await expect(linhaA.getByRole('link', { name: `PDF (DANFSE) da nota ${a.nota.numero}` })).toHaveAttribute(
    'href',
    `/api/notas-fiscais/${a.nota.id}/danfse`,
  )
  await expect(linhas.filter({ hasText: c.os.numero_os })).toContainText('Cancelada')

  // Situação: only the cancelled one; the cards follow (nothing authorized among them).
  await page.getByRole('region', { name: 'Filtros' }).getByRole('combobox', { name: 'Situação' }).click()
  await page.getByRole('option', { name: 'Cancelada' }).click()
  await expect(linhas).toHaveCount(1)
  await expect(linhas).toContainText(c.os.numero_os)
  await expect(totais.getByRole('group', { name: 'Notas autorizadas' })).toContainText('0')
  await page.getByRole('button', { name: 'Limpar Filtros' }).first().click()
  await expect(linhas).toHaveCount(3)
  // The search finds a note by its tomador.
  await page.getByRole('searchbox', { name: 'Buscar notas fiscais' }).fill('bruno')
  await expect(linhas).toHaveCount(1)
  await expect(linhas).toContainText(b.os.numero_os)
  await page.getByRole('searchbox', { name: 'Buscar notas fiscais' }).fill('')
  await expect(linhas).toHaveCount(3)

  // The accountant's CSV: a real download with every note of the period.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^notas-fiscais-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/)
  const texto = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '')
  const [cabecalho, ...registros] = texto.trim().split(/\r?\n/)
  expect(cabecalho).toBe(
    'Número;Data de autorização;Competência;Situação;OS;Tomador;CPF/CNPJ;Código de tributação;Valor dos serviços;Desconto;Base de cálculo;Alíquota;ISS;ISS retido;Código de verificação;Motivo do cancelamento',
  )
  expect(registros).toHaveLength(3)
  expect(registros.find((l) => l.includes(c.os.numero_os))).toContain(';Cancelada;')
  expect(registros.find((l) => l.includes(c.os.numero_os))).toContain('Serviço lançado em duplicidade')
  expect(registros.find((l) => l.includes(a.os.numero_os))).toMatch(new RegExp(`^${a.nota.numero};`))

  // The month's XMLs: authorized and cancelled notes, one file each.
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar XMLs do mês (ZIP)' }).click(),
  ])
  expect(zip.suggestedFilename()).toMatch(/^nfse-xmls-\d{4}-\d{2}\.zip$/)
  const arquivos = unzipSync(readFileSync((await zip.path())!))
  const nomes = Object.keys(arquivos).sort()
  expect(nomes).toHaveLength(3)
  for (const n of [a, b, c]) expect(nomes.some((nome) => nome.startsWith(`${n.nota.numero}-`))).toBe(true)
  const xml = Buffer.from(arquivos[nomes.find((nome) => nome.startsWith(`${a.nota.numero}-`))!]!).toString()
  expect(xml).toContain('<?xml')

  // On a phone the notes are cards and nothing overflows the screen.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('list', { name: 'Notas fiscais de serviço' })).toBeVisible()
  await expect(linhas).toHaveCount(3)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Sharing the OS by WhatsApp: the message has the NFS-e line and its public DANFSE link, then the opt-out.
  await page.goto(`/os/${a.os.id}`)
  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()
  const mensagem = page.getByRole('textbox', { name: 'Mensagem', exact: true })
  const linha = new RegExp(
    `^Nota fiscal de serviço \\(NFS-e\\) nº ${a.nota.numero}: (${servidor.baseURL}/api/public/orcamentos/[\\w-]+/notas/${a.nota.id}/danfse)$`,
    'm',
  )
  await expect(mensagem).toHaveValue(linha)
  await expect(mensagem).toHaveValue(/\n\nPara não receber lembretes de revisão e ofertas: \S+$/)
  const link = linha.exec(await mensagem.inputValue())![1]!
  await expect(page.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  // The customer has no session: the link alone opens the PDF, and the portal page lists the note.
  const cliente = await browser.newContext({ baseURL: servidor.baseURL })
  const pdf = await cliente.request.get(link)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  const portal = await cliente.newPage()
  await portal.goto(link.replace(/\/api\/public\/orcamentos\/([\w-]+)\/notas\/.*$/, '/p/$1'))
  const secao = portal.getByRole('region', { name: 'Notas fiscais' })
  await expect(secao).toContainText(`NFS-e nº ${a.nota.numero}`)
  await expect(secao.getByRole('link', { name: 'Baixar DANFSE (PDF)' })).toHaveAttribute(
    'href',
    new URL(link).pathname,
  )
  await cliente.close()
})

test('Notas fiscais: o mês sem XMLs diz por quê, e o técnico não vê a página', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await abrir(browser)
  await signUp(page)
  await page.goto('/notas-fiscais')
  await expect(page.getByText('Nenhuma nota fiscal encontrada')).toBeVisible()
  await page.getByRole('button', { name: 'Baixar XMLs do mês (ZIP)' }).click()
  await expect(
    page
      .getByRole('region', { name: /Notificações do sistema/ })
      .getByText('Nenhuma nota autorizada ou cancelada com XML neste mês'),
  ).toBeVisible()

  const tecnico = { email: `tecnico.${Date.now()}@teste.com.br`, senha: 'senha-segura-123' }
  await post(page.request, '/api/usuarios', {
    nome_completo: 'Téo Técnico',
    email: tecnico.email,
    password: tecnico.senha,
    role: 'tecnico',
  })
  const outra = await abrir(browser)
  const entrou = await outra.request.post('/api/auth/sign-in/email', {
    data: { email: tecnico.email, password: tecnico.senha },
  })
  expect(entrou.status()).toBe(200)
  await outra.goto('/notas-fiscais')
  await expect(outra.getByRole('heading', { name: 'Acesso Negado', level: 1 })).toBeVisible()
  expect((await outra.request.get('/api/notas-fiscais')).status()).toBe(403)
})
