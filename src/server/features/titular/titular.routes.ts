import { idParams } from '../../../shared/http/lista'
import { portalTokenParams } from '../../../shared/portal/portal.schemas'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import {
  anonimizacaoView,
  anonimizarInput,
  concluirSolicitacaoInput,
  privacidadeClienteView,
  recusarSolicitacaoInput,
  solicitacaoBalcaoInput,
  solicitacaoPortalInput,
  solicitacaoPortalView,
  solicitacaoView,
  solicitacoesQuery,
  solicitacoesView,
} from '../../../shared/titular/titular.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { fotoStorage } from '../os/fotos/fotos.storage'
import { vistoriaStorage } from '../vistoria/vistoria.storage'
import {
  listarSolicitacoes,
  privacidadeDoCliente,
  responderSolicitacao,
  solicitarNoBalcao,
  solicitarPeloPortal,
} from './solicitacoes.service'
import { anonimizar, exportarDadosDoTitular } from './titular.service'

/**
 * Anonymising is irreversible: the company's owner (admin) decides it. Exporting hands a person's whole
 * record out of the shop: admin or gerente (a manager answers customers at the counter). The requests'
 * list and answers are the controller's duty: admin.
 */
const soAdminAnonimiza = { permitidos: ['admin'], mensagem: m.apenasAdminAnonimizar } as const
const adminOuGerente = { permitidos: ['admin', 'gerente'], mensagem: m.apenasAdminOuGerenteExportar } as const
const soAdminSolicitacoes = { permitidos: ['admin'], mensagem: m.apenasAdminSolicitacoes } as const

/** The data-subject rights (LGPD, issue 29 item 2): export, anonymise, and the requests with their deadline. */
export function titularRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const storage = { fotos: fotoStorage(ctx.config), vistorias: vistoriaStorage(ctx.config) }
  const { rateLimit } = ctx.config

  app.get(
    '/api/clientes/:id/dados-pessoais.zip',
    {
      config: { permission: ['cadastros', 'view'], papeis: adminOuGerente },
      schema: { params: idParams },
    },
    async (req, reply) => {
      const { zip, nome } = await exportarDadosDoTitular(db, tenantOf(req), req.params.id, storage)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )

  app.get(
    '/api/clientes/:id/privacidade',
    {
      config: { permission: ['cadastros', 'view'] },
      schema: { params: idParams, response: { 200: privacidadeClienteView } },
    },
    async (req) => privacidadeDoCliente(db, tenantOf(req), req.params.id),
  )

  app.post(
    '/api/clientes/:id/anonimizar',
    {
      config: { permission: ['cadastros', 'edit'], papeis: soAdminAnonimiza },
      schema: { params: idParams, body: anonimizarInput, response: { 200: anonimizacaoView } },
    },
    async (req) =>
      anonimizar(db, tenantOf(req), req.params.id, storage, (err, arquivo) =>
        req.log.error({ err, arquivo }, 'arquivo do titular anonimizado não foi removido'),
      ),
  )

  app.post(
    '/api/clientes/:id/solicitacoes-titular',
    {
      config: { permission: ['cadastros', 'edit'] },
      schema: {
        params: idParams,
        body: solicitacaoBalcaoInput,
        response: { 200: solicitacaoView, 201: solicitacaoView },
      },
    },
    async (req, reply) => {
      const { solicitacao, criada } = await solicitarNoBalcao(db, tenantOf(req), req.params.id, req.body)
      return reply.status(criada ? 201 : 200).send(solicitacao)
    },
  )

  app.get(
    '/api/solicitacoes-titular',
    {
      config: { permission: ['cadastros', 'view'], papeis: soAdminSolicitacoes },
      schema: { querystring: solicitacoesQuery, response: { 200: solicitacoesView } },
    },
    async (req) => listarSolicitacoes(db, tenantOf(req), { status: req.query.status }),
  )

  app.post(
    '/api/solicitacoes-titular/:id/concluir',
    {
      config: { permission: ['cadastros', 'edit'], papeis: soAdminSolicitacoes },
      schema: { params: idParams, body: concluirSolicitacaoInput, response: { 200: solicitacaoView } },
    },
    async (req) => responderSolicitacao(db, tenantOf(req), req.params.id, 'atendida', req.body.resposta),
  )

  app.post(
    '/api/solicitacoes-titular/:id/recusar',
    {
      config: { permission: ['cadastros', 'edit'], papeis: soAdminSolicitacoes },
      schema: { params: idParams, body: recusarSolicitacaoInput, response: { 200: solicitacaoView } },
    },
    async (req) => responderSolicitacao(db, tenantOf(req), req.params.id, 'recusada', req.body.resposta),
  )

  // The customer, without a session: the quote link is the credential, rate limited as the link's answers.
  app.post(
    '/api/public/orcamentos/:token/solicitacoes-titular',
    {
      config: { rateLimit: { max: rateLimit.authMax, timeWindow: rateLimit.authWindowMs } },
      schema: {
        params: portalTokenParams,
        body: solicitacaoPortalInput,
        response: { 200: solicitacaoPortalView, 201: solicitacaoPortalView },
      },
    },
    async (req, reply) => {
      const { solicitacao, criada } = await solicitarPeloPortal(db, req.params.token, req.body)
      return reply.status(criada ? 201 : 200).send(solicitacao)
    },
  )
}
