import type { z } from 'zod'
import {
  type createProdutoInput,
  type ProdutoView,
  produtoView,
} from '../../../../../shared/cadastros/produtos.schemas'
import { registerResource } from '../../api/register-resource'

/** What the product dialog sends: money in centavos, quantities with up to 3 decimals. */
export type ProdutoInput = z.output<typeof createProdutoInput>

/** /api/produtos; a PATCH with a new `estoque_atual` is recorded by the server as a stock adjustment. */
export const produtosResource = registerResource<ProdutoView, ProdutoInput>('produtos', produtoView)
