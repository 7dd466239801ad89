import { z } from 'zod'
import { texto } from '../http/texto'
import { authMessages } from './auth.messages'

export { authMessages }

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128

const email = texto({ error: authMessages.preenchaObrigatorios })
  .toLowerCase()
  .min(1, authMessages.preenchaObrigatorios)
  .max(254, authMessages.emailInvalido)
  .pipe(z.email({ error: authMessages.emailInvalido }))

const password = z
  .string({ error: authMessages.preenchaObrigatorios })
  .min(1, authMessages.preenchaObrigatorios)
  .min(PASSWORD_MIN, authMessages.senhaCurta)
  .max(PASSWORD_MAX, authMessages.senhaLonga)

/** The same email and password rules for every form that creates a sign-in (users, invitations). */
export { email as emailInput, password as passwordInput }

/** POST /api/auth/sign-in/email */
export const signInInput = z.strictObject({
  email: texto({ error: authMessages.preenchaTodos })
    .toLowerCase()
    .min(1, authMessages.preenchaTodos)
    .max(254),
  password: z
    .string({ error: authMessages.preenchaTodos })
    .min(1, authMessages.preenchaTodos)
    .max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
})
export type SignInInput = z.infer<typeof signInInput>

/** POST /api/auth/sign-up/email: creates the user, its company (7-day trial) and the admin membership. */
export const signUpInput = z.strictObject({
  name: texto({ error: authMessages.preenchaObrigatorios })
    .min(1, authMessages.preenchaObrigatorios)
    .max(120, 'O nome deve ter no máximo 120 caracteres'),
  email,
  password,
  nome_empresa: texto().max(120, 'O nome da empresa deve ter no máximo 120 caracteres').optional(),
})
export type SignUpInput = z.infer<typeof signUpInput>

/** The Auth screen's sign-up form: the API body plus the password confirmation. */
export const signUpForm = signUpInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.senhasNaoCoincidem,
    path: ['confirmPassword'],
  })
export type SignUpForm = z.infer<typeof signUpForm>

/** Sign-up and invitation sign-up answers: signed in (no SMTP), or "check your email" (SMTP). */
export const cadastroResponse = z.union([
  z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) }),
  z.object({ confirmar_email: z.literal(true), email: z.string(), message: z.string() }),
])
export type CadastroResponse = z.infer<typeof cadastroResponse>
