import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPixCopiaECola, pixTxid } from '../../../shared/pix/br-code'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'
import {
  faturar,
  faturarBody,
  hojeSP,
  moveOs,
  osEmExecucao,
  osFaturada,
  plusDays,
  receber,
  setPix,
} from './financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Item = {
  id: string
  parcela: string
  situacao: string
  saldo: number
  numero_os: string
  pix: unknown
  cobranca: string | null
}

/**
 * One company's receivables: OS A (deposit + 3 instalments from 45 days ago: two overdue, the first
 * partly received, the last paid), OS B of another client (1 instalment due today), OS C invoiced and
 * reversed (its titles cancelled), and another company's invoice that must never show.
 */
async function prepare() {
  const { admin, empresaId } = await buildCompany(t)
  const hoje = hojeSP()
  const c = await buildCatalogo(t, admin)
  const a = await faturar(
    t,
    admin,
    await osEmExecucao(t, admin, c),
    faturarBody({ sinal: 10_000, parcelas: 3, vencimento_inicial: plusDays(hoje, -45) }),
  )
  const [, a1, a2, a3] = a.titulos
  await receber(t, admin, a1.id, { valor: 4_000 })
  await receber(t, admin, a3.id, { valor: a3.valor })

  const outro = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '295.379.955-93',
    nome_razao: 'João Batista',
    telefone: '(11) 3333-4444',
  })
  const osB = await create(t, admin, '/api/os', {
    cliente_id: outro.id,
    itens: [{ tipo: 'servico', referencia_id: c.funilaria.id, quantidade: 1, valor_unitario: 35_000 }],
  })
  await moveOs(t, admin, osB.id, 'orcamento_enviado', 'aprovado', 'em_execucao')
  const b = await faturar(t, admin, osB.id, faturarBody({ sinal: 0, parcelas: 1, vencimento_inicial: hoje }))

  const osC = await osEmExecucao(t, admin, c)
  await faturar(t, admin, osC, faturarBody({ sinal: 0 }))
  await call(t, admin, 'POST', `/api/os/${osC}/estornar-faturamento`)

  const intruso = await buildCompany(t)
  await osFaturada(t, intruso.admin)
  return { admin, empresaId, hoje, a, a1, a2, a3, sinal: a.titulos[0], b1: b.titulos[0], outro, intruso }
}

