import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { portalFotoParams, portalTokenParams } from '../../../shared/portal/portal.schemas'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import {
  assinarNoBalcaoInput,
  assinarPeloPortalInput,
  atualizarVistoriaInput,
  criarVistoriaInput,
  osVistoriasParams,
  vistoriaFotoParams,
  vistoriaIdParams,
  vistoriaLinkView,
  vistoriaModeloInput,
  vistoriaModeloView,
  vistoriaPublicaView,
  vistoriaResumo,
  vistoriaView,
} from '../../../shared/vistoria/vistoria.schemas'
import { AppError } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { readArquivo, sendImagem, type UploadRules } from '../../http/upload'
import type { FileStorage } from '../../storage/file-storage'
import {
  atualizarVistoria,
  corrigirVistoria,
  criarVistoria,
  listarVistorias,
  obterVistoria,
} from './vistoria.service'
import { vistoriaStorage } from './vistoria.storage'
import { assinarNoBalcao, type Origem } from './vistoria-assinatura'
import {
  acharFoto,
  adicionarFoto,
  FOTO_MAX_BYTES,
  fotoGrandeDemais,
  fotoInvalida,
  fotoMessages,
  removerFoto,
} from './vistoria-fotos'
import { linkDaVistoria } from './vistoria-links'
import { obterModelo, salvarModelo } from './vistoria-modelo'
import { assinarPeloPortal, fotoPublica, vistoriaPublica } from './vistoria-publica'

const origemDe = (req: FastifyRequest): Origem => ({
  ip: req.ip || null,
  userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
})

const fotoUpload: UploadRules = {
  maxBytes: FOTO_MAX_BYTES,
  overhead: 64 * 1024,
  grandeDemais: fotoGrandeDemais,
  umPorVez: () => fotoInvalida(fotoMessages.umaPorVez),
  invalido: () => new AppError(400, 'VALIDATION', 'Envio de foto inválido'),
  naoMultipart: () => new AppError(400, 'VALIDATION', 'Envie a foto como multipart/form-data'),
}

async function enviarFoto(
  reply: FastifyReply,
  storage: FileStorage,
  foto: { arquivo: string; mime: string; tamanho: number },
) {
  const stream = await storage.get(foto.arquivo)
  if (!stream) throw new AppError(404, 'NOT_FOUND', m.fotoNaoEncontrada)
  reply.header('content-length', foto.tamanho).header('cache-control', 'private, max-age=3600')
  return sendImagem(reply, stream, foto.mime)
}

/**
 * The check-in and check-out inspection (issue 26) under module `os`: view reads, edit writes and
 * collects the signature; the company's template is the admin's. Without a session, the customer reviews
 * and signs through the link (rate limited per IP like the quote page).
 */
