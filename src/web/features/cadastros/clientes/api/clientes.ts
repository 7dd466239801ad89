import type { z } from 'zod'
import {
  type ClienteView,
  clienteView,
  type createClienteInput,
} from '../../../../../shared/cadastros/clientes.schemas'
import { registerResource } from '../../api/register-resource'

/** What the client dialog sends: the create schema's output (document unmasked, blanks as null). */
export type ClienteInput = z.output<typeof createClienteInput>

/** /api/clientes; the vehicle list shows client names, so it refreshes with them. */
export const clientesResource = registerResource<ClienteView, ClienteInput>('clientes', clienteView, [
  'veiculos',
])
