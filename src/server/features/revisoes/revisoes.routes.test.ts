import { addDays, addMonths } from 'date-fns'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { RevisaoItem, RevisoesPage } from '../../../shared/revisoes/revisoes.schemas'
import { os, revisoes, veiculos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const iso = (d: Date) => d.toISOString().slice(0, 10)
const hoje = () => todayInTimeZone()
const diaMais = (dias: number) => iso(addDays(new Date(`${hoje()}T12:00:00Z`), dias))

async function entregar(user: TestUser, id: string) {
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido', 'entregue']) {
    const res = await call(t, user, 'POST', `/api/os/${id}/status`, { status, observacao: 'Teste' })
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200)
  }
}

/**
 * The catalogue plus 'Troca de óleo' every 6 months or 10 000 km; the customer consented to reminders
 * (LGPD: without it no reminder goes, tested below).
 */
async function oficina(user: TestUser, { consentimento = true } = {}) {
  const c = await buildCatalogo(t, user)
  if (consentimento)
    expect(
      (await call(t, user, 'PATCH', `/api/clientes/${c.cliente.id}`, { consentimento_marketing: true }))
        .statusCode,
    ).toBe(200)
  const oleo = await create(t, user, '/api/servicos', {
    descricao: 'Troca de óleo',
    preco_publico: 18000,
    revisao_meses: 6,
    revisao_km: 10_000,
  })
  return { ...c, oleo }
}
type Oficina = Catalogo & { oleo: { id: string } }

const novaOs = (user: TestUser, c: Oficina, servicoId: string, extra: object = {}) =>
  create(t, user, '/api/os', {
    cliente_id: c.cliente.id,
    veiculo_id: c.veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: servicoId, quantidade: 1, valor_unitario: 18000 }],
    ...extra,
  })

