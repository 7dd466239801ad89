import { z } from 'zod'
import { authMessages, PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth.schemas'
import { telefoneOpcional } from '../cadastros/campos'
import { texto } from '../http/texto'
import { roleSchema } from '../permissoes/permissoes.schemas'
import { perfilMessages as m } from './perfil.messages'

/** GET /api/perfil: the signed-in user's own data (the email is shown, never changed here). */
export const perfilView = z.object({
  id: z.uuid(),
  nome_completo: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  role: roleSchema,
})
export type PerfilView = z.infer<typeof perfilView>

/** PATCH /api/perfil: name (users.name) and phone (the membership's); a blank phone clears it. */
export const updatePerfilInput = z.strictObject({
  nome_completo: texto({ error: m.nomeObrigatorio }).min(1, m.nomeObrigatorio).max(120, m.nomeLongo),
  telefone: telefoneOpcional.optional(),
})
export type UpdatePerfilInput = z.input<typeof updatePerfilInput>
export type UpdatePerfil = z.output<typeof updatePerfilInput>

/** A new password: 6 to 128 characters (SPEC §5, DESIGN §3). */
export const novaSenha = z
  .string({ error: authMessages.senhaCurta })
  .min(PASSWORD_MIN, authMessages.senhaCurta)
  .max(PASSWORD_MAX, authMessages.senhaLonga)

/** POST /api/perfil/senha: the current password proves it is the owner at the keyboard. */
export const alterarSenhaInput = z.strictObject({
  senha_atual: z
    .string({ error: m.senhaAtualObrigatoria })
    .min(1, m.senhaAtualObrigatoria)
    .max(PASSWORD_MAX, m.senhaAtualIncorreta),
  nova_senha: novaSenha,
})
export type AlterarSenha = z.infer<typeof alterarSenhaInput>

/** The new password typed twice must match ('As senhas não coincidem'), shown under the confirmation. */
export const confirmacaoConfere = {
  check: (v: { nova_senha: string; confirmar_senha: string }) => v.nova_senha === v.confirmar_senha,
  params: { message: authMessages.senhasNaoCoincidem, path: ['confirmar_senha'] },
}

/** The 'Alterar senha' card's form: the API body plus the confirmation. */
export const alterarSenhaForm = alterarSenhaInput
  .extend({ confirmar_senha: z.string() })
  .refine(confirmacaoConfere.check, confirmacaoConfere.params)
export type AlterarSenhaForm = z.input<typeof alterarSenhaForm>
