import type { z } from 'zod'
import {
  type createVeiculoInput,
  type VeiculoView,
  veiculoView,
} from '../../../../../shared/cadastros/veiculos.schemas'
import { registerResource } from '../../api/register-resource'

/** What the vehicle dialog sends: plate normalised, km 0 as null (SPEC §5). */
export type VeiculoInput = z.output<typeof createVeiculoInput>

/** /api/veiculos; `q` finds a plate in old or Mercosul form, or the model; `cliente_id` filters by owner. */
export const veiculosResource = registerResource<VeiculoView, VeiculoInput>('veiculos', veiculoView)
