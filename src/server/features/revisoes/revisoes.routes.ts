import { idParams } from '../../../shared/http/lista'
import { revisaoSituacaoView, revisoesPage, revisoesQuery } from '../../../shared/revisoes/revisoes.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { listarRevisoes, marcarRevisao } from './revisoes.service'

/**
 * The due revisions (/agenda/revisoes, issue 27 item 3): whoever sees the agenda reads them, who edits it
 * records the contact with the customer. They are created by the OS delivery (revisoes-entrega.ts).
 */
export function revisoesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/revisoes',
    {
      config: { permission: ['agenda', 'view'] },
      schema: { querystring: revisoesQuery, response: { 200: revisoesPage } },
    },
    async (req) => listarRevisoes(db, ctx.config, tenantOf(req), req.query),
  )
  for (const situacao of ['contatado', 'pendente'] as const)
    app.post(
      `/api/revisoes/:id/${situacao}`,
      {
        config: { permission: ['agenda', 'edit'] },
        schema: { params: idParams, response: { 200: revisaoSituacaoView } },
      },
      async (req) => marcarRevisao(db, tenantOf(req), req.params.id, situacao),
    )
}
