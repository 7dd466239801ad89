// No zod here: the first signed-in page checks permissions and must not download it (the schemas are in
// permissoes.schemas.ts).

/** The four staff roles of SPEC §6, with their Portuguese labels. */
export const roles = ['admin', 'gerente', 'operador', 'tecnico'] as const
export type Role = (typeof roles)[number]

const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  gerente: 'Gerente',
  operador: 'Operador',
  tecnico: 'Técnico',
}

/** SPEC §6: any value outside the four roles is labelled 'Usuário'. */
export function roleLabel(role: string | null | undefined): string {
  return (roles as readonly unknown[]).includes(role) ? roleLabels[role as Role] : 'Usuário'
}

export const modulos = [
  'dashboard',
  'os',
  'agenda',
  'contas_receber',
  'fiscal',
  'relatorios',
  'cadastros',
  'configuracoes',
] as const
export type Modulo = (typeof modulos)[number]

export const acoes = ['view', 'create', 'edit', 'delete'] as const
export type Acao = (typeof acoes)[number]

export type PermissionRow = {
  modulo: Modulo
  can_view: boolean
  can_create: boolean
  can_edit: boolean
  can_delete: boolean
}

const flagByAcao = { view: 'can_view', create: 'can_create', edit: 'can_edit', delete: 'can_delete' } as const

/**
 * The single permission check (SPEC §6), used by the server on every route and by the web for guards,
 * menus and buttons: no role → denied; admin → allowed; otherwise the role's row for the module decides.
 * An unknown action or a missing row is denied.
 */
export function can(
  subject: { role: string | null | undefined; permissions: readonly PermissionRow[] } | null | undefined,
  modulo: Modulo,
  acao: Acao = 'view',
): boolean {
  if (!subject?.role) return false
  if (subject.role === 'admin') return true
  const flag = flagByAcao[acao]
  if (!flag) return false
  const row = subject.permissions.find((p) => p.modulo === modulo)
  return row ? row[flag] === true : false
}

/** Default matrix per company (DESIGN §3). V=view C=create E=edit D=delete. */
const defaultMatrix: Record<Exclude<Role, 'admin'>, Record<Modulo, string>> = {
  gerente: {
    dashboard: 'V',
    os: 'VCED',
    agenda: 'VCED',
    contas_receber: 'VCED',
    fiscal: 'VCED',
    relatorios: 'V',
    cadastros: 'VCED',
    configuracoes: 'V',
  },
  operador: {
    dashboard: 'V',
    os: 'VCE',
    agenda: 'VCE',
    contas_receber: 'VCE',
    fiscal: 'VC',
    relatorios: 'V',
    cadastros: 'VCE',
    configuracoes: 'V',
  },
  tecnico: {
    dashboard: 'V',
    os: 'VE',
    agenda: 'V',
    contas_receber: '',
    fiscal: '',
    relatorios: '',
    cadastros: 'V',
    configuracoes: 'V',
  },
}

/** The rows a new company starts with, one per non-admin role and module. */
export function defaultPermissionRows(): Array<PermissionRow & { role: Exclude<Role, 'admin'> }> {
  return (Object.keys(defaultMatrix) as Array<Exclude<Role, 'admin'>>).flatMap((role) =>
    modulos.map((modulo) => {
      const letters = defaultMatrix[role][modulo]
      return {
        role,
        modulo,
        can_view: letters.includes('V'),
        can_create: letters.includes('C'),
        can_edit: letters.includes('E'),
        can_delete: letters.includes('D'),
      }
    }),
  )
}

/** The admin's effective rows: full access (its matrix is read-only). */
export function adminPermissionRows(): PermissionRow[] {
  return modulos.map((modulo) => ({
    modulo,
    can_view: true,
    can_create: true,
    can_edit: true,
    can_delete: true,
  }))
}
