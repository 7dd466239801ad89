import { getCookies, parseCookies } from 'better-auth/cookies'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { alterarSenhaInput, perfilView, updatePerfilInput } from '../../../shared/perfil/perfil.schemas'
import { withTenant } from '../../db/with-tenant'
import { unauthorized } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { registrarAtividade } from '../atividades/registrar'
import { getPerfil, updatePerfil } from './perfil.service'
import { alterarSenha } from './senha.service'

/**
 * 'Meu Perfil' (DESIGN §10): GET, PATCH /api/perfil and POST /api/perfil/senha. Any signed-in member, on
 * its own data only: no route takes a user id, the tenant set by the auth hook says whose data it is.
 */
export function perfilRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const sessionCookie = getCookies(ctx.auth.options).sessionToken.name

  /** The session token part of this request's cookie (`token.signature`), already validated by the hook. */
  function sessionTokenOf(req: FastifyRequest): string {
    const token = parseCookies(req.headers.cookie ?? '')
      .get(sessionCookie)
      ?.split('.')[0]
    if (!token) throw unauthorized()
    return token
  }

  app.get('/api/perfil', { config: { auth: true }, schema: { response: { 200: perfilView } } }, async (req) =>
    getPerfil(db, tenantOf(req)),
  )

  app.patch(
    '/api/perfil',
    { config: { auth: true }, schema: { body: updatePerfilInput, response: { 200: perfilView } } },
    async (req) => {
      const tenant = tenantOf(req)
      const perfil = await updatePerfil(db, tenant, req.body)
      // The name lives in the identity's row (not a company's table): the log says which fields changed.
      await withTenant(db, tenant, (tx) =>
        registrarAtividade(tx, {
          entidade: 'usuarios',
          entidadeId: tenant.userId,
          acao: 'alterou_perfil',
          descricao: `Campos: ${Object.keys(req.body).join(', ')}`,
        }),
      )
      // The remembered sessions carry the old name (/api/me, the shell): forget them after the commit.
      ctx.sessions.forgetUser(tenant.userId)
      return perfil
    },
  )

  app.post(
    '/api/perfil/senha',
    {
      config: {
        auth: true,
        // Changing one's own password is a security action: allowed in a read-only company too.
        somenteLeitura: 'permitido',
        rateLimit: { max: ctx.config.rateLimit.authMax, timeWindow: ctx.config.rateLimit.authWindowMs },
      },
      schema: { body: alterarSenhaInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      await alterarSenha(db, ctx.sessions, tenant, sessionTokenOf(req), req.body)
      // Never a value: only that it changed.
      await withTenant(db, tenant, (tx) =>
        registrarAtividade(tx, {
          entidade: 'usuarios',
          entidadeId: tenant.userId,
          acao: 'alterou_senha',
          categoria: 'seguranca',
        }),
      )
      return { ok: true as const }
    },
  )
}
