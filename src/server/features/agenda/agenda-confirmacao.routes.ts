import type { FastifyReply } from 'fastify'
import {
  agendamentoEmailInput,
  agendamentoEmailResult,
  agendamentoIdParams,
  agendamentoLinkView,
  agendamentoPublicoView,
  lembreteEnviadoView,
  mensagemQuery,
  mensagemView,
  mensagensDoDiaView,
  reagendarInput,
} from '../../../shared/agenda/confirmacao.schemas'
import { portalTokenParams } from '../../../shared/portal/portal.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { auditarLink } from '../atividades/auditoria-de-rotas'
import { enviarAgendamentoPorEmail } from './agendamento-email'
import { linkDoAgendamento } from './agendamento-links'
import { mensagemDoAgendamento } from './agendamento-mensagem'
import { agendamentoPublico, confirmarPeloLink, icsPublico, reagendarPeloLink } from './agendamento-publico'
import { ICS_NOME, icsDaEmpresa } from './ics-do-agendamento'
import { marcarLembreteEnviado, mensagensDoDia } from './mensagens-do-dia'

const enviarIcs = (reply: FastifyReply, ics: string) =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ICS_NOME}"`)
    .header('cache-control', 'no-store')
    .send(ics)

/**
 * The appointment's confirmation and reminders (issue 27 item 2) under module `agenda`: view reads the
 * filled messages and the .ics, edit hands out the portal link, emails and marks the reminder sent.
 * Without a session, the customer confirms or asks for another time through the link (limited per IP
 * like the quote and inspection pages: reads by the general limit, answers by the strict one).
 */
// The customer's name, vehicle and the shop's address: a download of personal data, by staff or by link.
const baixouIcs = {
  entidade: 'agendamentos',
  acao: 'baixou',
  descricao: 'Agendamento (.ics)',
  categoria: 'seguranca',
} as const

export function agendaConfirmacaoRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const { rateLimit } = ctx.config
  const limiteEstrito = { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.authWindowMs } }
  const limiteLeitura = { rateLimit: { max: rateLimit.apiMax, timeWindow: rateLimit.apiWindowMs } }

  // Edit, as the quote's link: it hands the appointment to someone outside the company.
  app.post(
    '/api/agendamentos/:id/link',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: { params: agendamentoIdParams, response: { 200: agendamentoLinkView } },
    },
    async (req) => linkDoAgendamento(db, ctx.config, tenantOf(req), req.params.id),
  )
  app.get(
    '/api/agendamentos/:id/mensagem',
    {
      config: { permission: ['agenda', 'view'] },
      schema: { params: agendamentoIdParams, querystring: mensagemQuery, response: { 200: mensagemView } },
    },
    async (req) => mensagemDoAgendamento(db, ctx.config, tenantOf(req), req.params.id, req.query.tipo),
  )
  app.get(
    '/api/agendamentos/:id/ics',
    {
      config: {
        permission: ['agenda', 'view'],
        auditoria: baixouIcs,
      },
      schema: { params: agendamentoIdParams },
    },
    async (req, reply) => enviarIcs(reply, await icsDaEmpresa(db, tenantOf(req), req.params.id)),
  )
  app.post(
    '/api/agendamentos/:id/email',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: {
        params: agendamentoIdParams,
        body: agendamentoEmailInput,
        response: { 200: agendamentoEmailResult },
      },
    },
    async (req) => enviarAgendamentoPorEmail(db, ctx.config, tenantOf(req), req.params.id, req.body.tipo),
  )
  app.post(
    '/api/agendamentos/:id/lembrete-enviado',
    {
      config: { permission: ['agenda', 'edit'] },
      schema: { params: agendamentoIdParams, response: { 200: lembreteEnviadoView } },
    },
    async (req) => marcarLembreteEnviado(db, tenantOf(req), req.params.id),
  )
  app.get(
    '/api/agenda/mensagens-do-dia',
    { config: { permission: ['agenda', 'view'] }, schema: { response: { 200: mensagensDoDiaView } } },
    async (req) => mensagensDoDia(db, ctx.config, tenantOf(req)),
  )

  app.get(
    '/api/public/agendamentos/:token',
    {
      config: limiteLeitura,
      schema: { params: portalTokenParams, response: { 200: agendamentoPublicoView } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return agendamentoPublico(db, req.params.token)
    },
  )
  app.get(
    '/api/public/agendamentos/:token/ics',
    {
      config: {
        ...limiteLeitura,
        auditoria: baixouIcs,
      },
      schema: { params: portalTokenParams },
    },
    async (req, reply) => {
      const { ics, empresaId, agendamentoId } = await icsPublico(db, req.params.token)
      auditarLink(req, empresaId, agendamentoId)
      return enviarIcs(reply, ics)
    },
  )
  app.post(
    '/api/public/agendamentos/:token/confirmar',
    {
      config: limiteEstrito,
      schema: { params: portalTokenParams, response: { 200: agendamentoPublicoView } },
    },
    async (req) => confirmarPeloLink(db, req.params.token),
  )
  app.post(
    '/api/public/agendamentos/:token/reagendar',
    {
      config: limiteEstrito,
      schema: { params: portalTokenParams, body: reagendarInput, response: { 200: agendamentoPublicoView } },
    },
    async (req) => reagendarPeloLink(db, req.params.token, req.body),
  )
}