export function vistoriaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const storage = vistoriaStorage(ctx.config)
  const { rateLimit } = ctx.config
  const limiteEstrito = { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.authWindowMs } }
  const limiteLeitura = { rateLimit: { max: rateLimit.apiMax, timeWindow: rateLimit.apiWindowMs } }

  app.get(
    '/api/vistorias/modelo',
    { config: { permission: ['os', 'view'] }, schema: { response: { 200: vistoriaModeloView } } },
    async (req) => obterModelo(db, tenantOf(req)),
  )
  app.put(
    '/api/vistorias/modelo',
    {
      config: { papeis: { permitidos: ['admin'], mensagem: m.apenasAdmin } },
      schema: { body: vistoriaModeloInput, response: { 200: vistoriaModeloView } },
    },
    async (req) => salvarModelo(db, tenantOf(req), req.body),
  )

  app.get(
    '/api/os/:id/vistorias',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: osVistoriasParams, response: { 200: z.array(vistoriaResumo) } },
    },
    async (req) => listarVistorias(db, tenantOf(req), req.params.id),
  )
  app.post(
    '/api/os/:id/vistorias',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: osVistoriasParams, body: criarVistoriaInput, response: { 201: vistoriaView } },
    },
    async (req, reply) =>
      reply.status(201).send(await criarVistoria(db, tenantOf(req), req.params.id, req.body.tipo)),
  )
  app.get(
    '/api/vistorias/:id',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: vistoriaIdParams, response: { 200: vistoriaView } },
    },
    async (req) => obterVistoria(db, tenantOf(req), req.params.id),
  )
  app.patch(
    '/api/vistorias/:id',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: vistoriaIdParams, body: atualizarVistoriaInput, response: { 200: vistoriaView } },
    },
    async (req) => atualizarVistoria(db, tenantOf(req), req.params.id, req.body),
  )
  app.post(
    '/api/vistorias/:id/assinar',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: vistoriaIdParams, body: assinarNoBalcaoInput, response: { 200: vistoriaView } },
    },
    async (req) => assinarNoBalcao(db, tenantOf(req), req.params.id, req.body, origemDe(req)),
  )
  app.post(
    '/api/vistorias/:id/corrigir',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: vistoriaIdParams, response: { 201: vistoriaView } },
    },
    async (req, reply) => reply.status(201).send(await corrigirVistoria(db, tenantOf(req), req.params.id)),
  )
  // Edit, as the quote's link: it hands the inspection to someone outside the company.
  app.post(
    '/api/vistorias/:id/link',
    {
      config: { permission: ['os', 'edit'] },
      schema: { params: vistoriaIdParams, response: { 200: vistoriaLinkView } },
    },
    async (req) => linkDaVistoria(db, ctx.config, tenantOf(req), req.params.id),
  )

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>()
    await scope.register(multipart, {
      limits: { files: 1, fileSize: FOTO_MAX_BYTES, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
    })
    scope.post(
      '/api/vistorias/:id/fotos',
      {
        config: { permission: ['os', 'edit'] },
        schema: {
          consumes: ['multipart/form-data'],
          description: 'Multipart: arquivo `arquivo` (JPEG, PNG ou WebP, até 5 MB, conferido pelo conteúdo).',
          params: vistoriaIdParams,
          response: { 201: z.object({ id: z.uuid(), url: z.string() }) },
        },
      },
      async (req, reply) => {
        const { data } = await readArquivo(req, fotoUpload)
        if (!data || data.length === 0) throw fotoInvalida(fotoMessages.semArquivo)
        return reply.status(201).send(await adicionarFoto(db, storage, tenantOf(req), req.params.id, data))
      },
    )
  })
  app.get(
    '/api/vistorias/:id/fotos/:fotoId',
    {
      config: { permission: ['os', 'view'] },
      schema: { description: 'A imagem (com o cookie de sessão).', params: vistoriaFotoParams },
    },
    async (req, reply) =>
      enviarFoto(reply, storage, await acharFoto(db, tenantOf(req), req.params.id, req.params.fotoId)),
  )
  app.delete(
    '/api/vistorias/:id/fotos/:fotoId',
    { config: { permission: ['os', 'edit'] }, schema: { params: vistoriaFotoParams } },
    async (req, reply) => {
      await removerFoto(db, storage, tenantOf(req), req.params.id, req.params.fotoId, (error, arquivo) =>
        req.log.error({ err: error, arquivo }, 'could not remove a deleted inspection photo file'),
      )
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/public/vistorias/:token',
    { config: limiteLeitura, schema: { params: portalTokenParams, response: { 200: vistoriaPublicaView } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return vistoriaPublica(db, req.params.token)
    },
  )
  app.get(
    '/api/public/vistorias/:token/fotos/:fotoId',
    { config: limiteLeitura, schema: { params: portalFotoParams } },
    async (req, reply) =>
      enviarFoto(reply, storage, await fotoPublica(db, req.params.token, req.params.fotoId)),
  )
  app.post(
    '/api/public/vistorias/:token/assinar',
    {
      config: limiteEstrito,
      schema: {
        params: portalTokenParams,
        body: assinarPeloPortalInput,
        response: { 200: vistoriaPublicaView },
      },
    },
    async (req) => assinarPeloPortal(db, req.params.token, req.body, origemDe(req)),
  )
}
