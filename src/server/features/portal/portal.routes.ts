import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  aprovarOrcamentoInput,
  orcamentoLinkView,
  portalFotoParams,
  portalNotaParams,
  portalOrcamentoView,
  portalTokenParams,
  recusarOrcamentoInput,
} from '../../../shared/portal/portal.schemas'
import { AppError } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { sendImagem } from '../../http/upload'
import type { FileStorage } from '../../storage/file-storage'
import { auditarLink } from '../atividades/auditoria-de-rotas'
import { logoStorage, parseLogoKey } from '../empresa/empresa-logo.storage'
import { notaStorage } from '../fiscal/notas.storage'
import { fotoStorage } from '../os/fotos/fotos.storage'
import {
  aprovarOrcamentoPublico,
  arquivoPublico,
  type Evidencia,
  lerOrcamentoPublico,
  recusarOrcamentoPublico,
} from './portal.service'
import { linkDaOs } from './portal-links'
import { danfsePublica } from './portal-notas'

const evidenciaDe = (req: FastifyRequest): Evidencia => ({
  ip: req.ip || null,
  userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
})

async function enviarImagem(reply: FastifyReply, storage: FileStorage, key: string, mime: string) {
  const stream = await storage.get(key)
  if (!stream) throw new AppError(404, 'NOT_FOUND', 'Imagem não encontrada')
  // The link is the credential: never kept by shared caches.
  reply.header('cache-control', 'private, max-age=3600')
  return sendImagem(reply, stream, mime)
}

/**
 * The public quote page's API (issue 9, DESIGN §10): the staff's 'Link do orçamento' and, without a
 * session, the customer's read, approval and refusal through the link. The link is the credential;
 * reads and answers are rate limited per IP so tokens cannot be tried in bulk.
 */
export function portalRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const { rateLimit } = ctx.config
  // Answers and the page's data: the sign-in limit. Images: the API's general limit (a page has several).
  const limiteEstrito = { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.authWindowMs } }
  const limiteLeitura = { rateLimit: { max: rateLimit.apiMax, timeWindow: rateLimit.apiWindowMs } }
  const fotos = fotoStorage(ctx.config)
  const logos = logoStorage(ctx.config)
  const notas = notaStorage(ctx.config)

  // Edit: the link hands the quote to someone outside the company, like 'Enviar Orçamento'.
  app.post(
    '/api/os/:id/link',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: orcamentoLinkView } },
    },
    async (req) => linkDaOs(db, ctx.config, tenantOf(req), req.params.id),
  )

  app.get(
    '/api/public/orcamentos/:token',
    {
      config: limiteLeitura,
      schema: { params: portalTokenParams, response: { 200: portalOrcamentoView } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return lerOrcamentoPublico(db, req.params.token)
    },
  )

  app.post(
    '/api/public/orcamentos/:token/aprovar',
    {
      config: limiteEstrito,
      schema: {
        params: portalTokenParams,
        body: aprovarOrcamentoInput,
        response: { 200: portalOrcamentoView },
      },
    },
    async (req) => aprovarOrcamentoPublico(db, req.params.token, req.body, evidenciaDe(req)),
  )

  app.post(
    '/api/public/orcamentos/:token/recusar',
    {
      config: limiteEstrito,
      schema: {
        params: portalTokenParams,
        body: recusarOrcamentoInput,
        response: { 200: portalOrcamentoView },
      },
    },
    async (req) => recusarOrcamentoPublico(db, req.params.token, req.body, evidenciaDe(req)),
  )

  app.get(
    '/api/public/orcamentos/:token/logo',
    { config: limiteLeitura, schema: { params: portalTokenParams } },
    async (req, reply) => {
      const { key } = await arquivoPublico(db, req.params.token)
      return enviarImagem(reply, logos, key, parseLogoKey(key).mime)
    },
  )

  app.get(
    '/api/public/orcamentos/:token/fotos/:fotoId',
    { config: limiteLeitura, schema: { params: portalFotoParams } },
    async (req, reply) => {
      const foto = await arquivoPublico(db, req.params.token, req.params.fotoId)
      return enviarImagem(reply, fotos, foto.key, foto.mime ?? 'application/octet-stream')
    },
  )

  // The DANFSE of the OS's authorized NFS-e (issue 28): the customer's copy, sent by WhatsApp.
  app.get(
    '/api/public/orcamentos/:token/notas/:notaId/danfse',
    {
      config: {
        ...limiteLeitura,
        // The customer's copy is a download of personal data like the staff's (notas.routes.ts).
        auditoria: { entidade: 'notas_fiscais', acao: 'baixou', descricao: 'DANFSE', categoria: 'seguranca' },
      },
      schema: { params: portalNotaParams },
    },
    async (req, reply) => {
      const { key, filename, empresaId } = await danfsePublica(db, req.params.token, req.params.notaId)
      const stream = await notas.get(key)
      if (!stream) throw new AppError(404, 'NOT_FOUND', 'Nota fiscal não encontrada')
      auditarLink(req, empresaId, req.params.notaId)
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(stream)
    },
  )
}
