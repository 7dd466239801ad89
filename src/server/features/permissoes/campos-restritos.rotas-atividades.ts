import { can } from '../../../shared/permissoes/permissoes'
import type { Leitor, RotaGet } from './campos-restritos.rotas'

const HOJE = new Date().toISOString().slice(0, 10)

/** The activity log (issue 29): Configurações' view permission, and only the Administrador and the Gerente. */
const adminOuGerente = (leitor: Leitor) =>
  (leitor.role === 'admin' || leitor.role === 'gerente') && can(leitor, 'configuracoes', 'view')

export const rotasGetAtividades: Record<string, RotaGet> = {
  '/api/atividades': {
    urls: () => ['/api/atividades', `/api/atividades?de=2025-01-01&ate=${HOJE}&entidade=clientes`],
    porta: adminOuGerente,
  },
  '/api/atividades/usuarios': { urls: () => ['/api/atividades/usuarios'], porta: adminOuGerente },
  '/api/atividades/exportar': {
    urls: () => ['csv', 'xlsx'].map((f) => `/api/atividades/exportar?formato=${f}`),
    porta: adminOuGerente,
  },
}
