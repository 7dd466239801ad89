import { type SQL, sql } from 'drizzle-orm'
import { vi } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'

/**
 * "Now" for the reports' tests: 09:00 of 10/02/2026 in São Paulo. Aging and the overdue days count
 * from this today; the period under test is 01/12/2025 to 31/01/2026 (a year and a month boundary).
 */
export const AGORA = new Date('2026-02-10T12:00:00Z')
export const HOJE = '2026-02-10'
export const PERIODO = '?de=2025-12-01&ate=2026-01-31'

/** A request with "now" fixed at AGORA (only Date is faked, only for the request). */
export async function getAt(t: TestApp, user: TestUser, url: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(AGORA)
  try {
    return await call(t, user, 'GET', url)
  } finally {
    vi.useRealTimers()
  }
}

type Os = {
  n: number
  abertura: string
  status: string
  total: number
  conclusao?: string
  previsao?: string
  tecnico?: 'ana' | 'bruno'
  desconto?: number
}

/**
 * The hand-built company of relatorio-*.routes.test.ts, inserted row by row so every figure can be
 * computed on paper (the expected values live next to the assertions). Instants are UTC; São Paulo is
 * UTC−3, so 2026-01-01T02:30Z is 31/12/2025 23:30 there.
 */
export async function prepararEmpresa(t: TestApp, empresaId: string) {
  return withTenant(t.handle.db, { empresaId }, async (tx) => {
    const one = async (q: SQL) => (await queryRows<{ id: string }>(tx, q))[0].id
    const e = empresaId
    const ana = await one(sql`insert into tecnicos (empresa_id, nome) values (${e}, 'Ana') returning id`)
    const bruno = await one(sql`insert into tecnicos (empresa_id, nome) values (${e}, 'Bruno') returning id`)
    const c1 = await one(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, celular)
      values (${e}, 'fisica', '52998224725', 'Cliente Um', '11987654321') returning id`)
    const c2 = await one(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, telefone)
      values (${e}, 'fisica', '11144477735', 'Cliente Dois', '1133334444') returning id`)
    const oleo =
      await one(sql`insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico, custo_base)
      values (${e}, 'S1', 'Troca de óleo', 8000, 3000) returning id`)
    const alinhamento =
      await one(sql`insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico)
      values (${e}, 'S2', 'Alinhamento', 4000) returning id`)
    const filtro = await one(sql`insert into produtos (empresa_id, sku, descricao, preco_publico, custo_base)
      values (${e}, 'P1', 'Filtro', 1500, 1000) returning id`)
    const lubrificante = await one(sql`insert into produtos (empresa_id, sku, descricao, preco_publico)
      values (${e}, 'P2', 'Óleo 5W30', 4000) returning id`)
    const tecnicos = { ana, bruno }

    const ordens: Os[] = [
      // Concluded 01/12 00:00 in São Paulo: inside, 3 days, on the forecast day.
      {
        n: 1,
        abertura: '2025-11-28',
        status: 'concluido',
        total: 10_000,
        desconto: 500,
        conclusao: '2025-12-01T03:00:00Z',
        previsao: '2025-12-01',
        tecnico: 'ana',
      },
      // Concluded 31/12 23:30 in São Paulo (1 Jan in UTC): December, 21 days, late.
      {
        n: 2,
        abertura: '2025-12-10',
        status: 'entregue',
        total: 20_000,
        conclusao: '2026-01-01T02:30:00Z',
        previsao: '2025-12-20',
        tecnico: 'ana',
      },
      {
        n: 3,
        abertura: '2026-01-05',
        status: 'entregue',
        total: 30_000,
        conclusao: '2026-01-10T15:00:00Z',
        tecnico: 'bruno',
      },
      // Concluded 31/01 23:59:59 in São Paulo: inside, 11 days, on time, no technician.
      {
        n: 4,
        abertura: '2026-01-20',
        status: 'concluido',
        total: 5_000,
        desconto: 1_000,
        conclusao: '2026-02-01T02:59:59Z',
        previsao: '2026-02-05',
      },
      // Concluded 01/02 00:00 in São Paulo: outside.
      {
        n: 5,
        abertura: '2026-01-25',
        status: 'concluido',
        total: 7_000,
        conclusao: '2026-02-01T03:00:00Z',
        tecnico: 'ana',
      },
      // Concluded 30/11 23:59:59 in São Paulo: outside.
      {
        n: 6,
        abertura: '2025-11-30',
        status: 'concluido',
        total: 4_000,
        conclusao: '2025-12-01T02:59:59Z',
        tecnico: 'ana',
      },
      // Concluded inside, then cancelled: never a conclusion.
      {
        n: 7,
        abertura: '2025-12-15',
        status: 'cancelado',
        total: 9_000,
        conclusao: '2025-12-20T12:00:00Z',
        tecnico: 'bruno',
      },
      { n: 8, abertura: '2026-01-31', status: 'em_execucao', total: 15_000 },
      { n: 9, abertura: '2026-02-01', status: 'rascunho', total: 0 },
      { n: 10, abertura: '2025-12-01', status: 'orcamento_enviado', total: 12_000 },
    ]
    const os: Record<number, string> = {}
    for (const o of ordens) {
      os[o.n] =
        await one(sql`insert into os (empresa_id, numero_os, sequencia, status, data_abertura, total_geral,
          desconto_valor, data_conclusao, previsao_entrega, tecnico_responsavel_id)
        values (${e}, ${`OS-TESTE-${String(o.n).padStart(2, '0')}`}, ${o.n}, ${o.status}, ${o.abertura}, ${o.total},
          ${o.desconto ?? 0}, ${o.conclusao ?? null}::timestamptz, ${o.previsao ?? null},
          ${o.tecnico ? tecnicos[o.tecnico] : null}) returning id`)
    }

    const item = (
      n: number,
      tipo: string,
      ref: string | null,
      descricao: string,
      qtd: number,
      unit: number,
      desc: number,
    ) =>
      tx.execute(sql`insert into os_itens (empresa_id, os_id, tipo, referencia_id, descricao, quantidade,
          valor_unitario, desconto_valor, subtotal)
        values (${e}, ${os[n]}, ${tipo}, ${ref}, ${descricao}, ${qtd}, ${unit}, ${desc}, ${Math.round(qtd * unit) - desc})`)
    await item(1, 'servico', oleo, 'Troca de óleo', 1, 8_000, 0)
    await item(1, 'produto', filtro, 'Filtro', 2, 1_500, 500)
    await item(2, 'servico', oleo, 'Troca de óleo', 2, 8_000, 0)
    await item(2, 'servico', alinhamento, 'Alinhamento', 1, 4_000, 0)
    await item(3, 'produto', filtro, 'Filtro', 3, 1_500, 0)
    await item(3, 'produto', lubrificante, 'Óleo 5W30', 1.5, 4_000, 0)
    await item(3, 'servico', alinhamento, 'Alinhamento', 1, 20_000, 0)
    await item(4, 'servico', null, 'Diagnóstico', 1, 5_000, 0)
    await item(5, 'servico', oleo, 'Troca de óleo', 1, 8_000, 0) // OS concluded outside the period

    const historico = (n: number, para: string, quando: string) =>
      tx.execute(sql`insert into os_historico (empresa_id, os_id, para_status, evento, criado_em)
        values (${e}, ${os[n]}, ${para}, 'status', ${quando}::timestamptz)`)
    await historico(1, 'orcamento_enviado', '2025-11-28T13:00:00Z') // before the period
    await historico(1, 'aprovado', '2025-11-28T14:00:00Z')
    await historico(2, 'orcamento_enviado', '2025-12-10T13:00:00Z')
    await historico(2, 'aprovado', '2025-12-11T13:00:00Z')
    await historico(2, 'entregue', '2026-01-02T12:00:00Z')
    await historico(3, 'orcamento_enviado', '2026-01-05T13:00:00Z')
    await historico(3, 'aprovado', '2026-01-06T13:00:00Z')
    await historico(3, 'entregue', '2026-02-01T02:00:00Z') // 31/01 23:00 in São Paulo
    await historico(7, 'orcamento_enviado', '2025-12-15T13:00:00Z')
    await historico(7, 'orcamento_enviado', '2025-12-16T13:00:00Z') // sent twice: one quote
    await historico(7, 'aprovado', '2025-12-16T18:00:00Z')
    await historico(7, 'cancelado', '2025-12-20T13:00:00Z')
    await historico(10, 'orcamento_enviado', '2025-12-01T03:30:00Z') // 01/12 00:30 in São Paulo

    const titulo = async (
      n: number,
      cliente: string,
      parcela: string,
      emissao: string,
      vencimento: string,
      valor: number,
      pago: number,
      status: 'aberto' | 'pago' | 'cancelado' = 'aberto',
    ) =>
      one(sql`insert into ar_titulos (empresa_id, os_id, cliente_id, parcela, emissao, vencimento, valor, valor_pago, status)
        values (${e}, ${os[n]}, ${cliente}, ${parcela}, ${emissao}, ${vencimento}, ${valor}, ${pago}, ${status}) returning id`)
    const pagamento = (tituloId: string, n: number, valor: number, meio: string, data: string) =>
      tx.execute(sql`insert into pagamentos (empresa_id, titulo_id, os_id, valor, meio, data_pagamento)
        values (${e}, ${tituloId}, ${os[n]}, ${valor}, ${meio}, ${data})`)
    const a1 = await titulo(1, c1, '1/1', '2025-11-30', '2025-12-15', 10_000, 10_000, 'pago')
    await pagamento(a1, 1, 10_000, 'pix', '2025-12-01')
    const a2 = await titulo(2, c1, '1/2', '2025-12-31', '2026-01-15', 10_000, 4_000)
    await pagamento(a2, 2, 4_000, 'dinheiro', '2026-01-31') // received 31/01 23:30: January
    await titulo(2, c1, '2/2', '2025-12-31', '2026-02-15', 10_000, 0)
    await titulo(3, c2, '1/1', '2026-01-01', '2026-01-10', 30_000, 0) // 31 days overdue
    await titulo(6, c2, '1/1', '2025-09-01', '2025-10-01', 4_000, 0) // 132 days overdue
    const a6 = await titulo(4, c1, '1/1', '2026-02-01', '2026-02-01', 5_000, 5_000, 'pago')
    await pagamento(a6, 4, 5_000, 'cartao', '2026-02-01')
    await titulo(7, c1, '1/1', '2025-12-20', '2026-01-20', 9_000, 0, 'cancelado')
    const a8 = await titulo(5, c2, '1/1', '2025-11-01', '2025-11-20', 7_000, 2_000) // 82 days overdue
    await pagamento(a8, 5, 2_000, 'pix', '2025-11-30')
    const a9 = await titulo(8, c2, '1/1', '2026-01-31', '2026-01-11', 3_000, 1_000) // 30 days overdue
    await pagamento(a9, 8, 1_000, 'pix', '2026-01-01')
    await titulo(8, c1, '2/2', '2026-02-10', HOJE, 1_000, 0) // due today: not overdue
    return { os, tecnicos }
  })
}

