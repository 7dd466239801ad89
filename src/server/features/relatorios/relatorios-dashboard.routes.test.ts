import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { getAt, prepararEmpresa, prepararIntrusa } from './relatorios-fixtures'

// Issue 21 item 9: a figure with one name has one value, wherever the owner reads it. The dashboard's
// "30 dias" is the reports' 'Últimos 30 dias' (periodo=30d): 12/01 to 10/02/2026 in the fixture's calendar.

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  const empresa = await buildCompany(t)
  admin = empresa.admin
  await prepararEmpresa(t, empresa.empresaId)
  // Another company's conclusions, receipts and overdue titles never reach these figures.
  await prepararIntrusa(t, (await buildCompany(t)).empresaId)
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

async function ler(url: string) {
  const res = await getAt(t, admin, url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the dashboard and the reports', () => {
  it('give the same value to the figures they name alike, for the same period', async () => {
    const dashboard = await ler('/api/dashboard')
    const servico = await ler('/api/relatorios/servico?periodo=30d')
    const financeiro = await ler('/api/relatorios/financeiro?periodo=30d')
    const lista = await ler('/api/os')
    const soma = (linhas: { valor: number }[]) => linhas.reduce((s, l) => s + l.valor, 0)

    expect(servico).toMatchObject({ de: '2026-01-12', ate: '2026-02-10' })
    // 'OS concluídas (30 dias)' = 'OS concluídas' of both reports: OS-04 (31/01) and OS-05 (01/02).
    expect(dashboard.concluidas_30d).toBe(2)
    expect(servico.resumo.concluidas).toBe(2)
    expect(financeiro.resumo.os_concluidas).toBe(2)
    // 'Recebido (30 dias)' = 'Recebido': R$ 40,00 on 31/01 and R$ 50,00 on 01/02.
    expect(dashboard.financeiro.recebido_30d).toBe(9_000)
    expect(financeiro.resumo.recebido).toBe(9_000)
    // 'OS abertas' = the OS list's card and the report's OS not yet closed, by status now.
    const abertasPorStatus = servico.por_status
      .filter((s: { status: string }) => !['concluido', 'entregue', 'cancelado'].includes(s.status))
      .reduce((n: number, s: { quantidade: number }) => n + s.quantidade, 0)
    expect(dashboard.os_abertas).toBe(3)
    expect(lista.resumo.abertas).toBe(3)
    expect(abertasPorStatus).toBe(3)
    const porStatus = (status: string) =>
      servico.por_status.find((s: { status: string }) => s.status === status)?.quantidade ?? 0
    expect(dashboard.em_execucao).toBe(porStatus('em_execucao'))
    expect(dashboard.aguardando_peca).toBe(porStatus('aguardando_peca'))
    // 'A receber' = the report's receivables by due date; 'Títulos vencidos' = its overdue list and ranges.
    expect(dashboard.financeiro.a_receber).toBe(58_000)
    expect(soma(financeiro.aging)).toBe(58_000)
    expect(dashboard.financeiro.vencidos_valor).toBe(47_000)
    expect(soma(financeiro.aging.filter((a: { faixa: string }) => a.faixa !== 'a_vencer'))).toBe(47_000)
    expect(financeiro.vencidos.reduce((s: number, v: { saldo: number }) => s + v.saldo, 0)).toBe(47_000)
    expect(dashboard.financeiro.vencidos_quantidade).toBe(financeiro.vencidos.length)
  })
})
