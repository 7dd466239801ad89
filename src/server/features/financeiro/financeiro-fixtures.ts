import { sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'

/** The OS of osBody: R$ 350,00 + 2 × R$ 89,90. */
export const TOTAL_OS = 52_980

export const hojeSP = () => todayInTimeZone('America/Sao_Paulo')

/** yyyy-MM-dd plus `days` (negative for the past), as calendar arithmetic. */
export const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export async function moveOs(t: TestApp, user: TestUser, id: string, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await call(t, user, 'POST', `/api/os/${id}/status`, { status, observacao: 'Teste' })
    if (res.statusCode !== 200) throw new Error(`${status} → ${res.statusCode} ${res.body}`)
  }
}

/** An OS of the catalogue's client moved to em_execucao (or any later `statuses`). */
export async function osEmExecucao(t: TestApp, user: TestUser, c: Catalogo, ...statuses: string[]) {
  const o = await create(t, user, '/api/os', osBody(c))
  await moveOs(t, user, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao', ...statuses)
  return o.id as string
}

export const faturarBody = (extra: object = {}) => ({
  forma: 'pix',
  sinal: 10_000,
  parcelas: 3,
  vencimento_inicial: plusDays(hojeSP(), 30),
  ...extra,
})

/** Invoices the OS through the API and answers the OS view, failing loudly when refused. */
export async function faturar(t: TestApp, user: TestUser, osId: string, body: object = faturarBody()) {
  const res = await call(t, user, 'POST', `/api/os/${osId}/faturar`, body)
  if (res.statusCode !== 201) throw new Error(`faturar → ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A company's invoiced OS (sinal + 3 instalments): its catalogue, OS id and the OS view. */
export async function osFaturada(t: TestApp, user: TestUser, body: object = faturarBody()) {
  const c = await buildCatalogo(t, user)
  const osId = await osEmExecucao(t, user, c)
  return { c, osId, view: await faturar(t, user, osId, body) }
}

export const receber = (t: TestApp, user: TestUser, tituloId: string, body: object) =>
  call(t, user, 'POST', `/api/titulos/${tituloId}/recebimentos`, {
    meio: 'dinheiro',
    data_pagamento: hojeSP(),
    ...body,
  })

/** What the database holds for a title: its paid sum, status and receipts. */
export async function tituloNoBanco(t: TestApp, empresaId: string, tituloId: string) {
  const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    queryRows<{ valor_pago: number; status: string; recebimentos: number; soma: number }>(
      tx,
      sql`select t.valor_pago::int as valor_pago, t.status,
        (select count(*)::int from pagamentos p where p.titulo_id = t.id) as recebimentos,
        (select coalesce(sum(p.valor), 0)::int from pagamentos p where p.titulo_id = t.id) as soma
        from ar_titulos t where t.id = ${tituloId}`,
    ),
  )
  return row
}

/** Sets the company's PIX receiver directly (its settings screen belongs to another feature). */
export const setPix = (
  t: TestApp,
  empresaId: string,
  pix: { chave: string; nome: string; cidade: string } | null,
) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.execute(
      sql`update empresas set pix_tipo = ${pix ? 'email' : null}, pix_chave = ${pix?.chave ?? null},
        pix_nome = ${pix?.nome ?? null}, pix_cidade = ${pix?.cidade ?? null} where id = ${empresaId}`,
    ),
  )
