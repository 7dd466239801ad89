import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../../db/client'
import { createTestApp } from '../../test/build-app'
import { buildCompany, buildUser, sessionCookie, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { startFakeSmtp } from '../../test/fake-smtp'
import { entradasDesde, ultimaEntrada, vezesNoLog } from './atividades-cobertura.mundo'

// Issue 29: signing in by the e-mail confirmation link is an 'entrou' like the password's, and every attempt
// on a locked account is a security entry of the user's company; never a password or the link's token.

const smtp = await startFakeSmtp()
// Two failures lock an account here (5 in production): the lockout comes in a few requests.
const t = await createTestApp({ SMTP_URL: smtp.url, LOGIN_BLOQUEIO_FALHAS: '2' })
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const SENHA_ERRADA = 'senha-errada-UVW-654'
const entrar = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } })
const abrir = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

const noLog = (texto: string) => vezesNoLog(t, texto)

/** The confirmation link mailed to `email` (its path and query). */
async function linkDeConfirmacao(email: string) {
  const mensagem = await vi.waitFor(
    () => {
      const m = smtp.recebidas.find((r) => r.para.includes(email) && /verify-email/.test(r.texto))
      if (!m) throw new Error('ainda não')
      return m
    },
    { timeout: 10_000, interval: 50 },
  )
  return /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(mensagem.texto)![1]!
}

const usuarioDoEmail = async (email: string) => {
  const [row] = await queryRows<{ user_id: string; empresa_id: string }>(
    t.handle.db,
    sql`select u.id as user_id, m.empresa_id from users u join membros m on m.user_id = u.id where u.email = ${email}`,
  )
  return row!
}

describe('signing in by the e-mail confirmation link', () => {
  it("writes 'entrou' by the new user, once: a link opened again or a bad link writes nothing", async () => {
    const email = uniqueEmail('confirmada')
    const cadastro = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Carla Confirmada',
        email,
        password: TEST_PASSWORD,
        nome_empresa: 'Oficina Confirmada',
      },
    })
    expect(cadastro.statusCode, cadastro.body).toBe(200)
    const link = await linkDeConfirmacao(email)
    const { user_id, empresa_id } = await usuarioDoEmail(email)

    const desde = await ultimaEntrada(t)
    const aberto = await abrir(link)
    expect(aberto.statusCode).toBe(302)
    expect(aberto.headers.location).toBe('/auth/email-confirmado')
    const cookie = sessionCookie(aberto.headers['set-cookie'])
    expect(await entradasDesde(t, empresa_id, desde)).toEqual([
      expect.objectContaining({
        entidade: 'sessao',
        entidade_id: user_id,
        acao: 'entrou',
        categoria: 'seguranca',
        origem: 'usuario',
        usuario_id: user_id,
        campos: null,
        descricao: null,
      }),
    ])
    const token = new URL(link, 'http://x').searchParams.get('token')!
    expect(await noLog(token)).toBe(0)

    // The e-mail is confirmed already: no new session, with or without the one the link started.
    const depois = await ultimaEntrada(t)
    for (const c of [undefined, cookie]) expect((await abrir(link, c)).statusCode).toBe(302)
    const ruim = await abrir(
      '/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fauth%2Femail-confirmado',
    )
    expect(ruim.headers.location).toBe('/auth/email-confirmado?error=INVALID_TOKEN')
    expect(await ultimaEntrada(t)).toBe(depois)
  })
})

describe('attempts on a locked account', () => {
  it("write 'falhou_entrar' saying the account is locked, right password or wrong, never the password", async () => {
    const { empresaId } = await buildCompany(t)
    const operador = await buildUser(t, empresaId, 'operador')
    const desde = await ultimaEntrada(t)
    for (let i = 0; i < 2; i++) expect((await entrar(operador.email, SENHA_ERRADA)).statusCode).toBe(401)
    const bloqueadas = [
      await entrar(operador.email, TEST_PASSWORD),
      await entrar(operador.email, SENHA_ERRADA),
    ]
    for (const res of bloqueadas) {
      expect(res.statusCode).toBe(429)
      expect(res.json().error.code).toBe('CONTA_BLOQUEADA')
    }

    const recusa = (descricao: string) =>
      expect.objectContaining({
        entidade: 'sessao',
        entidade_id: operador.userId,
        acao: 'falhou_entrar',
        categoria: 'seguranca',
        origem: 'usuario',
        usuario_id: null,
        campos: null,
        descricao,
      })
    const senha = recusa(`Senha incorreta ao entrar com ${operador.email}`)
    const bloqueada = recusa(`Conta bloqueada: tentativa de entrar com ${operador.email}`)
    expect(await entradasDesde(t, empresaId, desde)).toEqual([senha, senha, bloqueada, bloqueada])
    expect(await noLog(SENHA_ERRADA)).toBe(0)
    expect(await noLog(TEST_PASSWORD)).toBe(0)
  })

  it('writes nothing for a locked e-mail of no user: there is no company to tell', async () => {
    const ninguem = uniqueEmail('ninguem')
    for (let i = 0; i < 2; i++) expect((await entrar(ninguem, SENHA_ERRADA)).statusCode).toBe(401)
    const antes = await ultimaEntrada(t)
    expect((await entrar(ninguem, SENHA_ERRADA)).statusCode).toBe(429)
    expect(await ultimaEntrada(t)).toBe(antes)
  })
})
