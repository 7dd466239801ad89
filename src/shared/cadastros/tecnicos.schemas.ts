import { z } from 'zod'
import { CNPJ_INVALIDO, isValidCnpj } from '../documentos/cnpj'
import { CPF_INVALIDO, isValidCpf } from '../documentos/cpf'
import { onlyDocumentChars, tipoPessoaFromDocument } from '../documentos/documento'
import { registerListQuery } from '../http/lista'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'
import { emailOpcional, telefoneOpcional } from './campos'

/** Optional CPF or CNPJ, told apart by length, valid when given. */
const documentoOpcional = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : onlyDocumentChars(v)))
  .superRefine((v, ctx) => {
    if (v === null) return
    const tipo = tipoPessoaFromDocument(v)
    if (tipo === 'juridica' ? !isValidCnpj(v) : !isValidCpf(v)) {
      ctx.addIssue({ code: 'custom', message: tipo === 'juridica' ? CNPJ_INVALIDO : CPF_INVALIDO })
    }
  })

const tecnicoFields = {
  nome: texto({ error: m.nomeObrigatorio }).min(1, m.nomeObrigatorio).max(120, 'Máximo de 120 caracteres'),
  documento: documentoOpcional,
  email: emailOpcional,
  celular: telefoneOpcional,
  ativo: z.boolean().default(true),
  /** The user who signs in as this technician (Meus serviços); null unlinks. */
  usuario_id: z.uuid({ error: m.usuarioDeOutraEmpresa }).nullish(),
}

/** POST /api/tecnicos */
export const createTecnicoInput = z.strictObject(tecnicoFields)
export type CreateTecnicoInput = z.input<typeof createTecnicoInput>
/** PATCH /api/tecnicos/:id */
export const updateTecnicoInput = z.strictObject({ ...tecnicoFields, ativo: z.boolean() }).partial()

/** GET /api/tecnicos: `ativo=true` lists only active technicians (OS forms and filters). */
export const tecnicosQuery = registerListQuery.extend({
  ativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
})

export const tecnicoView = z.object({
  id: z.uuid(),
  nome: z.string(),
  documento: z.string().nullable(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
  ativo: z.boolean(),
  usuario_id: z.uuid().nullable(),
  usuario_nome: z.string().nullable(),
  criado_em: z.string(),
})
export type TecnicoView = z.infer<typeof tecnicoView>

/** GET /api/tecnicos/usuarios: the company's active users a register may be linked to. */
export const tecnicoUsuariosView = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      nome: z.string(),
      email: z.string(),
      /** The register already linked to this user, if any. */
      tecnico_id: z.uuid().nullable(),
      tecnico_nome: z.string().nullable(),
    }),
  ),
})
export type TecnicoUsuariosView = z.infer<typeof tecnicoUsuariosView>