let data: Awaited<ReturnType<typeof prepare>>
const list = async (user: TestUser, query = '') => {
  const res = await call(t, user, 'GET', `/api/titulos${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const ids = (page: { items: Item[] }) => page.items.map((i) => i.id)

describe('GET /api/titulos', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/titulos',
    permission: ['contas_receber', 'view'],
  })

  beforeAll(async () => {
    data = await prepare()
  })

  it('lists the non-cancelled titles by due date, with the cards and the company today', async () => {
    const { admin, a1, a2, a3, sinal, b1, hoje } = data
    const page = await list(admin)
    expect(page.hoje).toBe(hoje)
    expect(page).toMatchObject({ total: 5, totalExact: true, page: 1, pageSize: 10 })
    const hojeIds = [sinal.id, b1.id].sort()
    expect(ids(page)).toEqual([a1.id, a2.id, ...hojeIds, a3.id])
    const byId = Object.fromEntries(page.items.map((i: Item) => [i.id, i]))
    expect(byId[a1.id]).toMatchObject({ situacao: 'vencido', saldo: a1.valor - 4_000, valor_pago: 4_000 })
    expect(byId[a2.id]).toMatchObject({ situacao: 'vencido', saldo: a2.valor })
    expect(byId[a3.id]).toMatchObject({ situacao: 'pago', saldo: 0, recebido_em: hoje })
    expect(byId[b1.id]).toMatchObject({
      situacao: 'aberto',
      cliente_nome: 'João Batista',
      cliente_telefone: '1133334444',
      veiculo: null,
      pix: null,
    })
    expect(page.resumo).toEqual({
      total_a_receber: a1.valor - 4_000 + a2.valor + b1.valor,
      vencidos_valor: a1.valor - 4_000 + a2.valor,
      vencidos_quantidade: 2,
      em_aberto_quantidade: 3,
    })
  })

  it('filters by status, keeping the cards over all open titles', async () => {
    const { admin, a1, a2, a3, sinal, b1 } = data
    const all = await list(admin)
    const vencidos = await list(admin, '?status=vencido')
    expect(ids(vencidos)).toEqual([a1.id, a2.id])
    expect(vencidos.total).toBe(2)
    expect(vencidos.resumo).toEqual(all.resumo)
    expect(ids(await list(admin, '?status=aberto'))).toEqual([b1.id])
    const pagos = await list(admin, '?status=pago')
    expect(ids(pagos)).toEqual([sinal.id, a3.id])
    expect(pagos.resumo).toEqual(all.resumo)
  })

  it('filters by client and by due-date range, and the cards follow those filters', async () => {
    const { admin, b1, sinal, outro, hoje, a1 } = data
    const doCliente = await list(admin, `?cliente_id=${outro.id}`)
    expect(ids(doCliente)).toEqual([b1.id])
    const soB = {
      total_a_receber: b1.valor,
      vencidos_valor: 0,
      vencidos_quantidade: 0,
      em_aberto_quantidade: 1,
    }
    expect(doCliente.resumo).toEqual(soB)
    const deHoje = await list(admin, `?de=${hoje}&ate=${hoje}`)
    expect(ids(deHoje)).toEqual([sinal.id, b1.id].sort())
    expect(deHoje.resumo).toEqual(soB)
    const ate = await list(admin, `?ate=${plusDays(hoje, -1)}`)
    expect(ids(ate)[0]).toBe(a1.id)
    expect(ate.resumo.em_aberto_quantidade).toBe(2)
  })

  it('pages on the server', async () => {
    const { admin } = data
    const all = ids(await list(admin))
    const p2 = await list(admin, '?pageSize=2&page=2')
    expect(p2).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(ids(p2)).toEqual(all.slice(2, 4))
    const past = await list(admin, '?pageSize=2&page=9')
    expect(past.items).toEqual([])
    expect(past.total).toBe(5)
    expect(past.resumo.em_aberto_quantidade).toBe(3)
  })

  it('shows the static PIX of each title still due only once the company has a key', async () => {
    const { admin, empresaId, a1, a2, b1 } = data
    const pix = { chave: 'financeiro@oficina.com.br', nome: 'Oficina do Zé Ltda', cidade: 'São Paulo' }
    await setPix(t, empresaId, pix)
    try {
      const page = await list(admin)
      for (const item of page.items as Item[]) {
        if (item.situacao === 'pago') {
          expect(item.pix).toBeNull()
          continue
        }
        const numero = Number(item.parcela.split('/')[0])
        const txid = pixTxid(item.numero_os, numero)
        expect(item.pix).toEqual({
          txid,
          copia_e_cola: buildPixCopiaECola({ ...pix, valorCentavos: item.saldo, txid }),
          origem: 'estatico',
        })
        // No bank connected: no charge at the bank.
        expect(item.cobranca).toBeNull()
      }
      const comPix = page.items.filter((i: Item) => i.pix).map((i: Item) => i.id)
      expect(comPix.sort()).toEqual([a1.id, a2.id, b1.id].sort())
      const a1Pix = page.items.find((i: Item) => i.id === a1.id).pix
      expect(a1Pix.txid).toBe(`${a1.numero_os.replaceAll('-', '')}P1`)
      // Field 54 carries the balance, not the instalment's value.
      const saldo = ((a1.valor - 4_000) / 100).toFixed(2)
      expect(a1Pix.copia_e_cola).toContain(`54${String(saldo.length).padStart(2, '0')}${saldo}`)
      // The OS detail carries the same codes.
      const detalhe = (await call(t, admin, 'GET', `/api/os/${data.a.id}`)).json()
      expect(detalhe.titulos.find((x: Item) => x.id === a1.id).pix).toEqual(a1Pix)
    } finally {
      await setPix(t, empresaId, null)
    }
    expect((await list(admin)).items.every((i: Item) => i.pix === null)).toBe(true)
  })

  it('answers 400 with the Portuguese message for a bad filter', async () => {
    const { admin, hoje } = data
    const status = await call(t, admin, 'GET', '/api/titulos?status=quitado')
    expect(status.statusCode).toBe(400)
    expect(status.json().error.fields.status).toBe('Status inválido')
    const periodo = await call(t, admin, 'GET', `/api/titulos?de=${hoje}&ate=${plusDays(hoje, -1)}`)
    expect(periodo.statusCode).toBe(400)
    expect(periodo.json().error.fields.ate).toBe('A data final deve ser igual ou posterior à inicial')
    const data_ = await call(t, admin, 'GET', '/api/titulos?de=31/12/2026')
    expect(data_.statusCode).toBe(400)
    expect(data_.json().error.fields.de).toBe('Data inválida')
  })

  it('keeps the per-day sums equal to the titles and receipts, through deletes too', async () => {
    // What the triggers of migration 0010 keep, against the same sums taken from the rows (all companies).
    const diferencas = async () => {
      const [row] = await queryRows<{ titulos: number; recebimentos: number }>(
        t.handle.db,
        sql`select
          (select count(*)::int from (
            select empresa_id, vencimento, count(*)::int as q, sum(valor - valor_pago)::bigint as s
              from ar_titulos where status = 'aberto' group by 1, 2
            except select empresa_id, vencimento, quantidade, saldo from titulos_abertos_dia where quantidade <> 0 or saldo <> 0
          ) a) + (select count(*)::int from (
            select empresa_id, vencimento, quantidade, saldo from titulos_abertos_dia where quantidade <> 0 or saldo <> 0
            except select empresa_id, vencimento, count(*)::int, sum(valor - valor_pago)::bigint
              from ar_titulos where status = 'aberto' group by 1, 2
          ) b) as titulos,
          (select count(*)::int from (
            (select empresa_id, data_pagamento, sum(valor)::bigint from pagamentos group by 1, 2
             except select empresa_id, data_pagamento, valor from recebimentos_dia where valor <> 0)
            union all
            (select empresa_id, data_pagamento, valor from recebimentos_dia where valor <> 0
             except select empresa_id, data_pagamento, sum(valor)::bigint from pagamentos group by 1, 2)
          ) c) as recebimentos`,
      )
      return row
    }
    expect(await diferencas()).toEqual({ titulos: 0, recebimentos: 0 })
    const { rows } = (await t.handle.db.execute(
      sql`select count(*)::int as n from titulos_abertos_dia`,
    )) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(rows[0].n).toBeGreaterThan(0)
    // A whole company removed: its titles' and receipts' deletes only subtract, then its rows cascade.
    await t.handle.db.execute(sql`delete from empresas where id = ${data.intruso.empresaId}`)
    expect(await diferencas()).toEqual({ titulos: 0, recebimentos: 0 })
    // Receipts and titles deleted directly (no screen does it) still leave the sums exact.
    await t.handle.db.execute(
      sql`delete from pagamentos where titulo_id in (select id from ar_titulos where os_id = ${data.a.id})`,
    )
    await t.handle.db.execute(sql`delete from ar_titulos where os_id = ${data.a.id}`)
    expect(await diferencas()).toEqual({ titulos: 0, recebimentos: 0 })
  })
})
