import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { faturar, faturarBody, moveOs, osEmExecucao, receber } from '../financeiro/financeiro-fixtures'
import {
  AGORA,
  conviteAceito,
  HOJE,
  marcarAt,
  noBanco,
  notificacoesAt,
  produtoEm,
} from './notificacoes-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const CLIENTE = 'Maria Aparecida da Silva'

/**
 * One company built through the API, its dates then set by hand around HOJE: an invoiced OS with one
 * instalment overdue (half received), one due today and one in the future; open OS late by one day, due
 * today and concluded with a past forecast; products below, at and above their minimum; approvals by a
 * gerente (this week), by the admin (own click) and by the customer on the public page, plus one too
 * old; an invitation accepted this week. Another company with its own overdue situations beside it.
 */
async function prepare() {
  const { admin, empresaId } = await buildCompany(t)
  const gerente = await buildUser(t, empresaId, 'gerente')
  const c = await buildCatalogo(t, admin)
  const desde = (id: string, tabela: 'os' | 'ar_titulos', quando: string) =>
    noBanco(
      t,
      empresaId,
      sql`update ${sql.raw(tabela)} set criado_em = ${quando}::timestamptz where id = ${id}`,
    )

  const e1 = await osEmExecucao(t, admin, c)
  const fatura = await faturar(t, admin, e1, faturarBody({ sinal: 10_000, parcelas: 3 }))
  const [, vencido, hoje, futuro] = fatura.titulos
  await receber(t, admin, vencido.id, { valor: 5_000 })
  for (const [titulo, vencimento] of [
    [vencido, '2026-03-01'],
    [hoje, HOJE],
    [futuro, '2026-04-14'],
  ] as const) {
    await noBanco(t, empresaId, sql`update ar_titulos set vencimento = ${vencimento} where id = ${titulo.id}`)
    await desde(titulo.id, 'ar_titulos', '2026-02-01T12:00:00Z')
  }

  const atrasada = await create(t, admin, '/api/os', osBody(c, { previsao_entrega: '2026-03-13' }))
  const noPrazo = await create(t, admin, '/api/os', osBody(c, { previsao_entrega: HOJE }))
  const concluida = await osEmExecucao(t, admin, c, 'concluido')
  await noBanco(t, empresaId, sql`update os set previsao_entrega = '2026-03-01' where id = ${concluida}`)
  for (const id of [e1, atrasada.id, noPrazo.id, concluida]) await desde(id, 'os', '2026-03-01T12:00:00Z')

  const baixo = await produtoEm(t, admin, '2026-03-10T15:00:00Z', { atual: 2, minimo: 5, sku: 'OLEO-5W30' })
  const noMinimo = await produtoEm(t, admin, '2026-03-09T15:00:00Z', { atual: 3, minimo: 3 })
  await produtoEm(t, admin, '2026-03-09T15:00:00Z', { atual: 6, minimo: 3 })
  // The catalogue's paint (5 L, minimum 1) is above; concluding an OS took 2 L: still above.

  const aprovadaPeloGerente = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, admin, aprovadaPeloGerente.id, 'orcamento_enviado')
  await moveOs(t, gerente, aprovadaPeloGerente.id, 'aprovado')
  const antiga = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, gerente, antiga.id, 'orcamento_enviado', 'aprovado')
  const pelaPagina = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, admin, pelaPagina.id, 'orcamento_enviado')
  const aprovacoes = (osId: string, quando: string) =>
    noBanco(
      t,
      empresaId,
      sql`update os_historico set criado_em = ${quando}::timestamptz where os_id = ${osId} and para_status = 'aprovado'`,
    )
  // Everything approved in the set happened before the week, except what is moved into it below.
  await noBanco(t, empresaId, sql`update os_historico set criado_em = '2026-02-20T12:00:00Z'`)
  await aprovacoes(aprovadaPeloGerente.id, '2026-03-12T18:00:00Z')
  await aprovacoes(e1, '2026-03-13T18:00:00Z') // the admin's own click: news for others only
  await noBanco(
    t,
    empresaId,
    sql`insert into os_historico (empresa_id, os_id, de_status, para_status, evento, origem, nome_cliente, criado_em)
      values (${empresaId}, ${pelaPagina.id}, 'orcamento_enviado', 'aprovado', 'status', 'portal', 'Maria', '2026-03-11T12:00:00Z')`,
  )
  const historico = await noBanco(
    t,
    empresaId,
    sql`select id, os_id, criado_em from os_historico where para_status = 'aprovado' and criado_em > '2026-03-01'`,
  )
  const aprovacaoDe = (osId: string) =>
    (historico as unknown as { rows: { id: string; os_id: string }[] }).rows.find((r) => r.os_id === osId)!.id
  const convite = await conviteAceito(t, empresaId, 'joana@oficina.com.br', '2026-03-13T12:00:00Z')

  const intruso = await buildCompany(t)
  const ci = await buildCatalogo(t, intruso.admin)
  await create(t, intruso.admin, '/api/os', osBody(ci, { previsao_entrega: '2026-03-01' }))
  await produtoEm(t, intruso.admin, '2026-03-10T15:00:00Z', { atual: 0, minimo: 1 })

  return {
    admin,
    gerente,
    empresaId,
    intruso,
    e1: { id: e1, numero: fatura.numero_os as string },
    vencido,
    atrasada,
    baixo,
    noMinimo,
    aprovadaPeloGerente,
    pelaPagina,
    aprovacaoGerente: aprovacaoDe(aprovadaPeloGerente.id),
    aprovacaoAdmin: aprovacaoDe(e1),
    aprovacaoPortal: aprovacaoDe(pelaPagina.id),
    convite,
  }
}

