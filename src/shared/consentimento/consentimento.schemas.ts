import { z } from 'zod'
import { consentimentoMessages as m } from './consentimento'

/** The opt-out link's token (descadastro.ts on the server); anything else is simply not valid (404). */
export const descadastroParams = z.object({ token: z.string().min(1).max(200) })

/** GET /api/public/privacidade/:token: whose messages the customer is leaving, and whether already out. */
export const descadastroView = z.object({ empresa: z.string(), descadastrado: z.boolean() })
export type DescadastroView = z.infer<typeof descadastroView>

/** GET and POST /api/public/orcamentos/:token/consentimento: the customer's own choice on the portal. */
export const consentimentoPortalView = z.object({ consentimento_marketing: z.boolean() })
export type ConsentimentoPortalView = z.infer<typeof consentimentoPortalView>

export const consentimentoPortalInput = z.strictObject({
  aceita: z.boolean({ error: m.escolhaInvalida }),
})
export type ConsentimentoPortalInput = z.infer<typeof consentimentoPortalInput>
