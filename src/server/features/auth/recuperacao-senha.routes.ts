import { z } from 'zod'
import {
  esqueciSenhaInput,
  esqueciSenhaResponse,
  recuperacaoMessages,
  redefinirSenhaInput,
} from '../../../shared/auth/recuperacao-senha.schemas'
import type { App, AppContext } from '../../http/types'
import { registrarAcesso } from '../atividades/autenticacao'
import { redefinirSenha, solicitarRedefinicao } from './recuperacao-senha.service'

/**
 * Password recovery without a session: POST /api/auth/esqueci-senha and POST /api/auth/redefinir-senha.
 * Both are rate limited per IP like sign-in. (Static paths win over auth.routes' `/api/auth/*` 404.)
 */
export function recuperacaoSenhaRoutes(app: App, ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.authMax, timeWindow: ctx.config.rateLimit.authWindowMs }

  app.post(
    '/api/auth/esqueci-senha',
    { config: { rateLimit }, schema: { body: esqueciSenhaInput, response: { 200: esqueciSenhaResponse } } },
    async (req) => {
      const { por_email } = await solicitarRedefinicao(ctx.handle.db, ctx.config, req.body.email, (error) =>
        req.log.error({ err: error }, 'falha ao enviar o email de redefinição de senha'),
      )
      return {
        por_email,
        message: por_email ? recuperacaoMessages.linkEnviado : recuperacaoMessages.semEmail,
      }
    },
  )

  app.post(
    '/api/auth/redefinir-senha',
    {
      config: { rateLimit },
      schema: { body: redefinirSenhaInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) => {
      const userId = await redefinirSenha(ctx.handle.db, ctx.sessions, req.body)
      await registrarAcesso(ctx.handle.db, userId, { entidade: 'usuarios', acao: 'redefiniu_senha' })
      return { ok: true as const }
    },
  )
}
