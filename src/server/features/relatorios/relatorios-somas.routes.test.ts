import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'
import { faturar, faturarBody, moveOs, osEmExecucao, receber } from '../financeiro/financeiro-fixtures'

// The reports read sums kept by triggers (decision 012). After real flows through the API, the sums must
// equal the ones rebuilt from scratch by bancada_relatorios_reconstruir.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const somas = [
  'os_status_contagens',
  'relatorio_eventos_dia',
  'relatorio_conclusoes_dia',
  'relatorio_itens_dia',
  'faturamento_dia',
  'recebimentos_meio_dia',
]

/** Every non-zero row of the company's sums, as sorted JSON lines. */
async function lerSomas(empresaId: string, reconstruir = false) {
  return withTenant(t.handle.db, { empresaId }, async (tx) => {
    if (reconstruir) await tx.execute(sql`select bancada_relatorios_reconstruir(${empresaId}::uuid)`)
    const linhas: string[] = []
    for (const tabela of somas) {
      const rows = await queryRows<{ j: Record<string, unknown> }>(
        tx,
        sql`select to_jsonb(x) - 'empresa_id' as j from ${sql.raw(tabela)} x where empresa_id = ${empresaId}`,
      )
      for (const { j } of rows) {
        const valores = Object.entries(j).filter(([k]) => !['dia', 'emissao', 'data_pagamento'].includes(k))
        // Rows that fell to zero stay behind the triggers; a rebuild never writes them.
        const numeros = valores.filter(([, v]) => typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(String(v)))
        if (numeros.every(([, v]) => Number(v) === 0)) continue
        linhas.push(`${tabela} ${JSON.stringify(Object.entries(j).sort())}`)
      }
    }
    return linhas.sort()
  })
}

async function osAprovada(user: TestUser, c: Catalogo) {
  const o = await create(t, user, '/api/os', osBody(c))
  await moveOs(t, user, o.id, 'orcamento_enviado', 'aprovado')
  return o.id as string
}

describe("the reports' sums", () => {
  it('equal a rebuild from scratch after OS, quotes, invoices and receipts go through the API', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Ana' })

    // Concluded, delivered, invoiced and partly received.
    const entregue = await osEmExecucao(t, admin, c, 'concluido')
    const view = await faturar(t, admin, entregue, faturarBody())
    await moveOs(t, admin, entregue, 'entregue')
    const parcela = view.titulos[1]
    expect((await receber(t, admin, parcela.id, { valor: 1_000, meio: 'pix' })).statusCode).toBe(201)
    // Approved, revised with other lines and a technician, sent and approved again, concluded, cancelled.
    const revisada = await osAprovada(admin, c)
    await moveOs(t, admin, revisada, 'rascunho')
    const editada = await call(t, admin, 'PATCH', `/api/os/${revisada}`, {
      ...osBody(c),
      tecnico_responsavel_id: tecnico.id,
      itens: [{ tipo: 'servico', referencia_id: c.pintura.id, quantidade: 1.5, valor_unitario: 20000 }],
    })
    expect(editada.statusCode, editada.body).toBe(200)
    await moveOs(t, admin, revisada, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido')
    const antesDeCancelar = await lerSomas(empresaId)
    expect(antesDeCancelar).toEqual(await lerSomas(empresaId, true))
    await moveOs(t, admin, revisada, 'cancelado')
    // Invoiced then reversed; sent only; a draft deleted; two concluded at once.
    const estornada = await osEmExecucao(t, admin, c, 'concluido')
    await faturar(t, admin, estornada, faturarBody({ sinal: 0 }))
    expect((await call(t, admin, 'POST', `/api/os/${estornada}/estornar-faturamento`)).statusCode).toBe(200)
    const enviada = await create(t, admin, '/api/os', osBody(c))
    await moveOs(t, admin, enviada.id, 'orcamento_enviado')
    const rascunho = await create(t, admin, '/api/os', osBody(c))
    expect((await call(t, admin, 'DELETE', `/api/os?ids=${rascunho.id}`)).statusCode).toBe(200)
    const a = await osEmExecucao(t, admin, c)
    const b = await osEmExecucao(t, admin, c)
    const lote = await call(t, admin, 'POST', '/api/os/status', { ids: [a, b], status: 'concluido' })
    expect(lote.statusCode, lote.body).toBe(200)

    const mantidas = await lerSomas(empresaId)
    expect(mantidas).toEqual(await lerSomas(empresaId, true))
    // The figures are really there: 4 concluded OS now (the cancelled one left), 6 opened, 1 cancellation.
    const r = (await call(t, admin, 'GET', '/api/relatorios/servico?periodo=30d')).json()
    expect(r.resumo).toMatchObject({ abertas: 6, concluidas: 4, entregues: 1, canceladas: 1 })
    expect(r.conversao).toMatchObject({ enviados: 6, aprovados: 5 })
  })

  it('recounts the days when the company changes its time zone', async () => {
    const { admin, empresaId } = await buildCompany(t)
    // Concluded at 04:30 UTC on 1 Jan: 01:30 in São Paulo, still 31 Dec 23:30 in Rio Branco (UTC−5).
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.execute(sql`insert into os (empresa_id, numero_os, status, data_abertura, total_geral, data_conclusao)
        values (${empresaId}, 'OS-FUSO', 'concluido', '2025-12-29', 10000, '2026-01-01T04:30:00Z')`),
    )
    const dezembro = '/api/relatorios/servico?de=2025-12-01&ate=2025-12-31'
    expect((await call(t, admin, 'GET', dezembro)).json().resumo.concluidas).toBe(0)
    const res = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Oficina do Acre',
      fuso_horario: 'America/Rio_Branco',
    })
    expect(res.statusCode, res.body).toBe(200)
    const r = (await call(t, admin, 'GET', dezembro)).json()
    expect(r.resumo).toMatchObject({ concluidas: 1, tempo_medio_dias: 2 })
    expect(r.tempo_por_mes).toEqual([{ mes: '2025-12', concluidas: 1, tempo_medio_dias: 2 }])
  })
})
