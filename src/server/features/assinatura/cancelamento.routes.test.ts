import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portabilidadeMessages as m } from '../../../shared/portabilidade/portabilidade'
import { queryRows } from '../../db/client'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, signIn, type TestUser } from '../../test/factories'
import { aplicarPlano } from './plano-operador'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DIA = 24 * 60 * 60 * 1000
const cancelar = (user: TestUser, body: unknown) =>
  call(t, user, 'POST', '/api/assinatura/cancelar', body as object)

const linhaDaEmpresa = async (empresaId: string) =>
  (
    await queryRows<{ status_assinatura: string; cancelada_em: Date | null; dados_excluir_em: Date | null }>(
      t.handle.db,
      sql`select status_assinatura, cancelada_em, dados_excluir_em from empresas where id = ${empresaId}`,
    )
  )[0]!

describe('POST /api/assinatura/cancelar', () => {
  it('answers 401 without a session and 403 to everyone but the admin, changing nothing', async () => {
    const semSessao = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/cancelar',
      payload: { confirmacao: 'x' },
    })
    expect(semSessao.statusCode).toBe(401)
    const { empresaId } = await buildCompany(t, { nome_empresa: 'Oficina Teimosa' })
    for (const papel of ['gerente', 'operador', 'tecnico'] as const) {
      const usuario = await buildUser(t, empresaId, papel)
      const res = await cancelar(usuario, { confirmacao: 'Oficina Teimosa' })
      expect(res.statusCode, papel).toBe(403)
    }
    expect((await linhaDaEmpresa(empresaId)).status_assinatura).toBe('trial')
  })

  it('refuses a name that is not the company’s, in Portuguese, changing nothing', async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Oficina do Zé' })
    const outra = await buildCompany(t, { nome_empresa: 'Outra Oficina' })
    for (const body of [{ confirmacao: 'Oficina do Ze' }, { confirmacao: 'Outra Oficina' }]) {
      const res = await cancelar(admin, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(m.confirmacaoDiferente)
    }
    const vazio = await cancelar(admin, { confirmacao: '  ' })
    expect(vazio.statusCode).toBe(400)
    expect(vazio.json().error.fields.confirmacao).toBe('Digite o nome da empresa para confirmar.')
    expect((await cancelar(admin, { confirmacao: 'Oficina do Zé', extra: 1 })).statusCode).toBe(400)
    expect((await cancelar(admin, {})).statusCode).toBe(400)
    expect((await linhaDaEmpresa(empresaId)).status_assinatura).toBe('trial')
    expect((await linhaDaEmpresa(outra.empresaId)).status_assinatura).toBe('trial')
  })

  it('cancels: read-only at once, 30 days to download, sign-in still works, a second cancel is refused', async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Oficina  Fechando' })
    const operador = await buildUser(t, empresaId, 'operador')
    const antes = Date.now()
    const res = await cancelar(admin, { confirmacao: ' oficina fechando ' })
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json()
    expect(view).toMatchObject({ status_assinatura: 'cancelada', somente_leitura: true })
    const excluirEm = new Date(view.dados_excluir_em).getTime() - new Date(view.cancelada_em).getTime()
    expect(excluirEm).toBe(30 * DIA)
    expect(new Date(view.cancelada_em).getTime()).toBeGreaterThanOrEqual(antes - 1000)
    expect((await linhaDaEmpresa(empresaId)).status_assinatura).toBe('cancelada')

    // Writes are refused with the cancelled company's message, for every role; reads still work.
    for (const user of [admin, operador]) {
      const escrita = await call(t, user, 'POST', '/api/clientes', {
        tipo_pessoa: 'fisica',
        doc: '529.982.247-25',
        nome_razao: 'Não Entra',
      })
      expect(escrita.statusCode).toBe(402)
      expect(escrita.json().error.message).toBe(m.somenteLeituraCancelada)
      expect((await call(t, user, 'GET', '/api/clientes')).statusCode).toBe(200)
    }
    const me = await call(t, operador, 'GET', '/api/me')
    expect(me.json().empresa).toMatchObject({ status_assinatura: 'cancelada', somente_leitura: true })
    await expect(signIn(t, admin.email)).resolves.toMatch(/session_token=/)

    const deNovo = await cancelar(admin, { confirmacao: 'Oficina Fechando' })
    expect(deNovo.statusCode).toBe(409)
    expect(deNovo.json().error.message).toBe(m.jaCancelada)
  })

  it('the cancellation is in the activity log with the old and new status', async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Oficina Registrada' })
    expect((await cancelar(admin, { confirmacao: 'Oficina Registrada' })).statusCode).toBe(200)
    const [entrada] = await queryRows<{ usuario_id: string; campos: Record<string, unknown> }>(
      t.handle.db,
      sql`select usuario_id, campos from atividades where empresa_id = ${empresaId} and entidade = 'empresas'
        and acao = 'alterou' order by id desc limit 1`,
    )
    expect(entrada?.usuario_id).toBe(admin.userId)
    expect(entrada?.campos.status_assinatura).toEqual(['trial', 'cancelada'])
  })

  it('the operator reactivates within the 30 days (deletion called off); after the deletion it refuses', async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Oficina Volta' })
    expect((await cancelar(admin, { confirmacao: 'Oficina Volta' })).statusCode).toBe(200)
    await aplicarPlano(t.handle.db, { empresa: empresaId, plano: 'pro' })
    t.sessions.forgetEmpresa(empresaId)
    expect(await linhaDaEmpresa(empresaId)).toEqual({
      status_assinatura: 'ativa',
      cancelada_em: null,
      dados_excluir_em: null,
    })
    const escrita = await call(t, admin, 'POST', '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '529.982.247-25',
      nome_razao: 'Voltou',
    })
    expect(escrita.statusCode).toBe(201)

    await t.handle.db.execute(
      sql`update empresas set status_assinatura = 'cancelada', dados_excluidos_em = now() where id = ${empresaId}`,
    )
    await expect(aplicarPlano(t.handle.db, { empresa: empresaId, plano: 'pro' })).rejects.toThrow(
      'Os dados desta empresa já foram excluídos após o cancelamento',
    )
  })
})
