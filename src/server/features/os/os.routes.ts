import { z } from 'zod'
import { idParams } from '../../../shared/http/lista'
import {
  createOsInput,
  osBulkStatusInput,
  osBulkStatusResult,
  osDeleteQuery,
  osDeleteResult,
  osListPage,
  osListQuery,
  osTransitionInput,
  osView,
  updateOsInput,
} from '../../../shared/os/os.schemas'
import { dbOf } from '../../http/tenant-transaction'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { vistoriaStorage } from '../vistoria/vistoria.storage'
import { osCompartilharRoutes } from './compartilhar/compartilhar.routes'
import { fotoStorage } from './fotos/fotos.storage'
import { createOs, getOs, updateOs } from './os.service'
import { osEstoqueRoutes } from './os-estoque.routes'
import { deleteOs } from './os-excluir.service'
import { exportOs } from './os-exportar'
import { listOs } from './os-lista.service'
import { osResumoCache } from './os-resumo-cache'
import { bulkTransition, marcarOrcamentoEnviado, transitionOs } from './os-status.service'
import { osPdfRoutes } from './pdf/os-pdf.routes'

/** The OS API of DESIGN §10, under module `os`; cancelling inside a transition also needs `os` delete. */
export function osRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const storage = fotoStorage(ctx.config)

  // Every OS write forgets the company's remembered list cards before its answer leaves, so the next
  // list shows the change (os-resumo-cache.ts).
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && req.tenant && reply.statusCode < 400 && req.url.startsWith('/api/os')) {
      osResumoCache.forget(req.tenant.empresaId)
    }
  })

  app.get(
    '/api/os',
    {
      config: { permission: ['os', 'view'] },
      schema: { querystring: osListQuery, response: { 200: osListPage } },
    },
    async (req) => listOs(db, tenantOf(req), req.query),
  )
  app.get(
    '/api/os/exportar',
    {
      config: {
        permission: ['os', 'view'],
        auditoria: { entidade: 'os', acao: 'exportou', categoria: 'seguranca' },
      },
      schema: {
        querystring: osListQuery.extend({ formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido' }) }),
      },
    },
    async (req, reply) => {
      const file = await exportOs(db, tenantOf(req), req.query, req.query.formato)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body)
    },
  )
  app.post(
    '/api/os',
    {
      config: { permission: ['os', 'create'], transaction: true },
      schema: { body: createOsInput, response: { 201: osView } },
    },
    async (req, reply) => {
      reply.status(201)
      return createOs(dbOf(req, db), tenantOf(req), req.body)
    },
  )
  app.post(
    '/api/os/status',
    {
      config: { permission: ['os', 'edit'] },
      schema: { body: osBulkStatusInput, response: { 200: osBulkStatusResult } },
    },
    async (req) => bulkTransition(db, tenantOf(req), req.body.ids, req.body.status, req.body.observacao),
  )
  app.delete(
    '/api/os',
    {
      config: { permission: ['os', 'delete'] },
      schema: { querystring: osDeleteQuery, response: { 200: osDeleteResult } },
    },
    async (req) =>
      deleteOs(db, { fotos: storage, vistorias: vistoriaStorage(ctx.config) }, tenantOf(req), req.query.ids),
  )
  app.get(
    '/api/os/:id',
    { config: { permission: ['os', 'view'] }, schema: { params: idParams, response: { 200: osView } } },
    async (req) => getOs(db, tenantOf(req), req.params.id),
  )
  app.patch(
    '/api/os/:id',
    {
      config: { permission: ['os', 'edit'], transaction: true },
      schema: { params: idParams, body: updateOsInput, response: { 200: osView } },
    },
    async (req) => updateOs(dbOf(req, db), tenantOf(req), req.params.id, req.body),
  )
  app.post(
    '/api/os/:id/status',
    {
      config: { permission: ['os', 'edit'], transaction: true },
      schema: { params: idParams, body: osTransitionInput, response: { 200: osView } },
    },
    async (req) =>
      transitionOs(dbOf(req, db), tenantOf(req), req.params.id, req.body.status, req.body.observacao, {
        confirmarRecusa: req.body.confirmar_recusa,
      }),
  )
  app.post(
    '/api/os/:id/orcamento/marcar-enviado',
    {
      config: { permission: ['os', 'edit'], transaction: true },
      schema: { params: idParams, body: z.strictObject({}).optional(), response: { 200: osView } },
    },
    async (req) => marcarOrcamentoEnviado(dbOf(req, db), tenantOf(req), req.params.id),
  )
  osPdfRoutes(app, ctx)
  osCompartilharRoutes(app, ctx)
  osEstoqueRoutes(app, ctx)
}
