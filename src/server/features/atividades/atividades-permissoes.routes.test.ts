import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AtividadeView } from '../../../shared/atividades/atividades.schemas'
import { rotulosEntidade } from '../../../shared/atividades/rotulos'
import { visibilidadeDasAtividades } from '../../../shared/atividades/visibilidade'
import { type GrupoDeCampos, gruposDeCamposLista } from '../../../shared/permissoes/campos-restritos'
import { modulos } from '../../../shared/permissoes/permissoes'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import {
  type Dados,
  folhas,
  folhasDoArquivo,
  semear,
  vazamentos,
} from '../permissoes/campos-restritos.fixtures'
import { JANELA_DA_BUSCA } from './atividades.service'

/**
 * The activity log shows a reader only what its permissions allow (shared/atividades/visibilidade.ts):
 * with real entries — an invoiced, partly received OS with PIX, its NFS-e, an appointment, a client with
 * contacts, a product and a service with costs (the permission tests' data) — a Gerente whose matrix
 * hides a module gets none of its entries or values, in the list, the search and the export.
 */
let t: TestApp
let admin: TestUser
let gerente: TestUser
let dados: Dados

beforeAll(async () => {
  t = await createTestApp({
    CEP_API_URL: 'http://127.0.0.1:9/ws',
    CEP_FALLBACK_URL: 'http://127.0.0.1:9/cep',
  })
  ;({ admin } = await buildCompany(t))
  gerente = await buildUser(t, admin.empresaId, 'gerente')
  dados = await semear(t, admin)
  // A change of the product's cost alone, and one of its price and cost.
  for (const body of [{ custo_base: 8_080 }, { preco_publico: 21_000, custo_base: 8_181 }]) {
    const res = await call(t, admin, 'PATCH', `/api/produtos/${dados.produtoId}`, body)
    expect(res.statusCode, res.body).toBe(200)
  }
  // Entries as the trigger writes them for a PIX charge and its receipt (no bank in tests) and the
  // fiscal settings (written as the owner: the app role cannot).
  for (const [entidade, campos] of [
    ['cobrancas_pix', { valor: [null, 35_885], txid: [null, 'TXIDTESTE'] }],
    ['pix_recebidos', { valor: [null, 5_555], end_to_end_id: [null, 'E2ETESTE'] }],
    ['nfse_config', { aliquota_iss_bp: [null, 200] }],
  ] as const)
    await t.handle.db.execute(sql`insert into atividades (empresa_id, origem, entidade, entidade_id, acao, campos)
      values (${admin.empresaId}, 'sistema', ${entidade}, ${crypto.randomUUID()}, 'criou', ${JSON.stringify(campos)}::jsonb)`)
}, 120_000)
afterAll(() => t.close())

const TUDO = { dashboard: 'V', os: 'VCED', agenda: 'VCED', contas_receber: 'VCED', fiscal: 'VCED' }
const matrizPadrao = { ...TUDO, relatorios: 'V', cadastros: 'VCED', configuracoes: 'V' }

/** The Gerente's matrix as the Permissões tab saves it ('' = no access). */
async function matrizDoGerente(letras: Partial<Record<(typeof modulos)[number], string>>) {
  const rows = modulos.map((modulo) => {
    const l = letras[modulo] ?? ''
    const [can_view, can_create, can_edit, can_delete] = ['V', 'C', 'E', 'D'].map((x) => l.includes(x))
    return { modulo, can_view, can_create, can_edit, can_delete }
  })
  const res = await call(t, admin, 'PUT', '/api/permissoes', { role: 'gerente', rows })
  expect(res.statusCode, res.body).toBe(200)
}

