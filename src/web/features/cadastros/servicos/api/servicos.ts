import type { z } from 'zod'
import {
  type createServicoInput,
  type ServicoView,
  servicoView,
} from '../../../../../shared/cadastros/servicos.schemas'
import { registerResource } from '../../api/register-resource'

/** What the service dialog sends: money in centavos, a blank code as null (the server numbers it). */
export type ServicoInput = z.output<typeof createServicoInput>

export const servicosResource = registerResource<ServicoView, ServicoInput>('servicos', servicoView)
