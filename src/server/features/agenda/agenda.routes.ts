import {
  agendaConfig,
  agendamentoInput,
  agendamentoResult,
  agendamentoStatusInput,
  agendamentoUpdate,
  agendamentoView,
  agendaQuery,
  agendaView,
  chegouInput,
  chegouResult,
} from '../../../shared/agenda/agenda.schemas'
import { agendamentoIdParams } from '../../../shared/agenda/confirmacao.schemas'
import { readTenant } from '../../db/with-tenant'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { osResumoCache } from '../os/os-resumo-cache'
import {
  alterarAgendamento,
  criarAgendamento,
  excluirAgendamento,
  getAgendamento,
  lerAgendaConfig,
  mudarStatus,
  salvarAgendaConfig,
} from './agenda.service'
import { registrarChegada } from './agenda-chegou'
import { listarAgenda } from './agenda-leitura'

/** /agenda (issue 27 item 1) under module `agenda`; 'Chegou' also needs `os` create (it opens the OS). */
export function agendaRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db

  app.get(
    '/api/agendamentos',
    {
      config: { permission: ['agenda', 'view'] },
      schema: { querystring: agendaQuery, response: { 200: agendaView } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      return readTenant(db, tenant, (tx) => listarAgenda(tx, tenant, req.query))
    },
  )
  app.get(
    '/api/agendamentos/:id',
    {
      config: { permission: ['agenda', 'view'] },
      schema: { params: agendamentoIdParams, response: { 200: agendamentoView } },
    },
    async (req) => getAgendamento(db, tenantOf(req), req.params.id),
  )
  app.post(
    '/api/agendamentos',
    {
      config: { permission: ['agenda', 'create'] },
      schema: { body: agendamentoInput, response: { 201: agendamentoResult } },
    },
    async (req, reply) => {
      const res = await criarAgendamento(db, tenantOf(req), req.body)
      reply.status(201)
      return res
    },
  )
  app.patch(
    '/api/agendamentos/:id',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: { params: agendamentoIdParams, body: agendamentoUpdate, response: { 200: agendamentoResult } },
    },
    async (req) => alterarAgendamento(db, tenantOf(req), req.params.id, req.body),
  )
  app.delete(
    '/api/agendamentos/:id',
    { config: { permission: ['agenda', 'delete'] }, schema: { params: agendamentoIdParams } },
    async (req, reply) => {
      await excluirAgendamento(db, tenantOf(req), req.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/api/agendamentos/:id/status',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: {
        params: agendamentoIdParams,
        body: agendamentoStatusInput,
        response: { 200: agendamentoResult },
      },
    },
    async (req) => mudarStatus(db, tenantOf(req), req.params.id, req.body.status, req.body.versao),
  )
  app.post(
    '/api/agendamentos/:id/chegou',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: { params: agendamentoIdParams, body: chegouInput, response: { 200: chegouResult } },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const res = await registrarChegada(db, tenant, req.params.id, req.body.versao)
      // A new OS: the OS list's remembered cards are stale (os-resumo-cache.ts).
      osResumoCache.forget(tenant.empresaId)
      return res
    },
  )
  app.get(
    '/api/agenda/config',
    { config: { permission: ['agenda', 'view'] }, schema: { response: { 200: agendaConfig } } },
    async (req) => lerAgendaConfig(db, tenantOf(req)),
  )
  app.put(
    '/api/agenda/config',
    {
      config: { permission: ['configuracoes', 'edit'] },
      schema: { body: agendaConfig, response: { 200: agendaConfig } },
    },
    async (req) => salvarAgendaConfig(db, tenantOf(req), req.body),
  )
}
