import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission } from '../../test/factories'
import { AMANHA, agenda, agendar, cenario, corpo } from './agenda-fixtures'
import { linkDe } from './agendamento-links.fixtures'

// The appointment's changes: edits with the version, the status table, deletion and 'Chegou' (the OS).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('changes', () => {
  it('moves the time keeping the day, and refuses a stale version with 409 in Portuguese', async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    const { agendamento } = await agendar(t, admin, c)
    const res = await call(t, admin, 'PATCH', `/api/agendamentos/${agendamento.id}`, {
      versao: 1,
      hora: '14:15',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().agendamento).toMatchObject({
      data: AMANHA,
      hora: '14:15',
      versao: 2,
      inicio: `${AMANHA}T17:15:00.000Z`,
    })
    const velho = await call(t, admin, 'PATCH', `/api/agendamentos/${agendamento.id}`, {
      versao: 1,
      motivo: 'Outro',
    })
    expect(velho.statusCode).toBe(409)
    expect(velho.json().error.message).toBe(
      'Este agendamento foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    )
    const status = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/status`, {
      status: 'confirmado',
      versao: 1,
    })
    expect(status.statusCode).toBe(409)
    expect((await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}`)).json().motivo).toBe(
      'Revisão dos 20 mil km',
    )
  })

  it("moving the appointment answers the customer's request for another time; other edits keep it", async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendar(t, admin, await cenario(t, admin))
    const { token } = await linkDe(t, admin, agendamento.id)
    const pedido = await t.app.inject({
      method: 'POST',
      url: `/api/public/agendamentos/${token}/reagendar`,
      payload: { mensagem: 'Pode ser sexta às 14h?' },
    })
    expect(pedido.statusCode, pedido.body).toBe(200)
    const url = `/api/agendamentos/${agendamento.id}`
    // The form sends the day and time on every save: the same ones keep the request.
    const mesmaHora = await call(t, admin, 'PATCH', url, {
      versao: 2,
      data: AMANHA,
      hora: '09:00',
      motivo: 'Revisão e alinhamento',
    })
    expect(mesmaHora.statusCode, mesmaHora.body).toBe(200)
    expect(mesmaHora.json().agendamento.reagendamento_pedido).toBe('Pode ser sexta às 14h?')
    const movido = await call(t, admin, 'PATCH', url, { versao: 3, data: AMANHA, hora: '14:00' })
    expect(movido.statusCode, movido.body).toBe(200)
    expect(movido.json().agendamento).toMatchObject({ hora: '14:00', reagendamento_pedido: null })
    expect((await call(t, admin, 'GET', url)).json().reagendamento_pedido).toBeNull()
    const [item] = (await agenda(t, admin)).itens
    expect(item).toMatchObject({ id: agendamento.id, hora: '14:00', reagendamento_pedido: null })
    // The customer's page no longer shows the request as pending either.
    const publico = await t.app.inject({ method: 'GET', url: `/api/public/agendamentos/${token}` })
    expect(publico.json()).toMatchObject({ reagendamento_pedido: null, reagendamento_pedido_em: null })
  })

  it('follows the status table: confirm, miss, reopen; refuses the rest in Portuguese', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendar(t, admin, await cenario(t, admin))
    const mudar = (status: string, versao: number) =>
      call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/status`, { status, versao })
    const confirmado = await mudar('confirmado', 1)
    expect(confirmado.json().agendamento.confirmado_em).not.toBeNull()
    const reabrir = await mudar('agendado', 2)
    expect(reabrir.statusCode).toBe(409)
    expect(reabrir.json().error.message).toBe('Não é possível passar de "Confirmado" para "Agendado"')
    expect((await mudar('nao_compareceu', 2)).json().agendamento.status).toBe('nao_compareceu')
    expect((await mudar('agendado', 3)).json().agendamento.status).toBe('agendado')
    const chegou = await mudar('chegou', 4)
    expect(chegou.statusCode).toBe(400)
    expect(chegou.json().error.fields.status).toBe("Use a ação 'Chegou', que abre a OS")
  })

  it('deletes an appointment', async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendar(t, admin, await cenario(t, admin))
    expect((await call(t, admin, 'DELETE', `/api/agendamentos/${agendamento.id}`)).statusCode).toBe(204)
    expect((await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}`)).statusCode).toBe(404)
  })
})

describe('chegou', () => {
  it('opens a draft OS for the customer, vehicle and technician with the reason, once', async () => {
    const { admin } = await buildCompany(t)
    const c = await cenario(t, admin)
    const { agendamento } = await agendar(t, admin, c)
    const res = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/chegou`, { versao: 1 })
    expect(res.statusCode, res.body).toBe(200)
    const { os_id, numero_os } = res.json()
    const os = (await call(t, admin, 'GET', `/api/os/${os_id}`)).json()
    expect(os).toMatchObject({
      numero_os,
      status: 'rascunho',
      cliente: { id: c.cliente.id },
      veiculo: { id: c.veiculo.id },
      tecnico: { id: c.tecnico.id },
      observacoes: 'Agendamento: Revisão dos 20 mil km\nBarulho na suspensão',
    })
    const depois = (await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}`)).json()
    expect(depois).toMatchObject({ status: 'chegou', os_id, numero_os, versao: 2 })
    const outra = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.id}/chegou`, { versao: 2 })
    expect(outra.statusCode).toBe(409)
    expect(outra.json().error.message).toBe('O cliente já chegou: este agendamento já virou uma OS.')
    const lista = (await call(t, admin, 'GET', '/api/os')).json()
    expect(lista.total ?? lista.items?.length ?? lista.itens?.length).toBe(1)
  })

  it('is refused to whoever cannot create an OS, and a technician only reads the agenda', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await cenario(t, admin)
    const { agendamento } = await agendar(t, admin, c)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await agenda(t, tecnico)).itens.map((i) => i.id)).toEqual([agendamento.id])
    expect((await call(t, tecnico, 'GET', `/api/agendamentos/${agendamento.id}`)).statusCode).toBe(200)
    expect((await call(t, tecnico, 'POST', '/api/agendamentos', corpo(c))).statusCode).toBe(403)
    expect(
      (await call(t, tecnico, 'PATCH', `/api/agendamentos/${agendamento.id}`, { versao: 1, motivo: 'x' }))
        .statusCode,
    ).toBe(403)
    expect(
      (await call(t, tecnico, 'POST', `/api/agendamentos/${agendamento.id}/chegou`, { versao: 1 }))
        .statusCode,
    ).toBe(403)
    expect((await call(t, tecnico, 'DELETE', `/api/agendamentos/${agendamento.id}`)).statusCode).toBe(403)

    await setPermission(t, empresaId, 'operador', 'os', { can_create: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const res = await call(t, operador, 'POST', `/api/agendamentos/${agendamento.id}/chegou`, { versao: 1 })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Você não tem permissão para criar OS.')
    expect((await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}`)).json().status).toBe(
      'agendado',
    )
  })
})
