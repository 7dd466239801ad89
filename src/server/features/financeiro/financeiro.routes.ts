import { z } from 'zod'
import {
  faturarInput,
  recebimentoInput,
  titulosListQuery,
  titulosPage,
} from '../../../shared/financeiro/financeiro.schemas'
import { tituloView } from '../../../shared/financeiro/titulo.schemas'
import { idParams } from '../../../shared/http/lista'
import { osView } from '../../../shared/os/os.schemas'
import { ocultarCampos } from '../../../shared/permissoes/campos-restritos'
import { dbOf } from '../../http/tenant-transaction'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { estornarFaturamento, faturarOs } from './faturamento.service'
import { registrarRecebimento } from './recebimentos.service'
import { listTitulos } from './titulos.service'

/** Billing and receivables (DESIGN §6, §10), under module `contas_receber`. */
export function financeiroRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  // After the answer (so after the commit): the titles' PIX charges that changed go to the bank now.
  const cobrancasAoBanco = async (req: { tenant: Parameters<typeof tenantOf>[0]['tenant'] }) => {
    if (req.tenant) ctx.cobrancaPix.acordar(req.tenant.empresaId)
  }
  // Invoicing may also have made the OS's note ('Emitir NFS-e ao faturar'): it goes to the fiscal API.
  const aoFaturar = async (req: Parameters<typeof cobrancasAoBanco>[0]) => {
    await cobrancasAoBanco(req)
    if (req.tenant) ctx.fiscal.acordar(req.tenant.empresaId)
  }

  app.post(
    '/api/os/:id/faturar',
    {
      config: { permission: ['contas_receber', 'create'], transaction: true },
      schema: { params: idParams, body: faturarInput, response: { 201: osView } },
      onResponse: aoFaturar,
    },
    async (req, reply) => {
      reply.status(201)
      return faturarOs(dbOf(req, db), tenantOf(req), req.params.id, req.body)
    },
  )
  app.post(
    '/api/os/:id/estornar-faturamento',
    {
      config: { permission: ['contas_receber', 'delete'], transaction: true },
      schema: { params: idParams, body: z.strictObject({}).nullish(), response: { 200: osView } },
      onResponse: cobrancasAoBanco,
    },
    async (req) => estornarFaturamento(dbOf(req, db), tenantOf(req), req.params.id),
  )
  app.get(
    '/api/titulos',
    {
      config: { permission: ['contas_receber', 'view'] },
      schema: { querystring: titulosListQuery, response: { 200: titulosPage } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const page = await listTitulos(db, tenant, req.query)
      return { ...page, items: page.items.map((t) => ocultarCampos(tenant, 'titulo', t)) }
    },
  )
  // DESIGN §3: registering a receipt changes the title, so it needs `contas_receber` edit.
  app.post(
    '/api/titulos/:id/recebimentos',
    {
      config: { permission: ['contas_receber', 'edit'], transaction: true },
      schema: { params: idParams, body: recebimentoInput, response: { 201: tituloView } },
      onResponse: cobrancasAoBanco,
    },
    async (req, reply) => {
      const titulo = await registrarRecebimento(dbOf(req, db), tenantOf(req), req.params.id, req.body)
      reply.status(201)
      return ocultarCampos(tenantOf(req), 'titulo', titulo)
    },
  )
}