async function listar(user: TestUser, query: string): Promise<RevisoesPage> {
  const res = await call(t, user, 'GET', `/api/revisoes?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A company with one open revision, made by delivering an OS (the standard cases' record). */
async function comRevisao(user: TestUser) {
  const c = await oficina(user)
  const o = await novaOs(user, c, c.oleo.id, { km_entrada: 40_000 })
  await entregar(user, o.id)
  const page = await listar(user, 'filtro=todas')
  return { c, o, revisao: page.items[0] as RevisaoItem }
}

describe('GET /api/revisoes', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/revisoes?filtro=ontem',
    permission: ['agenda', 'view'],
    badBody: { body: undefined, field: 'filtro', message: 'Filtro inválido' },
  })

  it("delivering an OS with a recurring service opens the vehicle's revision (date, km, estimate)", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await oficina(admin)
    // An earlier visit 100 days ago at 37 000 km: 3 000 km in 100 days is 30 km a day.
    const antiga = await novaOs(admin, c, c.funilaria.id, { km_entrada: 37_000 })
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx
        .update(os)
        .set({ data_abertura: diaMais(-100) })
        .where(eq(os.id, antiga.id)),
    )
    const o = await novaOs(admin, c, c.oleo.id, { km_entrada: 40_000 })
    expect((await listar(admin, 'filtro=todas')).items).toEqual([])
    await entregar(admin, o.id)

    const page = await listar(admin, 'filtro=todas')
    expect(page.total).toBe(1)
    const [r] = page.items
    const dataPrevista = iso(addMonths(new Date(`${hoje()}T12:00:00Z`), 6))
    // 10 000 km at 30 km a day from today's reading: 334 days.
    const estimada = diaMais(334)
    expect(r).toMatchObject({
      cliente: { id: c.cliente.id, nome: 'Maria Aparecida da Silva', celular: '11971626799' },
      veiculo: { id: c.veiculo.id, placa: 'ABC1D23', marca: 'Fiat', modelo: 'Uno' },
      servico: { id: c.oleo.id, descricao: 'Troca de óleo' },
      data_prevista: dataPrevista,
      km_previsto: 50_000,
      data_km_estimada: estimada,
      vence_em: [dataPrevista, estimada].sort()[0],
      situacao: 'pendente',
      contatado_em: null,
      os: { id: o.id, numero_os: o.numero_os },
    })
    const url = new URL(r.whatsapp_url!)
    expect(url.host).toBe('wa.me')
    expect(url.pathname).toBe('/5511971626799')
    const texto = url.searchParams.get('text')!
    expect(texto).toBe(r.mensagem)
    expect(texto).toContain('Olá, Maria!')
    expect(texto).toContain('Troca de óleo do seu Fiat Uno (ABC1D23)')
    expect(texto).toContain('ou aos 50.000 km')
    expect(r.lembrete_permitido).toBe(true)
    // Every message to a customer ends with the way out (issue 29 item 3).
    expect(texto).toMatch(
      /\n\nPara não receber lembretes de revisão e ofertas: http:\/\/localhost:3000\/privacidade\/sair\/[\w-]+\.[\w-]+$/,
    )
    // The other services of the OS (no recurrence) open nothing.
    expect(page.items.map((i) => i.servico.id)).toEqual([c.oleo.id])
  })

  it('a later OS with the same service concludes the revision and opens the next', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { c, o, revisao } = await comRevisao(admin)
    const segunda = await novaOs(admin, c, c.oleo.id, { km_entrada: 49_000 })
    await entregar(admin, segunda.id)

    const rows = await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select().from(revisoes).where(eq(revisoes.empresa_id, empresaId)).orderBy(revisoes.criado_em),
    )
    expect(rows).toHaveLength(2)
    const antiga = rows.find((r) => r.id === revisao.id)!
    expect(antiga).toMatchObject({ situacao: 'concluida', concluida_os_id: segunda.id, os_id: o.id })
    expect(antiga.concluida_em).not.toBeNull()
    const [aberta] = (await listar(admin, 'filtro=todas')).items
    expect(aberta).toMatchObject({ os: { id: segunda.id }, km_previsto: 59_000, situacao: 'pendente' })
    expect(aberta.id).not.toBe(revisao.id)
  })

  it('an OS without a vehicle, or without km and months, opens nothing; km alone falls back to the vehicle', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await oficina(admin)
    const semVeiculo = await create(t, admin, '/api/os', {
      cliente_id: c.cliente.id,
      itens: [{ tipo: 'servico', referencia_id: c.oleo.id, quantidade: 1, valor_unitario: 18000 }],
    })
    await entregar(admin, semVeiculo.id)
    expect((await listar(admin, 'filtro=todas')).total).toBe(0)

    // Only km, no km on the OS nor on the vehicle: nothing to remind.
    const soKm = await create(t, admin, '/api/servicos', {
      descricao: 'Alinhamento',
      preco_publico: 9000,
      revisao_km: 5000,
    })
    const o = await novaOs(admin, c, soKm.id)
    await entregar(admin, o.id)
    expect((await listar(admin, 'filtro=todas')).total).toBe(0)

    await call(t, admin, 'PATCH', `/api/veiculos/${c.veiculo.id}`, { km_atual: 20_000 })
    const o2 = await novaOs(admin, c, soKm.id)
    await entregar(admin, o2.id)
    const [r] = (await listar(admin, 'filtro=todas')).items
    // No history to estimate from: km only, no date, due date unknown (listed last under 'Todas').
    expect(r).toMatchObject({
      km_previsto: 25_000,
      data_prevista: null,
      data_km_estimada: null,
      vence_em: null,
    })
    const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select().from(revisoes).where(eq(revisoes.id, r.id)),
    )
    expect(row.os_id).toBe(o2.id)
  })

  it('filters this month, overdue and all; searches by customer or plate; never another company’s', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { revisao } = await comRevisao(admin)
    const outra = await buildCompany(t)
    await comRevisao(outra.admin)
    const prever = (data: string) =>
      withTenant(t.handle.db, { empresaId }, (tx) =>
        tx
          .update(revisoes)
          .set({ data_prevista: data, data_km_estimada: null })
          .where(and(eq(revisoes.empresa_id, empresaId), eq(revisoes.id, revisao.id))),
      )
    const ids = async (q: string) => (await listar(admin, q)).items.map((i) => i.id)

    // Six months ahead: only under 'Todas'.
    expect(await ids('filtro=todas')).toEqual([revisao.id])
    expect(await ids('filtro=mes')).toEqual([])
    expect(await ids('filtro=vencidas')).toEqual([])
    // The default filter is this month.
    expect(await ids('')).toEqual([])

    await prever(hoje())
    expect(await ids('filtro=mes')).toEqual([revisao.id])
    expect(await ids('filtro=vencidas')).toEqual([])

    await prever(diaMais(-40))
    expect(await ids('filtro=vencidas')).toEqual([revisao.id])
    expect(await ids('filtro=mes')).toEqual([])

    expect(await ids('filtro=todas&q=maria')).toEqual([revisao.id])
    expect(await ids('filtro=todas&q=ABC-1D23')).toEqual([revisao.id])
    expect(await ids('filtro=todas&q=ninguem')).toEqual([])

    // The car is sold: the revision still reads Maria (whose OS it came from) and is found by her name,
    // and by the new owner's.
    const joana = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '111.444.777-35',
      nome_razao: 'Joana Pereira',
    })
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx
        .update(veiculos)
        .set({ cliente_id: joana.id })
        .where(and(eq(veiculos.empresa_id, empresaId), eq(veiculos.id, revisao.veiculo.id))),
    )
    const [lida] = (await listar(admin, 'filtro=todas&q=maria')).items
    expect([lida?.id, lida?.cliente.nome]).toEqual([revisao.id, 'Maria Aparecida da Silva'])
    expect(await ids('filtro=todas&q=joana')).toEqual([revisao.id])
  })

  it('orders by due date and pages through pending and contacted alike', async () => {
    const { admin } = await buildCompany(t)
    const { revisao, c } = await comRevisao(admin)
    const alinhamento = await create(t, admin, '/api/servicos', {
      descricao: 'Alinhamento',
      preco_publico: 9000,
      revisao_meses: 3,
    })
    const balanceamento = await create(t, admin, '/api/servicos', {
      descricao: 'Balanceamento',
      preco_publico: 9000,
      revisao_meses: 1,
    })
    const o = await create(t, admin, '/api/os', {
      cliente_id: c.cliente.id,
      veiculo_id: c.veiculo.id,
      itens: [alinhamento, balanceamento].map((s) => ({
        tipo: 'servico',
        referencia_id: s.id,
        quantidade: 1,
        valor_unitario: 9000,
      })),
    })
    await entregar(admin, o.id)
    const todas = await listar(admin, 'filtro=todas')
    expect(todas.items.map((i) => i.servico.descricao)).toEqual([
      'Balanceamento',
      'Alinhamento',
      'Troca de óleo',
    ])
    await call(t, admin, 'POST', `/api/revisoes/${todas.items[1].id}/contatado`)
    const p1 = await listar(admin, 'filtro=todas&pageSize=2')
    const p2 = await listar(admin, 'filtro=todas&pageSize=2&page=2')
    expect([...p1.items, ...p2.items].map((i) => i.servico.descricao)).toEqual([
      'Balanceamento',
      'Alinhamento',
      'Troca de óleo',
    ])
    expect(p1.items[1].situacao).toBe('contatado')
    expect(p2).toMatchObject({ total: 3, totalExact: true, page: 2 })
    expect(p2.items[0].id).toBe(revisao.id)
  })
})

describe('POST /api/revisoes/:id/contatado and /pendente', () => {
  for (const acao of ['contatado', 'pendente'])
    itHandlesStandardCases({
      app: () => t,
      method: 'POST',
      url: (id) => `/api/revisoes/${id}/${acao}`,
      permission: ['agenda', 'edit'],
      createRecord: async (owner) => (await comRevisao(owner)).revisao.id,
    })

  it('answers 400 in Portuguese for an id that is not one', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/revisoes/nao-e-um-id/contatado')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.id).toBe('Registro não encontrado')
  })

  it('records who contacted and when; undoing it goes back to pending; the técnico only views', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { revisao } = await comRevisao(admin)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await listar(tecnico, 'filtro=todas')).items.map((i) => i.id)).toEqual([revisao.id])
    const negado = await call(t, tecnico, 'POST', `/api/revisoes/${revisao.id}/contatado`)
    expect(negado.statusCode).toBe(403)

    const res = await call(t, admin, 'POST', `/api/revisoes/${revisao.id}/contatado`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: revisao.id, situacao: 'contatado' })
    const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select().from(revisoes).where(eq(revisoes.id, revisao.id)),
    )
    expect(row.contatado_por).toBe(admin.userId)
    expect(row.contatado_em).not.toBeNull()
    expect((await listar(admin, 'filtro=todas')).items[0].situacao).toBe('contatado')

    const undo = await call(t, admin, 'POST', `/api/revisoes/${revisao.id}/pendente`)
    expect(undo.json()).toEqual({ id: revisao.id, situacao: 'pendente', contatado_em: null })
  })

  it('a customer without consent keeps the revision listed, but no reminder goes (409)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await oficina(admin, { consentimento: false })
    const o = await novaOs(admin, c, c.oleo.id, { km_entrada: 40_000 })
    await entregar(admin, o.id)
    const [r] = (await listar(admin, 'filtro=todas')).items
    expect(r).toMatchObject({ lembrete_permitido: false, whatsapp_url: null, situacao: 'pendente' })
    const res = await call(t, admin, 'POST', `/api/revisoes/${r.id}/contatado`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Cliente sem consentimento para lembretes')
    const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select().from(revisoes).where(eq(revisoes.id, r.id)),
    )
    expect([row.situacao, row.contatado_em]).toEqual(['pendente', null])

    // Consent given, then withdrawn through the opt-out link: the same.
    await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { consentimento_marketing: true })
    expect((await listar(admin, 'filtro=todas')).items[0].lembrete_permitido).toBe(true)
    const link = /\/privacidade\/sair\/([\w.-]+)$/.exec(
      (await listar(admin, 'filtro=todas')).items[0].mensagem,
    )!
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/public/privacidade/${link[1]}/sair` })).statusCode,
    ).toBe(200)
    expect((await listar(admin, 'filtro=todas')).items[0]).toMatchObject({
      lembrete_permitido: false,
      whatsapp_url: null,
    })
    expect((await call(t, admin, 'POST', `/api/revisoes/${r.id}/contatado`)).statusCode).toBe(409)
  })

  it('a concluded revision stays concluded (409)', async () => {
    const { admin } = await buildCompany(t)
    const { c, revisao } = await comRevisao(admin)
    const segunda = await novaOs(admin, c, c.oleo.id, { km_entrada: 45_000 })
    await entregar(admin, segunda.id)
    const res = await call(t, admin, 'POST', `/api/revisoes/${revisao.id}/contatado`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Esta revisão já foi concluída por outra OS')
  })
})

describe('service recurrence fields', () => {
  it('saves months and km, and answers 400 in Portuguese out of range', async () => {
    const { admin } = await buildCompany(t)
    const s = await create(t, admin, '/api/servicos', {
      descricao: 'Óleo',
      preco_publico: 1,
      revisao_meses: 12,
    })
    expect(s).toMatchObject({ revisao_meses: 12, revisao_km: null })
    const editado = await call(t, admin, 'PATCH', `/api/servicos/${s.id}`, {
      revisao_km: 10_000,
      revisao_meses: null,
    })
    expect(editado.json()).toMatchObject({ revisao_meses: null, revisao_km: 10_000 })
    const meses = await call(t, admin, 'POST', '/api/servicos', {
      descricao: 'X',
      preco_publico: 1,
      revisao_meses: 0,
    })
    expect(meses.statusCode).toBe(400)
    expect(meses.json().error.fields.revisao_meses).toBe('Informe de 1 a 120 meses')
    const km = await call(t, admin, 'PATCH', `/api/servicos/${s.id}`, { revisao_km: 50 })
    expect(km.json().error.fields.revisao_km).toBe('Informe de 100 a 1.000.000 km')
  })
})