type Pagina = { items: AtividadeView[]; proximo: number | null }
async function pagina(user: TestUser, query: string): Promise<Pagina> {
  const res = await call(t, user, 'GET', `/api/atividades?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Every entry the user gets, page by page ('Carregar mais'). */
async function todas(user: TestUser, query = '', limite = 100): Promise<AtividadeView[]> {
  const itens: AtividadeView[] = []
  let antes: number | null = null
  do {
    const p = await pagina(user, `limite=${limite}${query}${antes ? `&antes=${antes}` : ''}`)
    itens.push(...p.items)
    antes = p.proximo
  } while (antes)
  return itens
}

const entidades = (itens: AtividadeView[]) => new Set(itens.map((a) => a.entidade))
const camposDe = (itens: AtividadeView[], entidade: string) =>
  itens.filter((a) => a.entidade === entidade).flatMap((a) => Object.keys(a.campos ?? {}))

/** The seeded values of each group the user meets in the list and in both export formats. */
async function gruposVistos(user: TestUser): Promise<Record<string, GrupoDeCampos[]>> {
  const achados = (leaves: ReturnType<typeof folhas>) =>
    gruposDeCamposLista.filter((g) => vazamentos(g, leaves, g === 'financeiro' ? dados.pix : []).length)
  const vistos: Record<string, GrupoDeCampos[]> = { json: achados(folhas(await todas(user))) }
  for (const formato of ['csv', 'xlsx']) {
    const res = await call(t, user, 'GET', `/api/atividades/exportar?formato=${formato}`)
    expect(res.statusCode, res.body).toBe(200)
    vistos[formato] = achados(await folhasDoArquivo(String(res.headers['content-type']), res.rawPayload))
  }
  return vistos
}

const FINANCEIRAS = ['ar_titulos', 'pagamentos', 'cobrancas_pix', 'pix_recebidos']
const todosOsGrupos = { json: gruposDeCamposLista, csv: gruposDeCamposLista, xlsx: gruposDeCamposLista }
const soGrupos = (...grupos: GrupoDeCampos[]) => ({ json: grupos, csv: grupos, xlsx: grupos })

/** The Gerente gets none of these entidades' entries, the admin gets some of each. */
async function escondidas(doGerente: AtividadeView[], lista: string[]) {
  const doAdmin = entidades(await todas(admin))
  for (const e of lista) {
    expect(doAdmin, e).toContain(e)
    expect(entidades(doGerente), e).not.toContain(e)
  }
}

const soCusto = (a: AtividadeView) =>
  a.entidade === 'produtos' && a.acao === 'alterou' && Object.keys(a.campos ?? {}).join() === 'custo_base'

describe('the rule covers every entidade', () => {
  it('names every audited table of migration 0037 and every subject the log labels', () => {
    const migracao = readFileSync(
      new URL('../../../../drizzle/0037_lgpd_atividades.sql', import.meta.url),
      'utf8',
    )
    const lista = migracao.slice(migracao.indexOf('FOR alvo IN SELECT * FROM (VALUES'))
    const tabelas = [...lista.slice(0, lista.indexOf(') AS t(')).matchAll(/\('(\w+)', '/g)].map((m) => m[1])
    expect(tabelas).toHaveLength(35)
    const semRegra = [...tabelas, ...Object.keys(rotulosEntidade)].filter(
      (e) => !(e! in visibilidadeDasAtividades),
    )
    expect(semRegra).toEqual([])
  })
})

describe('GET /api/atividades and its export follow the reader’s permissions', () => {
  it('gives the admin and the default Gerente every entry and value', async () => {
    await matrizDoGerente(matrizPadrao)
    for (const user of [admin, gerente]) {
      const itens = await todas(user)
      for (const e of [...FINANCEIRAS, 'notas_fiscais', 'nfse_config', 'os', 'agendamentos', 'clientes'])
        expect(entidades(itens), e).toContain(e)
      expect(itens.some(soCusto)).toBe(true)
      expect(camposDe(itens, 'servicos_catalogo')).toContain('custo_base')
      expect(camposDe(itens, 'clientes')).toEqual(expect.arrayContaining(['celular', 'telefone', 'email']))
      expect(await gruposVistos(user)).toEqual(todosOsGrupos)
    }
  })

  it('hides receivables and costs from a Gerente without Contas a Receber and Relatórios', async () => {
    await matrizDoGerente({ ...matrizPadrao, contas_receber: '', relatorios: '' })
    const itens = await todas(gerente)
    await escondidas(itens, FINANCEIRAS)
    // The product's entries stay, without its cost; the update of the cost alone is left out.
    const doProduto = (lista: AtividadeView[]) => lista.filter((a) => a.entidade === 'produtos')
    const produto = doProduto(itens)
    expect(produto).toHaveLength(doProduto(await todas(admin)).length - 1)
    expect(produto[0]!.campos).toEqual({ preco_publico: [20_000, 21_000] })
    expect(produto.every((a) => Object.keys(a.campos ?? {}).length > 0)).toBe(true)
    expect(camposDe(itens, 'produtos')).not.toContain('custo_base')
    expect(camposDe(itens, 'servicos_catalogo')).toContain('preco_publico')
    expect(camposDe(itens, 'servicos_catalogo')).not.toContain('custo_base')
    expect(camposDe(itens, 'clientes')).toContain('celular')
    expect(await gruposVistos(gerente)).toEqual(soGrupos('contato_cliente'))

    // A filter on a hidden entidade finds nothing; the admin still gets it.
    expect(await pagina(gerente, 'entidade=ar_titulos')).toEqual({ items: [], proximo: null })
    expect((await pagina(admin, 'entidade=ar_titulos')).items.length).toBeGreaterThan(0)
    // The search does not look at hidden values: the service's cost (R$ 137,17) finds its entry for the
    // admin only.
    expect((await pagina(gerente, 'q=13717')).items).toEqual([])
    expect((await pagina(admin, 'q=13717')).items.map((a) => a.entidade)).toContain('servicos_catalogo')
    const csv = await call(t, gerente, 'GET', '/api/atividades/exportar?formato=csv&entidade=pagamentos')
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\n').filter((l) => l.trim())).toHaveLength(1)
  })

  it('pages through the visible entries only, without repeating or skipping', async () => {
    await matrizDoGerente({ ...matrizPadrao, contas_receber: '', relatorios: '' })
    const ocultas = [...FINANCEIRAS, 'lembretes_cobranca', 'cobranca_pix_config', 'relatorios']
    const esperadas = (await todas(admin)).filter((a) => !ocultas.includes(a.entidade) && !soCusto(a))
    const porPagina = await todas(gerente, '', 3)
    expect(porPagina.map((a) => a.id)).toEqual(esperadas.map((a) => a.id))
  })

  it('hides customers, vehicles and the catalogue from a Gerente without Cadastros', async () => {
    await matrizDoGerente({ ...matrizPadrao, cadastros: '' })
    const itens = await todas(gerente)
    await escondidas(itens, ['clientes', 'veiculos', 'produtos', 'servicos_catalogo', 'estoque_movimentos'])
    expect(entidades(itens)).toContain('os')
    // No customer contact anywhere; the costs were only in the catalogue's entries.
    expect(await gruposVistos(gerente)).toEqual(soGrupos('financeiro'))
    expect((await pagina(gerente, `entidade_id=${dados.clienteId}`)).items).toEqual([])
    expect((await pagina(admin, `entidade_id=${dados.clienteId}`)).items.length).toBeGreaterThan(0)
  })

  it('hides service orders, the agenda and invoices from a Gerente without them', async () => {
    await matrizDoGerente({ ...matrizPadrao, os: '', agenda: '', fiscal: '' })
    const itens = await todas(gerente)
    await escondidas(itens, [
      'os',
      'os_itens',
      'vistorias',
      'orcamento_links',
      'agendamentos',
      'agendamento_links',
      'revisoes',
      'notas_fiscais',
      'nfse_config',
    ])
    expect(entidades(itens)).toContain('ar_titulos')
    expect((await pagina(gerente, `q=${dados.osId}`)).items).toEqual([])
    expect((await pagina(admin, `q=${dados.osId}`)).items.length).toBeGreaterThan(0)
  })

  it('reads the search window over the visible entries only', async () => {
    await matrizDoGerente({ ...matrizPadrao, contas_receber: '' })
    // A visible needle behind a window's worth of receivables' entries.
    await t.handle.db.execute(sql`insert into atividades (empresa_id, origem, entidade, acao, descricao)
      values (${admin.empresaId}, 'sistema', 'janela', 'testou', 'agulha no palheiro')`)
    await t.handle.db.execute(sql`insert into atividades (empresa_id, origem, entidade, acao, descricao)
      select ${admin.empresaId}, 'sistema', 'pagamentos', 'testou', 'palha ' || n
      from generate_series(1, ${JANELA_DA_BUSCA}) n`)
    const doGerente = await pagina(gerente, 'q=agulha')
    expect(doGerente).toMatchObject({ items: [{ descricao: 'agulha no palheiro' }], proximo: null })
    const doAdmin = await pagina(admin, 'q=agulha')
    expect(doAdmin.items).toEqual([])
    expect(doAdmin.proximo).not.toBeNull()
  })
})
