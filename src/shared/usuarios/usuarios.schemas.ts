import { z } from 'zod'
import { emailInput, passwordInput } from '../auth/auth.schemas'
import { telefoneOpcional } from '../cadastros/campos'
import { texto } from '../http/texto'
import { roleSchema } from '../permissoes/permissoes.schemas'
import { usuariosMessages as m } from './usuarios.messages'

const nomeCompleto = texto({ error: m.nomeObrigatorio }).min(1, m.nomeObrigatorio).max(120, m.nomeLongo)

const perfil = z.enum(roleSchema.options, { error: m.perfilObrigatorio })

/** POST /api/usuarios (SPEC §7 admin-users create): password at least 6 (SPEC §5). */
export const createUsuarioInput = z.strictObject({
  nome_completo: nomeCompleto,
  email: emailInput,
  password: passwordInput,
  role: perfil,
  telefone: telefoneOpcional,
})
export type CreateUsuarioInput = z.output<typeof createUsuarioInput>

/**
 * PATCH /api/usuarios/:id (SPEC §7 update). The email cannot change (SPEC §5): it may be sent along,
 * as the form does, but only with the user's current address.
 */
export const updateUsuarioInput = z
  .strictObject({
    nome_completo: nomeCompleto,
    email: emailInput,
    role: perfil,
    telefone: telefoneOpcional,
    ativo: z.boolean({ error: 'Informe se o usuário está ativo' }),
  })
  .partial()
export type UpdateUsuarioInput = z.output<typeof updateUsuarioInput>

/** POST /api/usuarios/:id/senha (SPEC §7 reset-password): new password at least 6. */
export const resetSenhaInput = z.strictObject({ password: passwordInput })
export type ResetSenhaInput = z.output<typeof resetSenhaInput>

export const usuarioParams = z.object({ id: z.uuid({ error: m.naoEncontrado }) })

/** A member of the company as Configurações > Usuários shows it; `id` is the user's id. */
export const usuarioView = z.object({
  id: z.uuid(),
  nome_completo: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  role: roleSchema,
  ativo: z.boolean(),
  /** The company's founding Administrador (the crown). */
  fundador: z.boolean(),
  criado_em: z.string(),
})
export type UsuarioView = z.infer<typeof usuarioView>

/** GET /api/usuarios: every member (a company has few), the total and the plan's limit (null = none). */
export const usuariosList = z.object({
  items: z.array(usuarioView),
  total: z.number().int(),
  limite: z.number().int().nullable(),
})
export type UsuariosList = z.infer<typeof usuariosList>
