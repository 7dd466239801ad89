import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { empresaMessages } from '../../../shared/empresa/empresa.messages'
import { LOGO_MAX_BYTES, logoMessages } from '../../../shared/empresa/empresa-logo'
import { AppError } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { readArquivo, sendImagem, type UploadRules } from '../../http/upload'
import { findLogo, logoGrandeDemais, removeLogo, saveLogo } from './empresa-logo.service'
import { logoStorage } from './empresa-logo.storage'

/** Room for the multipart boundary and headers around a 1 MB file. */
const MULTIPART_OVERHEAD = 16 * 1024

const envioInvalido = (message: string = logoMessages.envioInvalido) =>
  new AppError(400, 'VALIDATION', message, { arquivo: message })

/** The logo accepts the one file `arquivo`, at most 1 MB. */
const logoUpload: UploadRules = {
  maxBytes: LOGO_MAX_BYTES,
  overhead: MULTIPART_OVERHEAD,
  grandeDemais: logoGrandeDemais,
  umPorVez: () => envioInvalido(logoMessages.umPorVez),
  invalido: () => envioInvalido(),
  naoMultipart: () => new AppError(415, 'VALIDATION', logoMessages.naoMultipart),
}

async function readLogo(req: FastifyRequest): Promise<Buffer> {
  const { data } = await readArquivo(req, logoUpload)
  if (!data || data.length === 0) throw envioInvalido(logoMessages.semArquivo)
  return data
}

// The auth hook checks it before the body is read: a non-admin gets 403 whatever it sends.
const soAdmin = { papeis: { permitidos: ['admin'], mensagem: empresaMessages.apenasAdmin } } as const

const logoQuery = z.object({ v: z.string().max(100).optional() })

/** POST, GET, DELETE /api/empresa/logo: the logo printed on documents; members read it, the admin sets it. */
export function empresaLogoRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const storage = logoStorage(ctx.config)

  // The multipart parser exists only in this scope: no other route of this feature accepts multipart.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>()
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: LOGO_MAX_BYTES,
        fields: 2,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 3,
        headerPairs: 20,
      },
    })

    scope.post(
      '/api/empresa/logo',
      {
        config: soAdmin,
        schema: {
          consumes: ['multipart/form-data'],
          description: 'Multipart: arquivo `arquivo` (PNG, JPEG ou WebP, até 1 MB, conferido pelo conteúdo).',
          response: { 201: z.object({ logo_url: z.string() }) },
        },
      },
      async (req, reply) => {
        const data = await readLogo(req)
        const logo = await saveLogo(db, storage, tenantOf(req), data, (error, key) =>
          req.log.error({ err: error, key }, 'could not remove a replaced logo file'),
        )
        return reply.status(201).send(logo)
      },
    )
  })

  app.get(
    '/api/empresa/logo',
    {
      config: { auth: true },
      schema: { description: 'A imagem do logo (com o cookie de sessão).', querystring: logoQuery },
    },
    async (req, reply) => {
      const logo = await findLogo(db, tenantOf(req))
      const etag = `"${logo.id}"`
      // The settings link to `?v=<id>`: that URL never changes content, so it is cached for good; any
      // other asks the server each time and gets a 304 while the logo is the same.
      reply
        .header('etag', etag)
        .header(
          'cache-control',
          req.query.v === logo.id ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
      if (req.headers['if-none-match'] === etag) return reply.status(304).send()
      const stream = await storage.get(logo.key)
      if (!stream) {
        req.log.error({ key: logo.key }, 'logo file missing from storage')
        throw new AppError(404, 'NOT_FOUND', logoMessages.semLogo)
      }
      return sendImagem(reply, stream, logo.mime)
    },
  )

  app.delete('/api/empresa/logo', { config: soAdmin }, async (req, reply) => {
    await removeLogo(db, storage, tenantOf(req), (error, key) =>
      req.log.error({ err: error, key }, 'could not remove a deleted logo file'),
    )
    return reply.status(204).send()
  })
}
