import { z } from 'zod'
import { notaView } from '../../../shared/fiscal/fiscal.schemas'
import { cancelarNotaInput, notasDaOsView } from '../../../shared/fiscal/notas.schemas'
import { idParams } from '../../../shared/http/lista'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { cancelarNota } from './cancelamento.service'
import { type DepsNotas, emitirNotaDaOs } from './emissao.service'
import { atualizarNota, documentoDaNota, notasDaOs } from './notas.service'
import { notaStorage } from './notas.storage'

/**
 * The NFS-e of an OS (issue 28), module `fiscal`: view reads the notes and their documents and asks the
 * provider again, create issues (and re-issues after an error), delete cancels. The provider is called
 * after each transaction's commit, never inside one.
 */
export function notasFiscaisRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const deps: DepsNotas = { config: ctx.config, storage: notaStorage(ctx.config) }

  app.get(
    '/api/os/:id/nfse',
    {
      config: { permission: ['fiscal', 'view'] },
      schema: { params: idParams, response: { 200: notasDaOsView } },
    },
    async (req) => notasDaOs(db, tenantOf(req), req.params.id),
  )

  app.post(
    '/api/os/:id/nfse',
    {
      config: { permission: ['fiscal', 'create'] },
      schema: {
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: notaView, 201: notaView },
      },
    },
    async (req, reply) => {
      const { nota, criada } = await emitirNotaDaOs(db, tenantOf(req), req.params.id, deps)
      return reply.status(criada ? 201 : 200).send(nota)
    },
  )

  app.post(
    '/api/notas-fiscais/:id/atualizar',
    {
      config: { permission: ['fiscal', 'view'] },
      schema: { params: idParams, body: z.strictObject({}).nullish(), response: { 200: notaView } },
    },
    async (req) => atualizarNota(db, tenantOf(req), req.params.id, deps),
  )

  app.post(
    '/api/notas-fiscais/:id/cancelar',
    {
      config: { permission: ['fiscal', 'delete'] },
      schema: { params: idParams, body: cancelarNotaInput, response: { 200: notaView } },
    },
    async (req) => cancelarNota(db, tenantOf(req), req.params.id, req.body.motivo, deps),
  )

  for (const tipo of ['danfse', 'xml'] as const) {
    app.get(
      `/api/notas-fiscais/:id/${tipo}`,
      {
        config: {
          permission: ['fiscal', 'view'],
          auditoria: {
            entidade: 'notas_fiscais',
            acao: 'baixou',
            descricao: tipo === 'xml' ? 'XML da NFS-e' : 'DANFSE',
            categoria: 'seguranca',
          },
        },
        schema: { params: idParams },
      },
      async (req, reply) => {
        const doc = await documentoDaNota(db, tenantOf(req), req.params.id, tipo, deps)
        return reply
          .type(doc.mime)
          .header('content-disposition', doc.disposicao)
          .header('cache-control', 'private, no-cache')
          .send(doc.conteudo)
      },
    )
  }
}
