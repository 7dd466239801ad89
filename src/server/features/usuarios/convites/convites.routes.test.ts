import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convites, emailsSaida } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { call } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, sessionCookie, type TestUser, uniqueEmail } from '../../../test/factories'
import { startFakeSmtp } from '../../../test/fake-smtp'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { setPlano } from '../usuarios-fixtures'
import { conviteDoToken } from './convite-token'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const app = () => t
const convidar = async (admin: TestUser, body: object = {}) => {
  const res = await call(t, admin, 'POST', '/api/convites', {
    email: uniqueEmail('convidado'),
    role: 'tecnico',
    ...body,
  })
  if (res.statusCode !== 201) throw new Error(`POST /api/convites → ${res.statusCode} ${res.body}`)
  const criado = res.json()
  return { ...criado, token: new URL(criado.link).searchParams.get('convite') as string }
}
const publico = (token: string) => t.app.inject({ method: 'GET', url: `/api/convites/publico/${token}` })
const aceitar = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/convite', payload })

const PERFIL_INVALIDO = 'Selecione Gerente, Operador ou Técnico'

describe('standard cases', () => {
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: () => '/api/convites',
    permission: ['configuracoes', 'edit'],
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: () => '/api/convites',
    permission: ['configuracoes', 'edit'],
    body: () => ({ email: uniqueEmail(), role: 'operador' }),
    badBody: { body: { email: uniqueEmail(), role: 'admin' }, field: 'role', message: PERFIL_INVALIDO },
  })
  itHandlesStandardCases({
    app,
    method: 'DELETE',
    url: (id) => `/api/convites/${id}`,
    permission: ['configuracoes', 'edit'],
    createRecord: async (owner) => (await convidar(owner)).convite.id,
  })
})

describe('POST /api/convites', () => {
  it('answers the link to copy when no email went out, lists it as pending and records the email in the outbox', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Funilaria Estrela' })
    const email = uniqueEmail('gil')
    const res = await call(t, admin, 'POST', '/api/convites', { email: email.toUpperCase(), role: 'gerente' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ convite: { email, role: 'gerente' }, enviado_por_email: false })
    expect(body.link).toMatch(/^http:\/\/localhost:3000\/auth\?convite=[A-Za-z0-9_-]{43}$/)
    const dias = (Date.parse(body.convite.expira_em) - Date.now()) / 86_400_000
    expect(dias).toBeGreaterThan(6.99)
    expect(dias).toBeLessThan(7.01)
    expect((await call(t, admin, 'GET', '/api/convites')).json().items).toEqual([body.convite])
    const [saida] = await t.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, email))
    expect(saida.assunto).toBe('Convite para Funilaria Estrela no Bancada')
    // The outbox keeps the email without a usable link (the admin has it in the answer), and only the
    // token's hash is stored.
    const token = new URL(body.link).searchParams.get('convite')!
    expect(saida.texto).toContain('http://localhost:3000/auth?convite=[oculto]')
    expect(saida.texto).not.toContain(token)
    const guardados = await withTenant(t.handle.db, admin, (tx) =>
      tx.select({ hash: convites.token_hash }).from(convites),
    )
    expect(guardados.map((g) => g.hash)).not.toContain(token)
    expect(guardados[0].hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('inviting the same email again replaces the open invitation: the old link stops working', async () => {
    const { admin } = await buildCompany(t)
    const email = uniqueEmail()
    const primeiro = await convidar(admin, { email })
    const segundo = await convidar(admin, { email, role: 'operador' })
    expect(
      (await call(t, admin, 'GET', '/api/convites')).json().items.map((c: { id: string }) => c.id),
    ).toEqual([segundo.convite.id])
    expect((await publico(primeiro.token)).statusCode).toBe(410)
    expect((await publico(segundo.token)).json().role).toBe('operador')
  })

  it('refuses an email that already has a user (409) and an invitation past the plan limit (402)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const usado = await call(t, admin, 'POST', '/api/convites', { email: admin.email, role: 'operador' })
    expect(usado.statusCode).toBe(409)
    expect(usado.json().error.message).toBe('Este email já está cadastrado em outro usuário.')
    await setPlano(t, empresaId, 'basico', 'ativa')
    const limite = await call(t, admin, 'POST', '/api/convites', { email: uniqueEmail(), role: 'operador' })
    expect(limite.statusCode).toBe(402)
    expect(limite.json().error.code).toBe('LIMITE_PLANO')
  })
})

