import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { buildCatalogo } from '../../test/os-fixtures'
import { faturar, faturarBody, osEmExecucao, receber } from './financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const RODADAS = 20

interface OsNoBanco {
  id: string
  faturada: boolean
  titulos: number
  cancelados: number
  pago: number
  recebimentos: number
  recebimentos_em_cancelados: number
  acima_do_valor: number
}

/** Per OS: invoiced or not, its titles, what was paid and whether any receipt landed on a cancelled title. */
const osNoBanco = (empresaId: string, ids: string[]) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    queryRows<OsNoBanco>(
      tx,
      sql`select o.id, o.faturado_em is not null as faturada,
        (select count(*)::int from ar_titulos t where t.os_id = o.id) as titulos,
        (select count(*)::int from ar_titulos t where t.os_id = o.id and t.status = 'cancelado') as cancelados,
        (select coalesce(sum(t.valor_pago), 0)::int from ar_titulos t where t.os_id = o.id) as pago,
        (select count(*)::int from pagamentos p where p.os_id = o.id) as recebimentos,
        (select count(*)::int from pagamentos p join ar_titulos t on t.id = p.titulo_id
          where p.os_id = o.id and t.status = 'cancelado') as recebimentos_em_cancelados,
        (select count(*)::int from ar_titulos t where t.os_id = o.id and t.valor_pago > t.valor) as acima_do_valor
        from os o where o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by o.id`,
    ),
  )

describe('estorno × recebimento at the same time', () => {
  it(`${RODADAS} races: each answer 2xx or 409 with a reason, never a payment on a reversed invoice`, async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const alvos: { osId: string; tituloId: string; valor: number }[] = []
    for (let i = 0; i < RODADAS; i++) {
      const osId = await osEmExecucao(t, admin, c)
      const view = await faturar(t, admin, osId, faturarBody({ sinal: 0, parcelas: 2 }))
      alvos.push({ osId, tituloId: view.titulos[0].id, valor: view.titulos[0].valor })
    }

    // Each pair starts at a random moment, the receipt a few milliseconds ahead, so the two meet at every
    // step of each other's transaction. (Sent together, the reversal always won and the deadlock — the
    // receipt's title lock against the reversal's OS lock — did not show; this way it did, in most runs.)
    const depois = <T>(ms: number, fn: () => Promise<T>) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(fn()), ms))
    const respostas = await Promise.all(
      alvos.flatMap((a) => {
        const inicio = Math.random() * 40
        return [
          depois(inicio + 4 + Math.random() * 12, () =>
            call(t, admin, 'POST', `/api/os/${a.osId}/estornar-faturamento`),
          ),
          depois(inicio, () => receber(t, admin, a.tituloId, { valor: a.valor / 2 })),
        ]
      }),
    )

    for (const r of respostas) {
      expect([200, 201, 409], r.body).toContain(r.statusCode)
      if (r.statusCode === 409) {
        expect(r.json().error.message).toMatch(
          /^(Não é possível estornar: a OS já tem recebimentos registrados|Este título foi cancelado)$/,
        )
      }
    }
    const porOs = new Map(
      (
        await osNoBanco(
          empresaId,
          alvos.map((a) => a.osId),
        )
      ).map((o) => [o.id, o]),
    )
    alvos.forEach((a, i) => {
      const [estorno, recebimento] = [respostas[2 * i], respostas[2 * i + 1]]
      const o = porOs.get(a.osId)!
      expect(o.recebimentos_em_cancelados).toBe(0)
      expect(o.acima_do_valor).toBe(0)
      // Exactly one of the two wins, and the database says which.
      if (estorno.statusCode === 200) {
        expect(recebimento.statusCode).toBe(409)
        expect(o).toMatchObject({ faturada: false, cancelados: o.titulos, pago: 0, recebimentos: 0 })
      } else {
        expect(estorno.statusCode).toBe(409)
        expect(recebimento.statusCode).toBe(201)
        expect(o).toMatchObject({ faturada: true, cancelados: 0, pago: a.valor / 2, recebimentos: 1 })
      }
    })
  }, 120_000)
})
