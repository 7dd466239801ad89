import { z } from 'zod'
import { authMessages, emailInput, passwordInput } from '../auth/auth.schemas'
import { texto } from '../http/texto'
import { convitesMessages as m } from './usuarios.messages'

/** The profiles an invitation may carry: never Administrador (DESIGN §3). */
export const perfisConvite = ['gerente', 'operador', 'tecnico'] as const
export const perfilConvite = z.enum(perfisConvite, { error: m.perfilInvalido })
export type PerfilConvite = z.infer<typeof perfilConvite>

/** How long an invitation link works. */
export const CONVITE_DIAS = 7

/** POST /api/convites */
export const createConviteInput = z.strictObject({ email: emailInput, role: perfilConvite })
export type CreateConviteInput = z.output<typeof createConviteInput>

export const conviteView = z.object({
  id: z.uuid(),
  email: z.string(),
  role: perfilConvite,
  expira_em: z.string(),
  criado_em: z.string(),
})
export type ConviteView = z.infer<typeof conviteView>

/** GET /api/convites: the pending ones (not accepted, not revoked, not expired), newest first. */
export const convitesList = z.object({ items: z.array(conviteView) })

/** POST /api/convites answer: the link always comes back, so the admin can copy it if no email went out. */
export const conviteCriado = z.object({
  convite: conviteView,
  link: z.string(),
  enviado_por_email: z.boolean(),
})
export type ConviteCriado = z.infer<typeof conviteCriado>

export const conviteParams = z.object({ id: z.uuid({ error: 'Convite não encontrado' }) })

/** The link's token: 32 random bytes in base64url. */
export const conviteToken = z
  .string({ error: m.tokenInvalido })
  .min(20, m.tokenInvalido)
  .max(200, m.tokenInvalido)
  .regex(/^[A-Za-z0-9_-]+$/, m.tokenInvalido)

/** GET /api/convites/publico/:token: what the sign-up form shows read-only. */
export const convitePublico = z.object({
  email: z.string(),
  role: perfilConvite,
  empresa: z.string(),
})
export type ConvitePublico = z.infer<typeof convitePublico>

/** POST /api/auth/sign-up/convite: the invited person sets name and password. */
export const aceitarConviteInput = z.strictObject({
  token: conviteToken,
  name: texto({ error: authMessages.preenchaObrigatorios })
    .min(1, authMessages.preenchaObrigatorios)
    .max(120, 'O nome deve ter no máximo 120 caracteres'),
  password: passwordInput,
})
export type AceitarConviteInput = z.output<typeof aceitarConviteInput>

/** The invitation sign-up form: name, password and its confirmation (the token comes from the link). */
export const aceitarConviteForm = aceitarConviteInput
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.senhasNaoCoincidem,
    path: ['confirmPassword'],
  })
