import {
  notasExportQuery,
  notasListQuery,
  notasPage,
  notasXmlsQuery,
} from '../../../shared/fiscal/relatorio.schemas'
import { enviarArquivo } from '../../http/exportar-tabela'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { exportarNotas } from './exportacao.service'
import { notaStorage } from './notas.storage'
import { listarNotas } from './relatorio.service'
import { xmlsDoMes, zipDosXmls } from './xmls-do-mes'

/**
 * 'Notas fiscais' (issue 28 item 6), module `fiscal` view: the list with the month's cards, the
 * accountant's CSV/XLSX and the month's XMLs in a ZIP. Every read is in the company's scope.
 */
export function relatorioFiscalRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const ver: { permission: ['fiscal', 'view'] } = { permission: ['fiscal', 'view'] }
  const storage = notaStorage(ctx.config)

  app.get(
    '/api/notas-fiscais',
    { config: ver, schema: { querystring: notasListQuery, response: { 200: notasPage } } },
    async (req) => listarNotas(db, tenantOf(req), req.query),
  )

  app.get(
    '/api/notas-fiscais/exportar',
    {
      config: { ...ver, auditoria: { entidade: 'notas_fiscais', acao: 'exportou', categoria: 'seguranca' } },
      schema: { querystring: notasExportQuery },
    },
    async (req, reply) => {
      const { formato, ...filtros } = req.query
      return enviarArquivo(reply, await exportarNotas(db, tenantOf(req), filtros, formato))
    },
  )

  app.get(
    '/api/notas-fiscais/xmls',
    {
      config: {
        ...ver,
        auditoria: {
          entidade: 'notas_fiscais',
          acao: 'baixou',
          descricao: 'XMLs do mês (ZIP)',
          categoria: 'seguranca',
        },
      },
      schema: { querystring: notasXmlsQuery },
    },
    async (req, reply) => {
      const { mes } = req.query
      // The list first: a month without XMLs answers 404 before any byte of a ZIP is sent.
      const xmls = await xmlsDoMes(db, tenantOf(req), mes)
      const zip = zipDosXmls(storage, xmls, (erro) =>
        req.log.error({ err: erro, mes }, 'zip dos XMLs falhou'),
      )
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="nfse-xmls-${mes}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )
}
