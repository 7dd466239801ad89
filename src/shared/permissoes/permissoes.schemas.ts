import { z } from 'zod'
import { type Acao, type Modulo, modulos, type PermissionRow, type Role, roles } from './permissoes'

export const roleSchema = z.enum(roles)
export const moduloSchema = z.enum(modulos)
export const permissionRowSchema = z.object({
  modulo: moduloSchema,
  can_view: z.boolean(),
  can_create: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
}) satisfies z.ZodType<PermissionRow>

/** Messages of the Permissões tab (SPEC §6, §8), defined once for the server and the web. */
export const permissoesMessages = {
  erroCarregar: 'Erro ao carregar permissões',
  erroSalvar: 'Erro ao salvar permissões',
  salvas: 'Permissões salvas com sucesso',
  adminSomenteLeitura: 'Administradores têm acesso total ao sistema. As permissões não podem ser alteradas.',
  perfilInvalido: 'Selecione um perfil válido',
  moduloRepetido: 'Cada módulo pode aparecer uma vez só',
  semLinhas: 'Informe as permissões de pelo menos um módulo',
} as const

/** The modules' names as the menu shows them. */
export const moduloLabels: Record<Modulo, string> = {
  dashboard: 'Dashboard',
  os: 'Ordens de Serviço',
  agenda: 'Agenda',
  contas_receber: 'Contas a Receber',
  fiscal: 'Notas Fiscais',
  relatorios: 'Relatórios',
  cadastros: 'Cadastros',
  configuracoes: 'Configurações',
}

/** The matrix's columns with the spec's descriptions (SPEC §2 Permissões). */
export const acaoLabels: Record<Acao, { titulo: string; descricao: string }> = {
  view: { titulo: 'Visualizar', descricao: 'Vê o módulo e seus dados' },
  create: { titulo: 'Criar', descricao: 'Adiciona novos registros' },
  edit: { titulo: 'Editar', descricao: 'Modifica registros existentes' },
  delete: { titulo: 'Excluir', descricao: 'Remove registros' },
}

/** The roles whose matrix can be edited: every role but the admin's. */
export const rolesEditaveis = ['gerente', 'operador', 'tecnico'] as const satisfies readonly Role[]
export type RoleEditavel = (typeof rolesEditaveis)[number]

/** GET /api/permissoes?role= */
export const permissoesQuery = z.strictObject({
  role: z.enum(roles, { error: permissoesMessages.perfilInvalido }),
})

/** GET and PUT /api/permissoes answer: one row per module, in the menu's order; the admin's is read-only. */
export const permissoesView = z.object({
  role: roleSchema,
  editavel: z.boolean(),
  rows: z.array(permissionRowSchema),
})
export type PermissoesView = z.infer<typeof permissoesView>

/** PUT /api/permissoes `{ role, rows }`: the rows sent replace the role's flags for those modules. */
export const updatePermissoesInput = z.strictObject({
  role: z.enum(rolesEditaveis, {
    error: (issue) =>
      issue.input === 'admin' ? permissoesMessages.adminSomenteLeitura : permissoesMessages.perfilInvalido,
  }),
  rows: z
    .array(permissionRowSchema.strict(), { error: permissoesMessages.semLinhas })
    .min(1, permissoesMessages.semLinhas)
    .max(modulos.length, permissoesMessages.moduloRepetido)
    .refine(
      (rows) => new Set(rows.map((row) => row.modulo)).size === rows.length,
      permissoesMessages.moduloRepetido,
    ),
})
export type UpdatePermissoes = z.infer<typeof updatePermissoesInput>