/** Another company with a conclusion, an invoice, a receipt and an overdue title inside the period. */
export async function prepararIntrusa(t: TestApp, empresaId: string) {
  await withTenant(t.handle.db, { empresaId }, async (tx) => {
    const e = empresaId
    const [{ id: tituloId }] = await queryRows<{ id: string }>(
      tx,
      sql`with c as (
        insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao) values (${e}, 'fisica', '52998224725', 'Intrusa')
        returning id),
      o as (insert into os (empresa_id, numero_os, status, data_abertura, total_geral, data_conclusao, previsao_entrega)
        values (${e}, 'OS-INTRUSA', 'concluido', '2026-01-05', 99000, '2026-01-10T15:00:00Z', '2026-01-20') returning id)
      insert into ar_titulos (empresa_id, os_id, cliente_id, parcela, emissao, vencimento, valor, valor_pago)
      select ${e}, o.id, c.id, '1/1', '2026-01-05', '2026-01-06', 99000, 9000 from o, c returning id`,
    )
    await tx.execute(sql`insert into pagamentos (empresa_id, titulo_id, os_id, valor, meio, data_pagamento)
      select ${e}, id, os_id, 9000, 'pix', '2026-01-06' from ar_titulos where id = ${tituloId}`)
    await tx.execute(sql`insert into os_historico (empresa_id, os_id, para_status, evento, criado_em)
      select ${e}, os_id, 'orcamento_enviado', 'status', '2026-01-05T12:00:00Z' from ar_titulos where id = ${tituloId}`)
  })
}
