import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import type { AtividadeView } from '../../../shared/atividades/atividades.schemas'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { JANELA_DA_BUSCA } from './atividades.service'

const t = await createTestApp()
afterAll(() => t.close())
const { admin, empresaId } = await buildCompany(t, { name: 'Ana Auditora' })
const gerente = await buildUser(t, empresaId, 'gerente')
const outra = await buildCompany(t)

type Pagina = { items: AtividadeView[]; proximo: number | null }
const listar = async (query: string, user = admin): Promise<Pagina> => {
  const res = await call(t, user, 'GET', `/api/atividades${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Entries written as the owner (as the trigger would, at a chosen time): the app role cannot. */
async function semear(empresa: string, linhas: Array<Partial<Record<string, unknown>>>) {
  for (const l of linhas) {
    await t.handle.db.execute(sql`insert into atividades (empresa_id, criado_em, usuario_id, usuario_nome, papel,
      origem, ip, entidade, entidade_id, acao, campos, descricao, categoria)
      values (${empresa}, ${(l.criado_em as string) ?? new Date().toISOString()}, ${(l.usuario_id as string) ?? null},
        ${(l.usuario_nome as string) ?? null}, ${(l.papel as string) ?? null}, ${(l.origem as string) ?? 'sistema'},
        ${(l.ip as string) ?? null}, ${l.entidade as string}, ${(l.entidade_id as string) ?? null}, ${l.acao as string},
        ${l.campos ? JSON.stringify(l.campos) : null}::jsonb, ${(l.descricao as string) ?? null}, 'negocio')`)
  }
}

const cliente = await create(t, admin, '/api/clientes', {
  tipo_pessoa: 'fisica',
  doc: '52998224725',
  nome_razao: 'João Auditado',
  celular: '11987654321',
})
{
  const res = await call(t, admin, 'PATCH', `/api/clientes/${cliente.id}`, { nome_razao: 'João Corrigido' })
  expect(res.statusCode).toBe(200)
}

describe('GET /api/atividades', () => {
  it("shows the company's entries newest first, with who, from where and old → new", async () => {
    const { items } = await listar(`?entidade=clientes&entidade_id=${cliente.id}`)
    expect(items.map((a) => a.acao)).toEqual(['alterou', 'criou'])
    expect(items[0]).toMatchObject({
      usuario_id: admin.userId,
      usuario_nome: 'Ana Auditora',
      papel: 'admin',
      origem: 'usuario',
      ip: '127.0.0.1',
      campos: { nome_razao: ['João Auditado', 'João Corrigido'] },
    })
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id)
  })

  it('filters by user, action and period (the company’s calendar days)', async () => {
    await call(t, gerente, 'POST', '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '11144477735',
      nome_razao: 'Cliente do Gerente',
    })
    const doGerente = await listar(`?usuario_id=${gerente.userId}`)
    expect(doGerente.items.length).toBeGreaterThan(0)
    expect(doGerente.items.every((a) => a.usuario_id === gerente.userId && a.papel === 'gerente')).toBe(true)

    const alteracoes = await listar('?acao=alterou&entidade=clientes')
    expect(alteracoes.items.map((a) => a.entidade_id)).toContain(cliente.id)
    expect(alteracoes.items.every((a) => a.acao === 'alterou')).toBe(true)

    // 02:00 UTC on the 11th is 23:00 of the 10th in São Paulo. Later than every entry so far, as entries
    // are written (at their transaction's time, so a later one has a larger id: the period's id bounds).
    await semear(empresaId, [
      { entidade: 'periodo', acao: 'testou', criado_em: '2030-01-11T02:00:00Z' },
      { entidade: 'periodo', acao: 'testou', criado_em: '2030-01-11T03:30:00Z' },
    ])
    const dia10 = await listar('?entidade=periodo&de=2030-01-10&ate=2030-01-10')
    expect(dia10.items.map((a) => a.criado_em.slice(0, 13))).toEqual(['2030-01-11T02'])
    const dia11 = await listar('?entidade=periodo&de=2030-01-11')
    expect(dia11.items.map((a) => a.criado_em.slice(0, 13))).toEqual(['2030-01-11T03'])
  })

  it('pages by cursor (Carregar mais) without repeating or skipping', async () => {
    await semear(
      empresaId,
      [1, 2, 3, 4, 5].map((n) => ({ entidade: 'paginas', entidade_id: String(n), acao: 'testou' })),
    )
    const vistos: string[] = []
    let cursor: number | null = null
    let paginas = 0
    do {
      const p: Pagina = await listar(`?entidade=paginas&limite=2${cursor ? `&antes=${cursor}` : ''}`)
      vistos.push(...p.items.map((a) => a.entidade_id!))
      cursor = p.proximo
      paginas++
    } while (cursor)
    expect(vistos).toEqual(['5', '4', '3', '2', '1'])
    expect(paginas).toBe(3)
  })

  it('searches the record id, names, descriptions and changed values, accent- and case-insensitive', async () => {
    expect((await listar('?q=joao corrig')).items.map((a) => a.entidade_id)).toContain(cliente.id)
    expect((await listar(`?q=${cliente.id}`)).items.every((a) => a.entidade_id === cliente.id)).toBe(true)
    expect((await listar('?q=ana auditora')).items.length).toBeGreaterThan(0)
    expect((await listar('?q=ninguem-escreveu-isto')).items).toEqual([])
  })

  it('reads a bounded window per search page and continues from where it stopped', async () => {
    await semear(empresaId, [{ entidade: 'janela', acao: 'testou', descricao: 'agulha no palheiro' }])
    await t.handle.db.execute(sql`insert into atividades (empresa_id, origem, entidade, acao, descricao)
      select ${empresaId}, 'sistema', 'janela', 'testou', 'palha ' || n from generate_series(1, ${JANELA_DA_BUSCA}) n`)
    const primeira = await listar('?entidade=janela&q=agulha')
    expect(primeira.items).toEqual([])
    expect(primeira.proximo).not.toBeNull()
    const segunda = await listar(`?entidade=janela&q=agulha&antes=${primeira.proximo}`)
    expect(segunda.items.map((a) => a.descricao)).toEqual(['agulha no palheiro'])
    expect(segunda.proximo).toBeNull()
  })

  it("finds a record's id within an entidade through its index, past any window", async () => {
    const registro = randomUUID()
    await semear(empresaId, [
      { entidade: 'janela_id', entidade_id: registro, acao: 'testou', descricao: 'o alvo' },
    ])
    await t.handle.db.execute(sql`insert into atividades (empresa_id, origem, entidade, acao, descricao)
      select ${empresaId}, 'sistema', 'janela_id', 'testou', 'outra ' || n from generate_series(1, ${JANELA_DA_BUSCA}) n`)
    const pagina = await listar(`?entidade=janela_id&q=${registro.toUpperCase()}`)
    expect(pagina.items.map((a) => a.descricao)).toEqual(['o alvo'])
    expect(pagina.proximo).toBeNull()
  })

  it("never shows another company's entries", async () => {
    const alheias = await listar(`?entidade_id=${cliente.id}`, outra.admin)
    expect(alheias.items).toEqual([])
    const todas = await listar('?limite=100', outra.admin)
    expect(todas.items.some((a) => a.usuario_id === admin.userId || a.entidade_id === cliente.id)).toBe(false)
  })

  it('answers 400 in Portuguese for bad filters', async () => {
    const casos: Array<[string, string, string]> = [
      ['?de=2026-13-01', 'de', 'Informe a data no formato AAAA-MM-DD'],
      ['?de=2026-03-10&ate=2026-03-01', 'ate', 'A data final deve ser igual ou posterior à data inicial'],
      ['?usuario_id=abc', 'usuario_id', 'Usuário inválido'],
      ['?entidade=Clientes;drop', 'entidade', 'Entidade inválida'],
      ['?acao=%20', 'acao', 'Ação inválida'],
      ['?antes=abc', 'antes', 'Página inválida'],
      ['?limite=500', 'limite', 'O limite deve ser um número entre 1 e 100'],
      [`?q=${'x'.repeat(101)}`, 'q', 'Busca longa demais (máximo de 100 caracteres)'],
    ]
    for (const [query, campo, mensagem] of casos) {
      const res = await call(t, admin, 'GET', `/api/atividades${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.fields[campo], query).toBe(mensagem)
    }
  })
})

