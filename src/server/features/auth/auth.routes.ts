import { getCookies, parseCookies, parseSetCookieHeader } from 'better-auth/cookies'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { somenteLeitura } from '../../../shared/assinatura/assinatura'
import { authMessages, cadastroResponse, signInInput, signUpInput } from '../../../shared/auth/auth.schemas'
import { mensagemContaBloqueada } from '../../../shared/auth/bloqueio-login'
import { demoCredentials, meResponse } from '../../../shared/auth/me.schemas'
import { aceitarConviteInput } from '../../../shared/usuarios/convites.schemas'
import { AppError, notFound } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { copyResponseHead, toHeaders } from '../../http/web-request'
import { registrarAcesso, registrarAcessoPorEmail, registrarFalhaDeEntrada } from '../atividades/autenticacao'
import { getDemoCredentials } from '../demo/demo.service'
import { aceitarConvite } from '../usuarios/convites/convites.service'
import { CONFIRMACAO_CALLBACK } from './auth'
import { endAllSessions, signUp } from './auth.service'
import { bloqueioAtivo, limparTentativas, registrarFalhaLogin } from './bloqueio-login.service'
import { aceitarConviteComConfirmacao, cadastrarComConfirmacao } from './cadastro-confirmacao.service'
import type { Tenant } from './tenant.service'

const userView = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) })

/** better-auth's error codes, in the user's language. */
const authErrorMessages: Record<string, [number, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, authMessages.credenciaisInvalidas],
  INVALID_EMAIL: [401, authMessages.credenciaisInvalidas],
  USUARIO_INATIVO: [403, authMessages.usuarioInativo],
  EMAIL_NOT_VERIFIED: [403, authMessages.emailNaoConfirmado],
  INVALID_ORIGIN: [403, 'Origem da requisição não permitida'],
  MISSING_OR_NULL_ORIGIN: [403, 'Origem da requisição não permitida'],
}

/** Turns a failed better-auth response into Bancada's error body. */
async function toAppError(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
  const known = body.code ? authErrorMessages[body.code] : undefined
  if (known) return new AppError(known[0], body.code!, known[1])
  if (response.status === 401) return new AppError(401, 'UNAUTHENTICATED', authMessages.credenciaisInvalidas)
  return new AppError(Math.min(response.status, 500), 'AUTH_ERROR', authMessages.erroLogin)
}

function meView({ user, empresa, role, permissions }: Tenant) {
  return { user, empresa: { ...empresa, somente_leitura: somenteLeitura(empresa) }, role, permissions }
}

