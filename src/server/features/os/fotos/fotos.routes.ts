import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { osFotoView } from '../../../../shared/os/os.schemas'
import { AppError } from '../../../http/errors'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import {
  addFoto,
  FOTO_MAX_BYTES,
  type FotoTipo,
  findFoto,
  fotoGrandeDemais,
  fotoInvalida,
  fotoMessages,
  fotoTipos,
  removeFoto,
} from './fotos.service'
import { fotoStorage } from './fotos.storage'

const osParams = z.object({ id: z.uuid({ error: fotoMessages.osNaoEncontrada }) })
const fotoParams = osParams.extend({ fotoId: z.uuid({ error: fotoMessages.fotoNaoEncontrada }) })

/** Room for the multipart boundaries and the `tipo` field around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024

const tipoInvalido = () =>
  new AppError(400, 'VALIDATION', fotoMessages.tipoInvalido, { tipo: fotoMessages.tipoInvalido })

/** The multipart plugin's own refusals, in the API's words (DESIGN §8). */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fotoGrandeDemais()
    case 'FST_FILES_LIMIT':
      return fotoInvalida(fotoMessages.umaPorVez)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(400, 'VALIDATION', 'Envio de foto inválido')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, 'VALIDATION', 'Envie a foto como multipart/form-data')
    default:
      // Busboy's "Unexpected end of form" and similar: a malformed body is bad input, not a 500.
      if (error instanceof Error && !(error instanceof AppError) && !('statusCode' in error)) {
        return new AppError(400, 'VALIDATION', 'Envio de foto inválido')
      }
      return error
  }
}

/** Reads `tipo` and the one file `arquivo` (at most 5 MB) from the multipart body. */
async function readUpload(req: FastifyRequest): Promise<{ tipo: FotoTipo; data: Buffer }> {
  const length = Number(req.headers['content-length'])
  if (Number.isFinite(length) && length > FOTO_MAX_BYTES + MULTIPART_OVERHEAD) throw fotoGrandeDemais()
  let tipo: string | undefined
  let data: Buffer | undefined
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'arquivo' || data) {
          part.file.resume()
          throw fotoInvalida(fotoMessages.umaPorVez)
        }
        data = await part.toBuffer()
      } else if (part.fieldname === 'tipo') {
        tipo = typeof part.value === 'string' ? part.value.trim() : undefined
      }
    }
  } catch (error) {
    throw multipartError(error)
  }
  if (!fotoTipos.includes(tipo as FotoTipo)) throw tipoInvalido()
  if (!data || data.length === 0) throw fotoInvalida(fotoMessages.semArquivo)
  return { tipo: tipo as FotoTipo, data }
}

/** Photos before and after the work (DESIGN §5): upload, download, delete, under module `os`. */
export function osFotosRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const storage = fotoStorage(ctx.config)

  // The multipart parser exists only in this scope: no other route accepts multipart bodies.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>()
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: FOTO_MAX_BYTES,
        fields: 4,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 5,
        headerPairs: 20,
      },
    })

    scope.post(
      '/api/os/:id/fotos',
      {
        config: { permission: ['os', 'edit'] },
        schema: {
          consumes: ['multipart/form-data'],
          description:
            'Multipart: campo `tipo` (antes|depois) e arquivo `arquivo` (JPEG, PNG ou WebP, até 5 MB, conferido pelo conteúdo).',
          params: osParams,
          response: { 201: osFotoView },
        },
      },
      async (req, reply) => {
        const upload = await readUpload(req)
        const foto = await addFoto(db, storage, tenantOf(req), req.params.id, upload)
        return reply.status(201).send(foto)
      },
    )

    scope.get(
      '/api/os/:id/fotos/:fotoId',
      {
        config: { permission: ['os', 'view'] },
        schema: { description: 'A imagem da foto (com o cookie de sessão).', params: fotoParams },
      },
      async (req, reply) => {
        const foto = await findFoto(db, tenantOf(req), req.params.id, req.params.fotoId)
        const stream = await storage.get(foto.arquivo)
        if (!stream) {
          req.log.error({ arquivo: foto.arquivo }, 'photo file missing from storage')
          throw new AppError(404, 'NOT_FOUND', fotoMessages.fotoNaoEncontrada)
        }
        return (
          reply
            .header('content-type', foto.mime)
            .header('content-length', foto.tamanho)
            .header('cache-control', 'private, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            // Opened on its own, the file is an image and nothing else: no script, no form, no frame.
            .header(
              'content-security-policy',
              "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
            )
            .header('content-disposition', 'inline')
            .send(stream)
        )
      },
    )

    scope.delete(
      '/api/os/:id/fotos/:fotoId',
      {
        config: { permission: ['os', 'edit'] },
        schema: { params: fotoParams },
      },
      async (req, reply) => {
        await removeFoto(db, storage, tenantOf(req), req.params.id, req.params.fotoId, (error, arquivo) =>
          req.log.error({ err: error, arquivo }, 'could not remove a deleted photo file'),
        )
        return reply.status(204).send()
      },
    )
  })
}
