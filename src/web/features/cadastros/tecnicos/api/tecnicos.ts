import type { z } from 'zod'
import {
  type createTecnicoInput,
  type TecnicoView,
  tecnicoView,
} from '../../../../../shared/cadastros/tecnicos.schemas'
import { registerResource } from '../../api/register-resource'

export type TecnicoInput = z.output<typeof createTecnicoInput>

/** /api/tecnicos; `ativo=true` lists only active technicians (OS forms and filters, SPEC §6). */
export const tecnicosResource = registerResource<TecnicoView, TecnicoInput>('tecnicos', tecnicoView)
