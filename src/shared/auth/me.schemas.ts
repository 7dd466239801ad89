import { z } from 'zod'
import { planoSchema, statusAssinaturaSchema } from '../assinatura/assinatura.schemas'
import { permissionRowSchema, roleSchema } from '../permissoes/permissoes.schemas'

/** GET /api/me: who is signed in, in which company, with which role and permissions. */
export const meResponse = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  empresa: z.object({
    id: z.uuid(),
    nome_empresa: z.string(),
    plano: planoSchema,
    status_assinatura: statusAssinaturaSchema,
    trial_ate: z.string().nullable(),
    inadimplente_desde: z.string().nullable(),
    fuso_horario: z.string(),
    /** Computed when asked (DESIGN §7): trial over, 7 days past due or cancelled → writes answer 402. */
    somente_leitura: z.boolean(),
  }),
  role: roleSchema,
  permissions: z.array(permissionRowSchema),
})
export type Me = z.infer<typeof meResponse>

/** GET /api/demo: the demo company's sign-in, shown as a hint on the Auth screen. */
export const demoCredentials = z.object({
  empresa: z.string(),
  email: z.string(),
  senha: z.string(),
  usuarios: z.array(z.object({ email: z.string(), role: roleSchema })),
})
export type DemoCredentials = z.infer<typeof demoCredentials>
