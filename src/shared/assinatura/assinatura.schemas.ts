import { z } from 'zod'
import { planoIds, statusesAssinatura } from './planos'

export const planoSchema = z.enum(planoIds)
export const statusAssinaturaSchema = z.enum(statusesAssinatura)

/** GET /api/assinatura (admin): the plan, the trial and this month's use against the plan's limits. */
export const assinaturaView = z.object({
  plano: planoSchema,
  /** The recorded plan's name ('Básico', 'Pro', 'Enterprise'); during the trial the limits are Pro's. */
  nome: z.string(),
  status_assinatura: statusAssinaturaSchema,
  trial_ate: z.string().nullable(),
  inadimplente_desde: z.string().nullable(),
  dias_trial_restantes: z.number().int().nullable(),
  somente_leitura: z.boolean(),
  /** Cancelled (issue 29): when, and until when the data stays for download before it is deleted. */
  cancelada_em: z.string().nullable(),
  dados_excluir_em: z.string().nullable(),
  uso: z.object({
    os_mes: z.number().int(),
    /** null = unlimited */
    os_limite: z.number().int().nullable(),
    usuarios: z.number().int(),
    usuarios_limite: z.number().int().nullable(),
  }),
})
export type AssinaturaView = z.infer<typeof assinaturaView>
