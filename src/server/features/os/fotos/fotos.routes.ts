import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { osFotoView } from '../../../../shared/os/os.schemas'
import { AppError } from '../../../http/errors'
import type { App, AppContext } from '../../../http/types'
import { tenantOf } from '../../../http/types'
import { readArquivo, sendImagem, type UploadRules } from '../../../http/upload'
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

/** A photo: the field `tipo` and the one file `arquivo`, at most 5 MB. */
const fotoUpload: UploadRules = {
  maxBytes: FOTO_MAX_BYTES,
  overhead: MULTIPART_OVERHEAD,
  grandeDemais: fotoGrandeDemais,
  umPorVez: () => fotoInvalida(fotoMessages.umaPorVez),
  invalido: () => new AppError(400, 'VALIDATION', 'Envio de foto inválido'),
  naoMultipart: () => new AppError(400, 'VALIDATION', 'Envie a foto como multipart/form-data'),
}

async function readUpload(req: FastifyRequest): Promise<{ tipo: FotoTipo; data: Buffer }> {
  const { data, campos } = await readArquivo(req, fotoUpload)
  const tipo = campos.get('tipo')
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
        reply
          .header('content-length', foto.tamanho)
          .header('cache-control', 'private, max-age=31536000, immutable')
        return sendImagem(reply, stream, foto.mime)
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
