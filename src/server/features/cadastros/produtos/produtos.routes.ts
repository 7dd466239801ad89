import {
  createProdutoInput,
  entradaEstoqueInput,
  produtoView,
  updateProdutoInput,
} from '../../../../shared/cadastros/produtos.schemas'
import { idParams } from '../../../../shared/http/lista'
import { ocultarCampos } from '../../../../shared/permissoes/campos-restritos'
import { registerRoutes } from '../../../http/crud-routes'
import { type App, type AppContext, tenantOf } from '../../../http/types'
import { entradaEstoque, produtosService } from './produtos.service'

export function produtosRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/produtos',
    view: produtoView,
    create: createProdutoInput,
    update: updateProdutoInput,
    service: produtosService,
    restrita: 'produto',
  })
  // 'Entrada de estoque': changes a product's stock, so it needs the register's edit permission.
  app.post(
    '/api/produtos/:id/estoque/entradas',
    {
      config: { permission: ['cadastros', 'edit'] },
      schema: { params: idParams, body: entradaEstoqueInput, response: { 201: produtoView } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ocultarCampos(
            tenantOf(req),
            'produto',
            await entradaEstoque(ctx.handle.db, tenantOf(req), req.params.id, req.body),
          ),
        ),
  )
}