type Data = Awaited<ReturnType<typeof prepare>>
let d: Data
const ids = (view: { items: { id: string }[] }) => view.items.map((i) => i.id)

describe('GET /api/notificacoes', () => {
  beforeAll(async () => {
    d = await prepare()
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notificacoes' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it("computes the admin's notifications for a fixed today, newest first", async () => {
    const view = await notificacoesAt(t, d.admin)
    expect(view).toEqual({
      desativadas: false,
      nao_lidas: 7,
      items: [
        {
          id: `os-atrasada:${d.atrasada.id}:2026-03-13`,
          tipo: 'os_atrasada',
          titulo: 'OS atrasada',
          texto: `${d.atrasada.numero_os} · ${CLIENTE}: entrega prevista para 13/03/2026`,
          link: `/os/${d.atrasada.id}`,
          data: '2026-03-14T03:00:00.000Z', // 14/03 00:00 in São Paulo
          lida: false,
          quantidade: null,
        },
        {
          id: `convite-aceito:${d.convite}`,
          tipo: 'convite_aceito',
          titulo: 'Convite aceito',
          texto: 'joana@oficina.com.br entrou como Operador',
          link: '/configuracoes?aba=usuarios',
          data: '2026-03-13T12:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `orcamento-aprovado:${d.aprovacaoGerente}`,
          tipo: 'orcamento_aprovado',
          titulo: 'Orçamento aprovado',
          texto: `${d.aprovadaPeloGerente.numero_os} · ${CLIENTE}: aprovado por Pessoa gerente`,
          link: `/os/${d.aprovadaPeloGerente.id}`,
          data: '2026-03-12T18:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `orcamento-aprovado:${d.aprovacaoPortal}`,
          tipo: 'orcamento_aprovado',
          titulo: 'Orçamento aprovado',
          texto: `${d.pelaPagina.numero_os} · ${CLIENTE}: aprovado pelo cliente (Maria)`,
          link: `/os/${d.pelaPagina.id}`,
          data: '2026-03-11T12:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `estoque-baixo:${d.baixo.id}`,
          tipo: 'estoque_baixo',
          titulo: 'Estoque baixo',
          texto: 'Produto OLEO-5W30 (OLEO-5W30): 2 UN em estoque, mínimo 5',
          link: '/cadastros/produtos?q=OLEO-5W30',
          data: '2026-03-10T15:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `estoque-baixo:${d.noMinimo.id}`,
          tipo: 'estoque_baixo',
          titulo: 'Estoque baixo',
          texto: `${d.noMinimo.descricao} (${d.noMinimo.sku}): 3 UN em estoque, mínimo 3`,
          link: `/cadastros/produtos?q=${d.noMinimo.sku}`,
          data: '2026-03-09T15:00:00.000Z',
          lida: false,
          quantidade: null,
        },
        {
          id: `titulo-vencido:${d.vencido.id}`,
          tipo: 'titulo_vencido',
          titulo: 'Título vencido',
          texto: `${d.e1.numero} · ${CLIENTE} · parcela ${d.vencido.parcela}: ${formatCurrency(d.vencido.valor - 5_000)} venceu em 01/03/2026`,
          link: '/contas-receber?status=vencido',
          data: '2026-03-02T03:00:00.000Z', // the day after the due date, in São Paulo
          lida: false,
          quantidade: null,
        },
      ],
    })
  })

  it('shows each role only what its permissions open: no titles without contas_receber, no stock without cadastros', async () => {
    const tecnico = await buildUser(t, d.empresaId, 'tecnico')
    expect(ids(await notificacoesAt(t, tecnico))).toEqual([
      `os-atrasada:${d.atrasada.id}:2026-03-13`,
      `orcamento-aprovado:${d.aprovacaoAdmin}`, // the admin's approval is news to the técnico
      `orcamento-aprovado:${d.aprovacaoGerente}`,
      `orcamento-aprovado:${d.aprovacaoPortal}`,
      `estoque-baixo:${d.baixo.id}`,
      `estoque-baixo:${d.noMinimo.id}`,
    ])
    const operador = await buildUser(t, d.empresaId, 'operador')
    await setPermission(t, d.empresaId, 'operador', 'cadastros', { can_view: false })
    await setPermission(t, d.empresaId, 'operador', 'os', { can_view: false })
    expect(ids(await notificacoesAt(t, operador))).toEqual([`titulo-vencido:${d.vencido.id}`])
    // The gerente does not see its own approval nor invitations (admins manage users).
    const gerente = ids(await notificacoesAt(t, d.gerente))
    expect(gerente).toContain(`orcamento-aprovado:${d.aprovacaoAdmin}`)
    expect(gerente).not.toContain(`orcamento-aprovado:${d.aprovacaoGerente}`)
    expect(gerente.some((id) => id.startsWith('convite-aceito'))).toBe(false)
  })

  it("never shows another company's situations", async () => {
    const own = await notificacoesAt(t, d.intruso.admin)
    expect(own.items.map((i: { tipo: string }) => i.tipo)).toEqual(['os_atrasada', 'estoque_baixo'])
    const admin = await notificacoesAt(t, d.admin)
    expect(ids(admin).some((id) => ids(own).includes(id))).toBe(false)
  })

  it('leaves titles out on the Básico plan, which has no Contas a Receber', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const e = await osEmExecucao(t, admin, c)
    const v = await faturar(t, admin, e, faturarBody({ sinal: 0, parcelas: 1 }))
    await noBanco(
      t,
      empresaId,
      sql`update ar_titulos set vencimento = '2026-03-01' where id = ${v.titulos[0].id}`,
    )
    expect(ids(await notificacoesAt(t, admin))).toContain(`titulo-vencido:${v.titulos[0].id}`)
    await noBanco(t, empresaId, sql`update empresas set plano = 'basico', status_assinatura = 'ativa'`)
    t.sessions.forgetEmpresa(empresaId)
    expect(ids(await notificacoesAt(t, admin)).some((id) => id.startsWith('titulo'))).toBe(false)
  })

  it('sums a kind with many items into one item keyed by its newest member', async () => {
    const { admin } = await buildCompany(t)
    const produtos = []
    for (let i = 0; i < 7; i++) {
      produtos.push(await produtoEm(t, admin, `2026-03-0${i + 1}T12:00:00Z`, { atual: 0, minimo: 1 }))
    }
    const view = await notificacoesAt(t, admin)
    expect(view.items).toEqual([
      {
        id: `estoque-baixo:${produtos[6].id}`,
        tipo: 'estoque_baixo',
        titulo: '7 produtos com estoque baixo',
        texto: 'Estoque atual no mínimo ou abaixo dele',
        link: '/cadastros/produtos',
        data: '2026-03-07T12:00:00.000Z',
        lida: false,
        quantidade: 7,
      },
    ])
    expect(view.nao_lidas).toBe(1)
  })

  it('answers nothing, without computing, when the user turned notifications off', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await produtoEm(t, admin, '2026-03-01T12:00:00Z', { atual: 0, minimo: 1 })
    await noBanco(t, empresaId, sql`update membros set notificacoes = false where user_id = ${admin.userId}`)
    const off = { items: [], nao_lidas: 0, desativadas: true }
    expect(await notificacoesAt(t, admin)).toEqual(off)
    expect(await marcarAt(t, admin, {})).toEqual(off)
    await noBanco(t, empresaId, sql`update membros set notificacoes = true where user_id = ${admin.userId}`)
    expect((await notificacoesAt(t, admin)).nao_lidas).toBe(1)
  })
})

