import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { agendamentoNovo, amanhaAs } from './agendamento-links.fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/agenda/mensagens-do-dia', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/agenda/mensagens-do-dia',
    permission: ['agenda', 'view'],
  })

  it("lists tomorrow's booked and confirmed appointments with the reminder; sent ones say when", async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Auto Center Silva' })
    const cedo = await agendamentoNovo(t, admin, { inicio: amanhaAs('00:10') })
    const tarde = await agendamentoNovo(t, admin, { inicio: amanhaAs('23:50'), status: 'confirmado' })
    // Not tomorrow (in São Paulo), or not expected any more.
    await agendamentoNovo(t, admin, { inicio: amanhaAs('23:50', 0) })
    await agendamentoNovo(t, admin, { inicio: amanhaAs('00:10', 2) })
    await agendamentoNovo(t, admin, { inicio: amanhaAs('10:00'), status: 'cancelado' })
    await call(t, admin, 'POST', `/api/agendamentos/${tarde.agendamento.id}/lembrete-enviado`)

    const res = await call(t, admin, 'GET', '/api/agenda/mensagens-do-dia')
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json()
    expect(v.data).toBe(amanhaAs('12:00').toISOString().slice(0, 10))
    expect(v.itens.map((i: { id: string }) => i.id)).toEqual([cedo.agendamento.id, tarde.agendamento.id])
    const [primeiro, segundo] = v.itens
    expect(primeiro).toMatchObject({
      hora: '00:10',
      cliente_nome: 'Maria Aparecida da Silva',
      veiculo: 'Fiat Uno (ABC1D23)',
      status: 'agendado',
      lembrete_enviado_em: null,
    })
    expect(primeiro.texto).toContain('Lembrete: amanhã,')
    expect(primeiro.texto).toContain('às 00:10, esperamos você na Auto Center Silva.')
    expect(primeiro.texto).toMatch(/Confirme ou peça outro horário: http:\/\/localhost:3000\/a\/[\w-]{43}/)
    expect(primeiro.whatsapp_url).toBe(
      `https://wa.me/5511971626799?text=${encodeURIComponent(primeiro.texto)}`,
    )
    expect(segundo.lembrete_enviado_em).not.toBeNull()
  })

  it("never lists another company's appointments", async () => {
    const a = (await buildCompany(t)).admin
    await agendamentoNovo(t, a)
    const b = (await buildCompany(t)).admin
    const res = await call(t, b, 'GET', '/api/agenda/mensagens-do-dia')
    expect(res.json().itens).toEqual([])
  })
})
