import type { FastifyRequest } from 'fastify'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import type { Acao, Modulo } from '../../../shared/permissoes/permissoes'
import { periodoQuery } from '../../../shared/relatorios/periodo'
import {
  exportarRelatorioQuery,
  relatorioFinanceiro as relatorioFinanceiroView,
  relatorioServico as relatorioServicoView,
  tabelasFinanceiro,
  tabelasServico,
} from '../../../shared/relatorios/relatorios.schemas'
import { forbidden } from '../../http/errors'
import { enviarArquivo } from '../../http/exportar-tabela'
import type { App, AppContext } from '../../http/types'
import { tenantOf } from '../../http/types'
import { relatorioFinanceiro } from './relatorio-financeiro.service'
import { relatorioServico } from './relatorio-servico.service'
import { exportarRelatorio } from './relatorios-exportar'

/** The service and financial reports (DESIGN §10), under module `relatorios`. */
export function relatoriosRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const permission: [Modulo, Acao] = ['relatorios', 'view']

  app.get(
    '/api/relatorios/servico',
    {
      config: { permission },
      schema: { querystring: periodoQuery, response: { 200: relatorioServicoView } },
    },
    async (req) => relatorioServico(db, tenantOf(req), req.query),
  )
  // The financial report is receivables through and through: it also needs what Contas a Receber needs.
  const soComFinanceiro = async (req: FastifyRequest) => {
    if (!podeVer(tenantOf(req), 'financeiro')) throw forbidden()
  }
  app.get(
    '/api/relatorios/financeiro',
    {
      config: { permission },
      onRequest: soComFinanceiro,
      schema: { querystring: periodoQuery, response: { 200: relatorioFinanceiroView } },
    },
    async (req) => relatorioFinanceiro(db, ctx.config, tenantOf(req), req.query),
  )
  app.get(
    '/api/relatorios/servico/exportar',
    {
      config: {
        permission,
        auditoria: {
          entidade: 'relatorios',
          acao: 'exportou',
          descricao: 'Relatório de serviços',
          categoria: 'seguranca',
        },
      },
      schema: { querystring: exportarRelatorioQuery(tabelasServico) },
    },
    async (req, reply) =>
      enviarArquivo(reply, await exportarRelatorio(db, ctx.config, tenantOf(req), 'servico', req.query)),
  )
  app.get(
    '/api/relatorios/financeiro/exportar',
    {
      config: {
        permission,
        auditoria: {
          entidade: 'relatorios',
          acao: 'exportou',
          descricao: 'Relatório financeiro',
          categoria: 'seguranca',
        },
      },
      onRequest: soComFinanceiro,
      schema: { querystring: exportarRelatorioQuery(tabelasFinanceiro) },
    },
    async (req, reply) =>
      enviarArquivo(reply, await exportarRelatorio(db, ctx.config, tenantOf(req), 'financeiro', req.query)),
  )
}