describe('accepting an invitation', () => {
  it('shows email, profile and company, then signs the person in with the invited profile', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina do Zé' })
    const { token, convite } = await convidar(admin, { role: 'operador' })
    const lido = await publico(token)
    expect(lido.statusCode).toBe(200)
    expect(lido.json()).toEqual({ email: convite.email, role: 'operador', empresa: 'Oficina do Zé' })

    const res = await aceitar({ token, name: 'Otávio Operador', password: 'senha-do-otavio' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ name: 'Otávio Operador', email: convite.email })
    const cookie = sessionCookie(res.headers['set-cookie'])
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()
    expect(me).toMatchObject({
      role: 'operador',
      empresa: { id: admin.empresaId, nome_empresa: 'Oficina do Zé' },
    })
    const lista = (await call(t, admin, 'GET', '/api/usuarios')).json()
    expect(lista.items.find((u: { email: string }) => u.email === convite.email)).toMatchObject({
      nome_completo: 'Otávio Operador',
      role: 'operador',
      ativo: true,
    })
    expect((await call(t, admin, 'GET', '/api/convites')).json().items).toEqual([])

    // Twice: the link is used.
    const denovo = await aceitar({ token, name: 'Outro', password: 'senha-outra' })
    expect(denovo.statusCode).toBe(410)
    expect(denovo.json().error.message).toBe('Este convite já foi usado. Entre com seu email e senha.')
    expect((await call(t, admin, 'DELETE', `/api/convites/${convite.id}`)).statusCode).toBe(409)
  })

  it('refuses a revoked or expired invitation (410) and an unknown token (404), creating nobody', async () => {
    const { admin } = await buildCompany(t)
    const revogado = await convidar(admin)
    expect((await call(t, admin, 'DELETE', `/api/convites/${revogado.convite.id}`)).statusCode).toBe(204)
    const expirado = await convidar(admin)
    await withTenant(t.handle.db, admin, (tx) =>
      tx
        .update(convites)
        .set({ expira_em: sql`now() - interval '1 minute'` })
        .where(and(eq(convites.empresa_id, admin.empresaId), eq(convites.id, expirado.convite.id))),
    )
    const cases: Array<[string, number, string]> = [
      [
        revogado.token,
        410,
        'Este convite foi cancelado. Peça um novo convite ao administrador da sua empresa.',
      ],
      [expirado.token, 410, 'Este convite expirou. Peça um novo convite ao administrador da sua empresa.'],
      ['x'.repeat(43), 404, 'Convite não encontrado. Peça um novo convite ao administrador da sua empresa.'],
    ]
    for (const [token, status, message] of cases) {
      const lido = await publico(token)
      expect([lido.statusCode, lido.json().error.message]).toEqual([status, message])
      const res = await aceitar({ token, name: 'Alguém', password: 'senha-qualquer' })
      expect([res.statusCode, res.json().error.message]).toEqual([status, message])
    }
    expect((await call(t, admin, 'GET', '/api/usuarios')).json().total).toBe(1)
    expect((await call(t, admin, 'GET', '/api/convites')).json().items).toEqual([])
  })

  it('checks the plan again on acceptance, and a used email answers 409 with the sign-up message', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { token } = await convidar(admin)
    await setPlano(t, empresaId, 'basico', 'ativa')
    const limite = await aceitar({ token, name: 'Téo', password: 'senha-do-teo' })
    expect(limite.statusCode).toBe(402)
    expect(limite.json().error.code).toBe('LIMITE_PLANO')

    await setPlano(t, empresaId, 'pro', 'ativa')
    const outro = await convidar(admin)
    // Meanwhile someone signed up with that email on their own.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Apressado', email: outro.convite.email, password: 'senha-apressada' },
    })
    const usado = await aceitar({ token: outro.token, name: 'Téo', password: 'senha-do-teo' })
    expect(usado.statusCode).toBe(409)
    expect(usado.json().error.message).toBe(
      'Este email já está cadastrado. Entre com sua senha ou use outro email.',
    )
  })

  it.each([
    [{ name: '', password: 'senha-boa-1' }, 'name', 'Preencha todos os campos obrigatórios'],
    [{ name: 'Ana', password: '123' }, 'password', 'A senha deve ter pelo menos 6 caracteres'],
    [{ name: 'Ana', password: 'senha-boa-1', token: 'curto' }, 'token', 'Link de convite inválido'],
    [{ name: 'Ana', password: 'senha-boa-1', role: 'admin' }, 'role', 'Campo não permitido'],
  ])('answers 400 for %j', async (extra, field, message) => {
    const res = await aceitar({ token: 'y'.repeat(43), ...extra })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })

  it("isolates tokens: a company's admin sees and revokes only its own invitations", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const deA = await convidar(a.admin)
    const deB = await convidar(b.admin)
    expect(
      (await call(t, a.admin, 'GET', '/api/convites')).json().items.map((c: { id: string }) => c.id),
    ).toEqual([deA.convite.id])
    expect((await call(t, a.admin, 'DELETE', `/api/convites/${deB.convite.id}`)).statusCode).toBe(404)
    expect((await publico(deB.token)).statusCode).toBe(200)
    // A token reveals only its own invitation, even to a transaction that names it.
    const vistos = await t.handle.db.transaction(async (tx) => {
      const convite = await conviteDoToken(tx, deA.token)
      return { convite, todos: await tx.select({ id: convites.id }).from(convites) }
    })
    expect(vistos.convite.id).toBe(deA.convite.id)
    expect(vistos.todos.map((c) => c.id)).toEqual([deA.convite.id])
  })
})

