import { can } from '../../../shared/permissoes/permissoes'
import type { Leitor, RotaGet } from './campos-restritos.rotas'

/**
 * The data-subject rights (issue 29 item 2): the export is the Administrador's and the Gerente's (with the
 * registers' view); the requests' list is the Administrador's.
 */
const adminOuGerente = (leitor: Leitor) =>
  (leitor.role === 'admin' || leitor.role === 'gerente') && can(leitor, 'cadastros', 'view')
const soAdmin = (leitor: Leitor) => leitor.role === 'admin' && can(leitor, 'cadastros', 'view')

export const rotasGetTitular: Record<string, RotaGet> = {
  '/api/clientes/{id}/dados-pessoais.zip': {
    urls: (d) => [`/api/clientes/${d.clienteId}/dados-pessoais.zip`],
    porta: adminOuGerente,
    semVarredura:
      'um ZIP comprimido (o texto não é legível à varredura); a omissão das seções financeiras para quem não vê Contas a Receber é testada em titular.routes.test.ts',
  },
  '/api/clientes/{id}/privacidade': {
    urls: (d) => [`/api/clientes/${d.clienteId}/privacidade`],
    porta: { modulo: 'cadastros' },
  },
  '/api/solicitacoes-titular': {
    urls: () => ['/api/solicitacoes-titular', '/api/solicitacoes-titular?status=aberta'],
    porta: soAdmin,
  },
}
