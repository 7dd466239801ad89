import {
  conciliacaoView,
  devolverPixInput,
  pixRecebidosQuery,
  pixRecebidoView,
  vincularPixInput,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import { idParams, pageOf } from '../../../shared/http/lista'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { conciliarEmpresa, listarRecebidos, recebidoPorId, vincularRecebido } from './conciliacao.service'
import { devolverPix } from './devolucao.service'

/** 'Conciliação PIX' (module contas_receber): the PIX the bank reported, attaching one, reconciling now. */
export function recebidosPixRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/cobranca-pix/recebidos',
    {
      config: { permission: ['contas_receber', 'view'] },
      schema: { querystring: pixRecebidosQuery, response: { 200: pageOf(pixRecebidoView) } },
    },
    async (req) => listarRecebidos(db, tenantOf(req), req.query),
  )

  app.post(
    '/api/cobranca-pix/recebidos/:id/vincular',
    {
      config: { permission: ['contas_receber', 'edit'] },
      schema: { params: idParams, body: vincularPixInput, response: { 200: pixRecebidoView } },
    },
    async (req) => {
      const recebido = await vincularRecebido(db, tenantOf(req), req.params.id, req.body.titulo_id)
      ctx.cobrancaPix.acordar(tenantOf(req).empresaId)
      return recebido
    },
  )

  app.post(
    '/api/cobranca-pix/recebidos/:id/devolver',
    {
      config: { permission: ['contas_receber', 'edit'] },
      schema: { params: idParams, body: devolverPixInput, response: { 200: pixRecebidoView } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      await devolverPix(db, tenant, req.params.id, req.body.valor, ctx.config)
      // A receipt given back reopens its title: its balance goes to the bank as a new charge.
      ctx.cobrancaPix.acordar(tenant.empresaId)
      return recebidoPorId(db, tenant, req.params.id)
    },
  )

  // 'Conciliar agora': the bank is asked right away, not at the job's next round.
  app.post(
    '/api/cobranca-pix/conciliar',
    {
      config: { permission: ['contas_receber', 'edit'] },
      schema: { response: { 200: conciliacaoView } },
    },
    async (req) => {
      const empresaId = tenantOf(req).empresaId
      const resultado = await conciliarEmpresa(db, empresaId, ctx.config)
      ctx.cobrancaPix.acordar(empresaId)
      return resultado
    },
  )
}