describe('who may read the log', () => {
  it('answers 401 without a session', async () => {
    for (const url of ['/api/atividades', '/api/atividades/usuarios', '/api/atividades/exportar?formato=csv'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
  })

  it('refuses the operador and the técnico even with Configurações view, and a gerente without it', async () => {
    const operador = await buildUser(t, empresaId, 'operador')
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    for (const user of [operador, tecnico])
      for (const url of [
        '/api/atividades',
        '/api/atividades/usuarios',
        '/api/atividades/exportar?formato=csv',
      ]) {
        const res = await call(t, user, 'GET', url)
        expect(res.statusCode, url).toBe(403)
        expect(res.json().error.message).toBe(
          'Apenas administradores e gerentes podem ver o registro de atividades',
        )
      }
    const empresa = await buildCompany(t)
    await setPermission(t, empresa.empresaId, 'gerente', 'configuracoes', { can_view: false })
    const semPermissao = await buildUser(t, empresa.empresaId, 'gerente')
    expect((await call(t, semPermissao, 'GET', '/api/atividades')).statusCode).toBe(403)
  })

  it('gives the gerente the list and its users for the filter', async () => {
    expect((await listar('?limite=5', gerente)).items.length).toBe(5)
    const res = await call(t, gerente, 'GET', '/api/atividades/usuarios')
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual(
      expect.arrayContaining([
        { id: admin.userId, nome: 'Ana Auditora', papel: 'admin' },
        { id: gerente.userId, nome: 'Pessoa gerente', papel: 'gerente' },
      ]),
    )
    const alheios = (await call(t, outra.admin, 'GET', '/api/atividades/usuarios')).json()
    expect(alheios.items.map((u: { id: string }) => u.id)).toEqual([outra.admin.userId])
  })
})

describe('GET /api/atividades/exportar', () => {
  it('exports the filtered entries with labels and money in BRL, and records the export', async () => {
    await semear(empresaId, [
      { entidade: 'ar_titulos', entidade_id: 'titulo-1', acao: 'alterou', campos: { valor: [1000, 123456] } },
    ])
    const csv = await call(t, admin, 'GET', '/api/atividades/exportar?formato=csv&entidade=ar_titulos')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toContain('registro-de-atividades.csv')
    const texto = csv.body
    expect(texto).toContain('Título a receber;titulo-1;Alterou;Valor: R$\u00a010,00 → R$\u00a01.234,56')
    expect(texto).not.toContain('clientes')

    const xlsx = await call(
      t,
      admin,
      'GET',
      `/api/atividades/exportar?formato=xlsx&entidade_id=${cliente.id}`,
    )
    expect(xlsx.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.getWorksheet('Atividades')!
    expect(sheet.getRow(2).getCell(2).value).toBe('Ana Auditora')
    expect(sheet.getRow(2).getCell(9).value).toBe('Alterou')
    expect(sheet.getRow(2).getCell(10).value).toBe('Nome: João Auditado → João Corrigido')

    const [registro] = await queryRows<{ acao: string; categoria: string; usuario_id: string }>(
      t.handle.db,
      sql`select acao, categoria, usuario_id from atividades where empresa_id = ${empresaId} and entidade = 'atividades' order by id desc limit 1`,
    )
    expect(registro).toEqual({ acao: 'exportou', categoria: 'seguranca', usuario_id: admin.userId })
    expect((await listar('?entidade=atividades&acao=exportou')).items.length).toBe(2)
  })

  it('answers 400 for a bad format', async () => {
    const res = await call(t, admin, 'GET', '/api/atividades/exportar?formato=pdf')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.formato).toBe('Formato inválido: use csv ou xlsx')
  })
})
