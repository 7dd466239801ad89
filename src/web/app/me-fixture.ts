import type { Me } from '../../shared/auth/me.schemas'
import { defaultPermissionRows } from '../../shared/permissoes/permissoes'

/** For unit tests: /api/me of a user with the role's default permissions, in a company on Pro's trial. */
export function meAs(role: Me['role'], assinatura: Partial<Me['empresa']> = {}): Me {
  return {
    user: { id: '0b6f1c9e-2f7a-4f3e-9a41-3c2d6f0e8a11', name: 'Ana', email: 'ana@example.com' },
    empresa: {
      id: '7d1e5c2a-9b3f-4e8d-a6c4-1f2e3d4c5b6a',
      nome_empresa: 'Oficina',
      plano: 'pro',
      status_assinatura: 'trial',
      trial_ate: null,
      inadimplente_desde: null,
      fuso_horario: 'America/Sao_Paulo',
      somente_leitura: false,
      ...assinatura,
    },
    role,
    permissions: defaultPermissionRows()
      .filter((row) => row.role === role)
      .map(({ role: _role, ...row }) => row),
  }
}
