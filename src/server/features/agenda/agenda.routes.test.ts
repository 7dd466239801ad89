import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { somarDias } from '../../../shared/agenda/regras'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { AMANHA, agenda, agendar, cenario, corpo, umAgendamento } from './agenda-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('standard cases', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => `/api/agendamentos?de=${AMANHA}&ate=${somarDias(AMANHA, 60)}`,
    permission: ['agenda', 'view'],
    badBody: { body: undefined, field: 'ate', message: 'Escolha um período de no máximo 42 dias' },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/agendamentos/${id}`,
    permission: ['agenda', 'view'],
    createRecord: (owner) => umAgendamento(t, owner),
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: () => '/api/agendamentos',
    permission: ['agenda', 'create'],
    body: () => ({
      cliente_id: '00000000-0000-4000-8000-000000000000',
      data: AMANHA,
      hora: '09:00',
      motivo: 'x',
    }),
    badBody: {
      body: { data: AMANHA, hora: '25:00', motivo: 'x' },
      field: 'hora',
      message: 'Horário inválido (use HH:MM)',
    },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'PATCH',
    url: (id) => `/api/agendamentos/${id}`,
    permission: ['agenda', 'edit'],
    body: () => ({ versao: 1, motivo: 'Troca de óleo' }),
    createRecord: (owner) => umAgendamento(t, owner),
    badBody: {
      body: { versao: 1, duracao_min: 2 },
      field: 'duracao_min',
      message: 'A duração deve ser de 5 minutos a 24 horas',
    },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'DELETE',
    url: (id) => `/api/agendamentos/${id}`,
    permission: ['agenda', 'delete'],
    createRecord: (owner) => umAgendamento(t, owner),
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/agendamentos/${id}/status`,
    permission: ['agenda', 'edit'],
    body: () => ({ status: 'confirmado', versao: 1 }),
    createRecord: (owner) => umAgendamento(t, owner),
    badBody: { body: { status: 'sumiu', versao: 1 }, field: 'status', message: 'Status inválido' },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/agendamentos/${id}/chegou`,
    permission: ['agenda', 'edit'],
    body: () => ({ versao: 1 }),
    createRecord: (owner) => umAgendamento(t, owner),
    badBody: { body: { versao: 'um' }, field: 'versao', message: 'Versão inválida' },
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/agenda/config',
    permission: ['agenda', 'view'],
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'PUT',
    url: () => '/api/agenda/config',
    permission: ['configuracoes', 'edit'],
    body: () => ({ abertura: '08:00', fechamento: '18:00', boxes: [] }),
    badBody: {
      body: { abertura: '18:00', fechamento: '08:00', boxes: [] },
      field: 'fechamento',
      message: 'O fechamento deve ser depois da abertura',
    },
  })
})

describe('booking', () => {
  it("reads the day and time in the company's zone: 08:00 in São Paulo is 11:00Z", async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    const { agendamento, avisos } = await agendar(t, admin, c, { hora: '08:00', duracao_min: 90 })
    expect(agendamento.inicio).toBe(`${AMANHA}T11:00:00.000Z`)
    expect(agendamento.fim).toBe(`${AMANHA}T12:30:00.000Z`)
    expect(agendamento).toMatchObject({
      data: AMANHA,
      hora: '08:00',
      status: 'agendado',
      versao: 1,
      motivo: 'Revisão dos 20 mil km',
      cliente: { id: c.cliente.id, nome: 'Maria Aparecida da Silva', celular: '11971626799' },
      veiculo: { id: c.veiculo.id, placa: 'ABC1D23', marca: 'Fiat', modelo: 'Uno' },
      tecnico: { id: c.tecnico.id, nome: 'Carlos Souza' },
      conflitos: [],
    })
    expect(avisos).toEqual([])
    // 23:30 local is the next day in UTC and still this day in the list.
    const tarde = await agendar(t, admin, c, { hora: '23:30', tecnico_id: null })
    expect(tarde.agendamento.inicio).toBe(`${somarDias(AMANHA, 1)}T02:30:00.000Z`)
    expect((await agenda(t, admin)).itens.map((i) => i.hora)).toEqual(['08:00', '23:30'])
    expect((await agenda(t, admin, `de=${somarDias(AMANHA, 1)}&ate=${somarDias(AMANHA, 1)}`)).itens).toEqual(
      [],
    )
  })

  it('refuses in Portuguese a vehicle of another customer, an inactive technician and an unknown bay', async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    const outro = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '111.444.777-35',
      nome_razao: 'João',
      celular: '(11) 98888-7777',
    })
    const res = await call(t, admin, 'POST', '/api/agendamentos', corpo(c, { cliente_id: outro.id }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.veiculo_id).toBe('O veículo não pertence a este cliente')
    const box = await call(t, admin, 'POST', '/api/agendamentos', corpo(c, { box: 'Box 9' }))
    expect(box.json().error.fields.box).toBe('Box não encontrado. Escolha um dos boxes da agenda.')
    await call(t, admin, 'PATCH', `/api/tecnicos/${c.tecnico.id}`, { ativo: false })
    const inativo = await call(t, admin, 'POST', '/api/agendamentos', corpo(c))
    expect(inativo.statusCode).toBe(400)
    expect(inativo.json().error.fields.tecnico_id).toBe('Técnico não encontrado ou inativo')
    const periodo = await call(t, admin, 'GET', `/api/agendamentos?de=${AMANHA}&ate=${somarDias(AMANHA, -1)}`)
    expect(periodo.json().error.fields.ate).toBe('O fim do período deve ser igual ou depois do início')
    expect((await call(t, admin, 'GET', '/api/agendamentos')).statusCode).toBe(400)
    // PostgreSQL has no year 0: refused as a bad date, never a 500.
    const ano0 = await call(t, admin, 'POST', '/api/agendamentos', corpo(c, { data: '0000-01-01' }))
    expect(ano0.statusCode).toBe(400)
    expect(ano0.json().error.fields.data).toBe('Data inválida')
    expect((await call(t, admin, 'GET', '/api/agendamentos?de=0000-01-01&ate=0000-01-02')).statusCode).toBe(
      400,
    )
  })

  it('warns (not refuses) on an overlap of the same technician or bay; cancelling frees the time', async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    const put = await call(t, admin, 'PUT', '/api/agenda/config', {
      abertura: '08:00',
      fechamento: '18:00',
      boxes: ['Box 1', 'Box 2'],
    })
    expect(put.statusCode, put.body).toBe(200)
    const primeiro = await agendar(t, admin, c, { box: 'Box 1' })
    const segundo = await agendar(t, admin, c, { hora: '09:30', box: 'Box 2' })
    expect(segundo.avisos).toEqual(['Conflito: Carlos Souza já tem um agendamento das 09:00 às 10:00'])
    const noBox = await agendar(t, admin, c, { hora: '09:45', tecnico_id: null, box: 'Box 1' })
    expect(noBox.avisos).toEqual(['Conflito: Box 1 já tem um agendamento das 09:00 às 10:00'])
    // Back to back is no overlap.
    expect((await agendar(t, admin, c, { hora: '10:30', box: null })).avisos).toEqual([])

    const view = await agenda(t, admin)
    const de = (id: string) => view.itens.find((i) => i.id === id)!.conflitos
    expect(de(primeiro.agendamento.id).sort()).toEqual([segundo.agendamento.id, noBox.agendamento.id].sort())
    expect(de(segundo.agendamento.id)).toEqual([primeiro.agendamento.id])

    const cancel = await call(t, admin, 'POST', `/api/agendamentos/${primeiro.agendamento.id}/status`, {
      status: 'cancelado',
      versao: 1,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().agendamento.conflitos).toEqual([])
    const depois = await agenda(t, admin)
    expect(depois.itens.find((i) => i.id === segundo.agendamento.id)!.conflitos).toEqual([])
  })

  it("warns when the technician's day passes the working hours and reports the capacity", async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    await call(t, admin, 'PUT', '/api/agenda/config', { abertura: '08:00', fechamento: '10:00', boxes: [] })
    expect((await agendar(t, admin, c, { hora: '08:00', duracao_min: 90 })).avisos).toEqual([])
    const segundo = await agendar(t, admin, c, { hora: '13:00', duracao_min: 60 })
    const [dia, mes, ano] = [AMANHA.slice(8), AMANHA.slice(5, 7), AMANHA.slice(0, 4)]
    expect(segundo.avisos).toEqual([
      `Carlos Souza passa da capacidade em ${dia}/${mes}/${ano}: 2h30 agendadas de 2h`,
    ])
    await agendar(t, admin, c, { hora: '15:00', tecnico_id: null, duracao_min: 30 })
    const view = await agenda(t, admin)
    expect(view.capacidade).toMatchObject({ abertura: '08:00', fechamento: '10:00', minutos_por_dia: 120 })
    expect(view.capacidade.dias).toEqual([{ data: AMANHA, ocupado_min: 180 }])
    expect(view.capacidade.por_tecnico).toEqual([
      { data: AMANHA, tecnico_id: c.tecnico.id, ocupado_min: 150 },
      { data: AMANHA, tecnico_id: null, ocupado_min: 30 },
    ])
    expect(view.tecnicos).toEqual([{ id: c.tecnico.id, nome: 'Carlos Souza' }])
  })
})