describe('public routes are rate limited like sign-up', () => {
  it('answers 429 after the configured tries', async () => {
    const limitado = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2' })
    try {
      const tries = []
      for (let i = 0; i < 3; i++) {
        tries.push(
          (await limitado.app.inject({ method: 'GET', url: `/api/convites/publico/${'z'.repeat(43)}` }))
            .statusCode,
        )
      }
      expect(tries).toEqual([404, 404, 429])
    } finally {
      await limitado.close()
    }
  })
})

describe('with SMTP configured', () => {
  it('mails the working link, says so, and keeps the outbox row without the token', async () => {
    const smtp = await startFakeSmtp()
    const comSmtp = await createTestApp({ SMTP_URL: smtp.url })
    try {
      const { admin } = await buildCompany(comSmtp)
      const email = uniqueEmail()
      const res = await call(comSmtp, admin, 'POST', '/api/convites', { email, role: 'operador' })
      expect(res.statusCode).toBe(201)
      const { link, enviado_por_email } = res.json()
      expect(enviado_por_email).toBe(true)

      const [recebida] = smtp.recebidas.filter((r) => r.para.includes(email))
      expect(recebida.texto).toContain(link)
      const token = new URL(link).searchParams.get('convite')!
      const [saida] = await comSmtp.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, email))
      expect(saida.status).toBe('enviado')
      expect(saida.texto).toBe(recebida.texto.replace(token, '[oculto]'))
      expect(JSON.stringify(await comSmtp.handle.db.select().from(emailsSaida))).not.toContain(token)

      // The link that was mailed is the one that works.
      const aceito = await comSmtp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/convite',
        payload: { token, name: 'Olga Operadora', password: 'senha-da-olga' },
      })
      expect(aceito.statusCode, aceito.body).toBe(200)
      // With SMTP the person signs in from the confirmation link mailed next (cadastro-confirmacao tests).
      expect(aceito.json()).toMatchObject({ confirmar_email: true, email })
      expect(aceito.headers['set-cookie']).toBeUndefined()
    } finally {
      await comSmtp.close()
      await smtp.close()
    }
  })

  it('reports a send that failed, so the admin copies the link instead', async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    const comSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    try {
      const { admin } = await buildCompany(comSmtp)
      const email = uniqueEmail()
      const res = await call(comSmtp, admin, 'POST', '/api/convites', { email, role: 'operador' })
      expect(res.statusCode).toBe(201)
      expect(res.json().enviado_por_email).toBe(false)
      const [saida] = await comSmtp.handle.db.select().from(emailsSaida).where(eq(emailsSaida.para, email))
      expect(saida.status).toBe('erro')
    } finally {
      await comSmtp.close()
    }
  })
})
