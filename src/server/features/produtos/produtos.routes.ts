import {
  createProdutoInput,
  produtoView,
  updateProdutoInput,
} from '../../../shared/cadastros/produtos.schemas'
import { registerRoutes } from '../../http/crud-routes'
import type { App, AppContext } from '../../http/types'
import { produtosService } from './produtos.service'

export function produtosRoutes(app: App, ctx: AppContext) {
  registerRoutes(app, ctx, {
    base: '/api/produtos',
    view: produtoView,
    create: createProdutoInput,
    update: updateProdutoInput,
    service: produtosService,
  })
}
