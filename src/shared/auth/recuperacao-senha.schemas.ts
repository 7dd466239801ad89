import { z } from 'zod'
import { texto } from '../http/texto'
import { confirmacaoConfere, novaSenha } from '../perfil/perfil.schemas'
import { authMessages } from './auth.schemas'

/** Messages of 'Esqueci minha senha' and the reset page, defined once. */
export const recuperacaoMessages = {
  // The same answer for any email: the screen never tells whether an account exists.
  linkEnviado: 'Se o email estiver cadastrado, enviaremos um link para redefinir a senha.',
  semEmail:
    'Este servidor não envia emails. Peça ao administrador da sua empresa para redefinir a sua senha em Configurações > Usuários.',
  erroSolicitar: 'Erro ao solicitar a redefinição de senha',
  linkInvalido: 'Link de redefinição inválido ou expirado',
  senhaRedefinida: 'Senha redefinida com sucesso! Entre com a nova senha.',
  erroRedefinir: 'Erro ao redefinir senha',
  assuntoEmail: 'Redefinição de senha do Bancada',
} as const

/** POST /api/auth/esqueci-senha */
export const esqueciSenhaInput = z.strictObject({
  email: texto({ error: authMessages.preenchaObrigatorios })
    .toLowerCase()
    .min(1, authMessages.preenchaObrigatorios)
    .max(254, authMessages.emailInvalido)
    .pipe(z.email({ error: authMessages.emailInvalido })),
})
export type EsqueciSenha = z.infer<typeof esqueciSenhaInput>

/**
 * Answer of POST /api/auth/esqueci-senha: always 200. `por_email` says whether this server sends emails
 * (a property of the server, not of the account), so the screen can point to the administrator instead.
 */
export const esqueciSenhaResponse = z.object({ message: z.string(), por_email: z.boolean() })
export type EsqueciSenhaResponse = z.infer<typeof esqueciSenhaResponse>

/** POST /api/auth/redefinir-senha */
export const redefinirSenhaInput = z.strictObject({
  token: z
    .string({ error: recuperacaoMessages.linkInvalido })
    .min(1, recuperacaoMessages.linkInvalido)
    .max(200, recuperacaoMessages.linkInvalido),
  nova_senha: novaSenha,
})
export type RedefinirSenha = z.infer<typeof redefinirSenhaInput>

/** The reset page's form: the new password and its confirmation (the token comes from the link). */
export const redefinirSenhaForm = z
  .strictObject({ nova_senha: novaSenha, confirmar_senha: z.string() })
  .refine(confirmacaoConfere.check, confirmacaoConfere.params)
export type RedefinirSenhaForm = z.input<typeof redefinirSenhaForm>
