import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { authMessages, signInInput, signUpInput } from '../../../shared/auth/auth.schemas'
import { demoCredentials, meResponse } from '../../../shared/auth/me.schemas'
import { somenteLeitura } from '../../../shared/planos/assinatura'
import { aceitarConviteInput } from '../../../shared/usuarios/convites.schemas'
import { AppError, notFound } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { copyResponseHead, toHeaders } from '../../http/web-request'
import { aceitarConvite } from '../convites/convites.service'
import { getDemoCredentials } from '../demo/demo.service'
import { endAllSessions, signUp } from './auth.service'
import type { Tenant } from './tenant.service'

const userView = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) })

/** better-auth's error codes, in the user's language. */
const authErrorMessages: Record<string, [number, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, authMessages.credenciaisInvalidas],
  INVALID_EMAIL: [401, authMessages.credenciaisInvalidas],
  USUARIO_INATIVO: [403, authMessages.usuarioInativo],
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

  /** Signs in through better-auth and forwards its session cookie. */
  async function signInAndForward(
    req: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; password: string; rememberMe?: boolean },
  ) {
    const response = await ctx.auth.api.signInEmail({ body, headers: toHeaders(req), asResponse: true })
    if (!response.ok) throw await toAppError(response)
    const { user } = (await response.json()) as { user: { id: string; name: string; email: string } }
    copyResponseHead(response, reply)
    return { user: { id: user.id, name: user.name, email: user.email } }
  }

  app.post(
    '/api/auth/sign-up/email',
    { schema: { body: signUpInput, response: { 200: userView } }, config: { rateLimit: authRateLimit } },
    async (req, reply) => {
      await signUp(ctx.handle.db, req.body)
      return signInAndForward(req, reply, { email: req.body.email, password: req.body.password })
    },
  )

  // Sign-up through an invitation (DESIGN §3): joins the inviting company with the invited profile.
  app.post(
    '/api/auth/sign-up/convite',
    {
      schema: { body: aceitarConviteInput, response: { 200: userView } },
      config: { rateLimit: authRateLimit },
    },
    async (req, reply) => {
      const { email } = await aceitarConvite(ctx.handle.db, req.body)
      return signInAndForward(req, reply, { email, password: req.body.password })
    },
  )

  app.post(
    '/api/auth/sign-in/email',
    { schema: { body: signInInput, response: { 200: userView } }, config: { rateLimit: authRateLimit } },
    async (req, reply) => signInAndForward(req, reply, req.body),
  )

  // Global sign-out (SPEC §4): every session of the user ends, then the cookie is cleared.
  app.post(
    '/api/auth/sign-out',
    { config: { auth: true, somenteLeitura: 'permitido' } },
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
