import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { startFakeSmtp } from '../../test/fake-smtp'
import { entradasDesde, ultimaEntrada } from './atividades-cobertura.mundo'

// Issue 29: the activity log's security entries for signing in and out, password changes and invitations
// accepted; never a password.

const t = await createTestApp()
const smtp = await startFakeSmtp()
const comSmtp = await createTestApp({ SMTP_URL: smtp.url })
afterAll(async () => {
  await Promise.all([t.close(), comSmtp.close()])
  await smtp.close()
})

const SENHA_ERRADA = 'senha-errada-XYZ-987'
const NOVAS = ['nova-senha-PQR-123', 'outra-senha-JKL-456', 'senha-de-link-MNO-789', 'senha-da-olga-GHI-321']

const entrar = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })

/** The entries the step wrote in the company, as its admin would read them. */
async function depoisDe(app: TestApp, empresaId: string, passo: () => Promise<unknown>) {
  const desde = await ultimaEntrada(app)
  await passo()
  return entradasDesde(app, empresaId, desde)
}

/** Whether `texto` appears in any entry of any company (values and descriptions), read as the owner. */
async function noLog(app: TestApp, texto: string) {
  const [{ n }] = await queryRows<{ n: number }>(
    app.handle.db,
    sql`select count(*)::int as n from atividades
        where strpos(coalesce(campos::text, ''), ${texto}) > 0 or strpos(coalesce(descricao, ''), ${texto}) > 0`,
  )
  return n
}

describe('security entries of the activity log', () => {
  it('sign-in, a wrong password for a user of the company, and sign-out; an unknown e-mail writes nothing', async () => {
    const { empresaId } = await buildCompany(t)
    const operador = await buildUser(t, empresaId, 'operador')

    const [entrou] = await depoisDe(t, empresaId, async () => {
      expect((await entrar(t, operador.email, TEST_PASSWORD)).statusCode).toBe(200)
    })
    expect(entrou).toMatchObject({
      entidade: 'sessao',
      entidade_id: operador.userId,
      acao: 'entrou',
      categoria: 'seguranca',
      origem: 'usuario',
      usuario_id: operador.userId,
      campos: null,
    })

    const falhas = await depoisDe(t, empresaId, async () => {
      expect((await entrar(t, operador.email, SENHA_ERRADA)).statusCode).toBe(401)
    })
    expect(falhas).toEqual([
      expect.objectContaining({
        entidade: 'sessao',
        entidade_id: operador.userId,
        acao: 'falhou_entrar',
        categoria: 'seguranca',
        usuario_id: null,
        descricao: `Senha incorreta ao entrar com ${operador.email}`,
      }),
    ])

    const desconhecido = uniqueEmail('ninguem')
    const antes = await ultimaEntrada(t)
    expect((await entrar(t, desconhecido, SENHA_ERRADA)).statusCode).toBe(401)
    expect(await ultimaEntrada(t)).toBe(antes)

    const [saiu] = await depoisDe(t, empresaId, async () => {
      expect((await call(t, operador, 'POST', '/api/auth/sign-out')).statusCode).toBe(200)
    })
    expect(saiu).toMatchObject({
      entidade: 'sessao',
      acao: 'saiu',
      categoria: 'seguranca',
      usuario_id: operador.userId,
    })
    expect(await noLog(t, SENHA_ERRADA)).toBe(0)
    expect(await noLog(t, TEST_PASSWORD)).toBe(0)
  })

  it('own password change and the admin reset: alterou_senha without any value', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const operador = await buildUser(t, empresaId, 'operador')
    const [propria] = await depoisDe(t, empresaId, async () => {
      const res = await call(t, operador, 'POST', '/api/perfil/senha', {
        senha_atual: TEST_PASSWORD,
        nova_senha: NOVAS[0],
      })
      expect(res.statusCode, res.body).toBe(200)
    })
    expect(propria).toMatchObject({
      entidade: 'usuarios',
      entidade_id: operador.userId,
      acao: 'alterou_senha',
      categoria: 'seguranca',
      usuario_id: operador.userId,
      campos: null,
      descricao: null,
    })
    const [reset] = await depoisDe(t, empresaId, async () => {
      const res = await call(t, admin, 'POST', `/api/usuarios/${operador.userId}/senha`, {
        password: NOVAS[1],
      })
      expect(res.statusCode, res.body).toBe(204)
    })
    expect(reset).toMatchObject({
      entidade: 'usuarios',
      entidade_id: operador.userId,
      acao: 'alterou_senha',
      categoria: 'seguranca',
      usuario_id: admin.userId,
      campos: null,
    })
    for (const senha of [NOVAS[0]!, NOVAS[1]!, TEST_PASSWORD]) expect(await noLog(t, senha)).toBe(0)
  })

  it("a reset by the e-mailed link: redefiniu_senha, by the user, in the user's company", async () => {
    const { empresaId } = await buildCompany(comSmtp)
    const operador = await buildUser(comSmtp, empresaId, 'operador')
    await comSmtp.app.inject({
      method: 'POST',
      url: '/api/auth/esqueci-senha',
      payload: { email: operador.email },
    })
    const mensagem = () => smtp.recebidas.find((r) => r.para.includes(operador.email))
    await expect.poll(mensagem, { timeout: 5000, interval: 20 }).toBeTruthy()
    const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mensagem()!.texto)![1]!
    const entradas = await depoisDe(comSmtp, empresaId, async () => {
      const res = await comSmtp.app.inject({
        method: 'POST',
        url: '/api/auth/redefinir-senha',
        payload: { token, nova_senha: NOVAS[2] },
      })
      expect(res.statusCode, res.body).toBe(200)
    })
    expect(entradas).toEqual([
      expect.objectContaining({
        entidade: 'usuarios',
        entidade_id: operador.userId,
        acao: 'redefiniu_senha',
        categoria: 'seguranca',
        usuario_id: operador.userId,
        campos: null,
      }),
    ])
    expect(await noLog(comSmtp, NOVAS[2]!)).toBe(0)
    expect(await noLog(comSmtp, token)).toBe(0)
  })

  it('an invitation accepted: the membership and aceitou_convite by the new user', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const convite = await call(t, admin, 'POST', '/api/convites', {
      email: uniqueEmail('olga'),
      role: 'operador',
    })
    expect(convite.statusCode, convite.body).toBe(201)
    const token = new URL(convite.json().link).searchParams.get('convite')!
    const entradas = await depoisDe(t, empresaId, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/convite',
        payload: { token, name: 'Olga Operadora', password: NOVAS[3] },
      })
      expect(res.statusCode, res.body).toBe(200)
    })
    const [{ id: olga }] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select u.id from users u join membros m on m.user_id = u.id where m.empresa_id = ${empresaId} and u.name = 'Olga Operadora'`,
    )
    expect(entradas.map((e) => `${e.entidade} ${e.acao}`)).toEqual(
      expect.arrayContaining([
        'membros criou',
        'convites alterou',
        'convites aceitou_convite',
        'sessao entrou',
      ]),
    )
    expect(entradas.find((e) => e.acao === 'aceitou_convite')).toMatchObject({
      entidade_id: olga,
      usuario_id: olga,
      categoria: 'seguranca',
    })
    expect(await noLog(t, NOVAS[3]!)).toBe(0)
  })
})
