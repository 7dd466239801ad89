import { z } from 'zod'
import {
  emailsEmpresaList,
  emailsEmpresaQuery,
  emailsEmpresaMessages as m,
} from '../../../shared/email/emails-empresa.schemas'
import { compartilharMessages } from '../../../shared/os/compartilhar.schemas'
import { withTenant } from '../../db/with-tenant'
import { conflict } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { enviarConfirmacao } from '../auth/cadastro-confirmacao.service'
import { apenasAdmin } from '../usuarios/usuarios.routes'
import { contaDaEmpresa, listarEmailsDaEmpresa } from './emails-empresa.service'

/** Configurações > Emails (admin) and the share dialog's 'Reenviar email de confirmação' (issue 22 item 1). */
export function emailsEmpresaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/empresa/emails',
    {
      config: apenasAdmin,
      schema: { querystring: emailsEmpresaQuery, response: { 200: emailsEmpresaList } },
    },
    async (req) => listarEmailsDaEmpresa(db, ctx.config, tenantOf(req), req.query.page),
  )

  // Any member may ask: the link goes to the account's own address, never to the one who asks.
  app.post(
    '/api/empresa/confirmacao-email',
    {
      config: {
        auth: true,
        rateLimit: { max: ctx.config.rateLimit.authMax, timeWindow: ctx.config.rateLimit.authWindowMs },
        auditoria: {
          entidade: 'empresas',
          acao: 'reenviou_confirmacao',
          descricao: 'Link de confirmação do email da conta reenviado',
        },
      },
      schema: { response: { 200: z.object({ message: z.string() }) } },
    },
    async (req) => {
      if (!ctx.config.smtpUrl)
        throw conflict('EMAIL_NAO_CONFIGURADO', compartilharMessages.smtpNaoConfigurado)
      const tenant = tenantOf(req)
      const conta = await withTenant(db, tenant, (tx) => contaDaEmpresa(tx, tenant.empresaId))
      if (!conta) throw conflict('SEM_CONTA', m.contaNaoConfirmada)
      if (conta.confirmado) throw conflict('EMAIL_JA_CONFIRMADO', m.jaConfirmada)
      await enviarConfirmacao(ctx, conta.email)
      return { message: m.confirmacaoReenviada }
    },
  )
}