export function authRoutes(app: App, ctx: AppContext) {
  const authRateLimit = { max: ctx.config.rateLimit.authMax, timeWindow: ctx.config.rateLimit.authWindowMs }

  const db = ctx.handle.db
  const sessionCookie = getCookies(ctx.auth.options).sessionToken.name
  const logErro = (req: FastifyRequest, mensagem: string) => (error: unknown) =>
    req.log.error({ err: error }, mensagem)

  /**
   * Signs in through better-auth and forwards its session cookie. A locked account is refused before its
   * password is checked; a wrong password counts towards the lockout (issue 22 item 8).
   */
  async function signInAndForward(
    req: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; password: string; rememberMe?: boolean },
  ) {
    const agora = new Date()
    const ate = await bloqueioAtivo(db, body.email, agora)
    if (ate) {
      // The company's log shows attempts on the locked account too (issue 29): someone may still be trying.
      await registrarFalhaDeEntrada(db, body.email, 'bloqueada')
      reply.header('retry-after', String(Math.ceil((ate.getTime() - agora.getTime()) / 1000)))
      throw new AppError(429, 'CONTA_BLOQUEADA', mensagemContaBloqueada(ate, agora), undefined, {
        tentar_apos: ate.toISOString(),
      })
    }
    const response = await ctx.auth.api.signInEmail({
      // callbackURL: where the confirmation link mailed to an unconfirmed account lands.
      body: { ...body, callbackURL: CONFIRMACAO_CALLBACK },
      headers: toHeaders(req),
      asResponse: true,
    })
    if (!response.ok) {
      const error = await toAppError(response)
      if (error.status === 401) {
        await registrarFalhaLogin(db, ctx.config, body.email, logErro(req, 'falha ao avisar do bloqueio'))
        // The company's activity log shows the attempt (its e-mail, never the password typed).
        await registrarFalhaDeEntrada(db, body.email)
      }
      throw error
    }
    await limparTentativas(db, body.email)
    const { user } = (await response.json()) as { user: { id: string; name: string; email: string } }
    await registrarAcesso(db, user.id, { entidade: 'sessao', acao: 'entrou' })
    copyResponseHead(response, reply)
    return { user: { id: user.id, name: user.name, email: user.email } }
  }

  /**
   * The user of the session better-auth's `response` starts, if it starts one: a session cookie the
   * request did not already carry (following the link while signed in as the same user keeps the session).
   */
  async function usuarioDaNovaSessao(req: FastifyRequest, response: Response): Promise<string | null> {
    const token = response.headers
      .getSetCookie()
      .map((c) => parseSetCookieHeader(c).get(sessionCookie)?.value)
      .find(Boolean)
    if (!token || token === parseCookies(req.headers.cookie ?? '').get(sessionCookie)) return null
    const cookie = `${sessionCookie}=${encodeURIComponent(token)}`
    const lida = await ctx.auth.api.getSession({ headers: new Headers({ cookie }) })
    return lida?.user.id ?? null
  }

  /** With SMTP, sign-up answers this whatever the email: the email itself says what happened. */
  const confirmacaoEnviada = (email: string) => ({
    confirmar_email: true as const,
    email,
    message: authMessages.confirmacaoEnviada(email),
  })

  app.post(
    '/api/auth/sign-up/email',
    {
      schema: { body: signUpInput, response: { 200: cadastroResponse } },
      config: { rateLimit: authRateLimit },
    },
    async (req, reply) => {
      if (ctx.config.smtpUrl) {
        await cadastrarComConfirmacao(ctx, req.body, logErro(req, 'falha ao enviar o email do cadastro'))
        return confirmacaoEnviada(req.body.email)
      }
      await signUp(db, req.body)
      return signInAndForward(req, reply, { email: req.body.email, password: req.body.password })
    },
  )

  // Sign-up through an invitation (DESIGN §3): joins the inviting company with the invited profile.
  app.post(
    '/api/auth/sign-up/convite',
    {
      schema: { body: aceitarConviteInput, response: { 200: cadastroResponse } },
      config: { rateLimit: authRateLimit },
    },
    async (req, reply) => {
      if (ctx.config.smtpUrl) {
        const { email } = await aceitarConviteComConfirmacao(
          ctx,
          req.body,
          logErro(req, 'falha ao enviar o email do convite aceito'),
        )
        return confirmacaoEnviada(email)
      }
      const { email } = await aceitarConvite(db, req.body)
      await registrarAcessoPorEmail(db, email, { entidade: 'convites', acao: 'aceitou_convite' })
      return signInAndForward(req, reply, { email, password: req.body.password })
    },
  )

  // The link of the confirmation email: better-auth confirms the email, signs the person in and
  // redirects to the web page that says so (or, for a bad or expired link, to the same page with ?error=).
  app.get('/api/auth/verify-email', { config: { rateLimit: authRateLimit } }, async (req, reply) => {
    const response = await ctx.auth.handler(
      new Request(new URL(req.url, ctx.config.baseUrl), { headers: toHeaders(req) }),
    )
    // The link signs its holder in: the same 'entrou' entry as a sign-in with the password.
    const userId = await usuarioDaNovaSessao(req, response)
    if (userId) await registrarAcesso(db, userId, { entidade: 'sessao', acao: 'entrou' })
    copyResponseHead(response, reply)
    return reply.send(await response.text())
  })

  app.post(
    '/api/auth/sign-in/email',
    { schema: { body: signInInput, response: { 200: userView } }, config: { rateLimit: authRateLimit } },
    async (req, reply) => signInAndForward(req, reply, req.body),
  )

  // Global sign-out (SPEC §4): every session of the user ends, then the cookie is cleared.
  app.post(
    '/api/auth/sign-out',
    {
      config: {
        auth: true,
        somenteLeitura: 'permitido',
        auditoria: { entidade: 'sessao', acao: 'saiu', categoria: 'seguranca' },
      },
    },
    async (req, reply) => {
      const response = await ctx.auth.api.signOut({ headers: toHeaders(req), asResponse: true })
      await endAllSessions(ctx.handle.db, ctx.sessions, tenantOf(req).userId)
      copyResponseHead(response, reply)
      return reply.status(200).send({ ok: true })
    },
  )

  // Only the session read is exposed from better-auth; its other endpoints (admin, user updates …)
  // are unreachable: user management goes through Bancada's company-scoped routes.
  app.get('/api/auth/get-session', async (req, reply) => {
    const response = await ctx.auth.handler(
      new Request(new URL(req.url, ctx.config.baseUrl), { headers: toHeaders(req) }),
    )
    copyResponseHead(response, reply)
    return reply.send(await response.text())
  })
  app.all('/api/auth/*', { schema: { hide: true } }, async () => {
    throw notFound('Rota não encontrada')
  })

  app.get('/api/me', { config: { auth: true }, schema: { response: { 200: meResponse } } }, async (req) =>
    meView(tenantOf(req)),
  )

  // The web app's first question, on every page: who is signed in, if anyone. Signed out is an answer
  // (null), not an error: a visit of /auth logs no failed request in the browser's console.
  app.get(
    '/api/sessao',
    { config: { auth: 'opcional' }, schema: { response: { 200: meResponse.nullable() } } },
    async (req) => (req.tenant ? meView(req.tenant) : null),
  )

  // The auth screen's hint; null on a server without the demo company (not an error either).
  app.get('/api/demo', { schema: { response: { 200: demoCredentials.nullable() } } }, async () =>
    getDemoCredentials(ctx.config),
  )
}
