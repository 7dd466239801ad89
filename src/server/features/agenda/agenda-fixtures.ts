import { expect } from 'vitest'
import type { AgendamentoResult, AgendaView } from '../../../shared/agenda/agenda.schemas'
import { somarDias } from '../../../shared/agenda/regras'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'

/** The agenda's route tests: a customer with a vehicle, a technician, and booking for tomorrow. */
export const AMANHA = somarDias(todayInTimeZone(), 1)

export async function cenario(t: TestApp, admin: TestUser) {
  const cliente = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria Aparecida da Silva',
    celular: '(11) 97162-6799',
  })
  const veiculo = await create(t, admin, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: 'ABC1D23',
    marca: 'Fiat',
    modelo: 'Uno',
  })
  const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Carlos Souza' })
  return { cliente, veiculo, tecnico }
}
export type Cenario = Awaited<ReturnType<typeof cenario>>

export const corpo = (c: Cenario, extra: object = {}) => ({
  cliente_id: c.cliente.id,
  veiculo_id: c.veiculo.id,
  tecnico_id: c.tecnico.id,
  data: AMANHA,
  hora: '09:00',
  duracao_min: 60,
  motivo: 'Revisão dos 20 mil km',
  observacoes: 'Barulho na suspensão',
  ...extra,
})

export async function agendar(
  t: TestApp,
  user: TestUser,
  c: Cenario,
  extra: object = {},
): Promise<AgendamentoResult> {
  const res = await call(t, user, 'POST', '/api/agendamentos', corpo(c, extra))
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** An appointment of a new company, for the other-company and bad-input cases. */
export async function umAgendamento(t: TestApp, owner: TestUser) {
  return (await agendar(t, owner, await cenario(t, owner))).agendamento.id
}

export async function agenda(
  t: TestApp,
  user: TestUser,
  query = `de=${AMANHA}&ate=${AMANHA}`,
): Promise<AgendaView> {
  const res = await call(t, user, 'GET', `/api/agendamentos?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