describe('POST /api/notificacoes/lidas', () => {
  let a: TestUser
  let b: TestUser
  let produtos: { id: string }[]
  beforeAll(async () => {
    const company = await buildCompany(t)
    a = company.admin
    b = await buildUser(t, company.empresaId, 'gerente')
    produtos = []
    for (const dia of ['01', '02', '03']) {
      produtos.push(await produtoEm(t, a, `2026-03-${dia}T12:00:00Z`, { atual: 0, minimo: 1 }))
    }
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notificacoes/lidas', payload: {} })
    expect(res.statusCode).toBe(401)
  })

  it('answers 400 with the Portuguese message for bad input', async () => {
    for (const payload of [{ ids: [] }, { ids: 'todas' }, { ids: [''] }]) {
      const res = await call(t, a, 'POST', '/api/notificacoes/lidas', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(Object.values(res.json().error.fields)).toContain('Informe as notificações a marcar como lidas')
    }
    const extra = await call(t, a, 'POST', '/api/notificacoes/lidas', { todas: true })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.fields).toEqual({ todas: 'Campo não permitido' })
  })

  it("marks items for one user only: A's reads leave B's unread", async () => {
    const key = `estoque-baixo:${produtos[1].id}`
    const after = await marcarAt(t, a, { ids: [key, 'estoque-baixo:nao-existe'] })
    expect(after.nao_lidas).toBe(2)
    expect(after.items.find((i: { id: string }) => i.id === key).lida).toBe(true)
    expect((await notificacoesAt(t, a)).nao_lidas).toBe(2)
    const outro = await notificacoesAt(t, b)
    expect(outro.nao_lidas).toBe(3)
    expect(outro.items.every((i: { lida: boolean }) => !i.lida)).toBe(true)
  })

  it("'Marcar todas como lidas' reads everything shown; a later situation is unread again", async () => {
    const all = await marcarAt(t, a, undefined)
    expect(all.nao_lidas).toBe(0)
    expect(all.items).toHaveLength(3)
    expect(all.items.every((i: { lida: boolean }) => i.lida)).toBe(true)
    expect((await notificacoesAt(t, b)).nao_lidas).toBe(3)

    const depois = new Date(AGORA.getTime() + 3_600_000)
    const novo = await produtoEm(t, a, depois.toISOString(), { atual: 0, minimo: 2 })
    const later = await notificacoesAt(t, a, new Date(depois.getTime() + 60_000))
    expect(later.nao_lidas).toBe(1)
    expect(later.items.filter((i: { lida: boolean }) => !i.lida).map((i: { id: string }) => i.id)).toEqual([
      `estoque-baixo:${novo.id}`,
    ])
    const again = await marcarAt(t, a, {}, new Date(depois.getTime() + 60_000))
    expect(again.nao_lidas).toBe(0)
  })
})
