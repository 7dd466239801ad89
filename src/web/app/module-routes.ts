import type { Acao, Modulo } from '../../shared/permissoes/permissoes'

/** A logged-in route whose screen is still a placeholder; without `modulo` it needs only a login. */
export type ModuleRoute = { path: string; title: string; modulo?: Modulo; acao?: Acao }

/** SPEC §2 route table with DESIGN §8b's reading (/os/:id/editar needs `os` edit). */
export const moduleRoutes: ModuleRoute[] = [
  { path: 'os', title: 'Ordens de Serviço', modulo: 'os' },
  { path: 'os/nova', title: 'Nova Ordem de Serviço', modulo: 'os', acao: 'create' },
  { path: 'os/:id', title: 'Ordem de Serviço', modulo: 'os' },
  { path: 'os/:id/editar', title: 'Editar Ordem de Serviço', modulo: 'os', acao: 'edit' },
  { path: 'contas-receber', title: 'Contas a Receber', modulo: 'contas_receber' },
  { path: 'relatorios/servico', title: 'Relatório de Serviços', modulo: 'relatorios' },
  { path: 'relatorios/financeiro', title: 'Relatório Financeiro', modulo: 'relatorios' },
  { path: 'cadastros/clientes', title: 'Clientes', modulo: 'cadastros' },
  { path: 'cadastros/veiculos', title: 'Veículos', modulo: 'cadastros' },
  { path: 'cadastros/tecnicos', title: 'Técnicos', modulo: 'cadastros' },
  { path: 'cadastros/servicos', title: 'Serviços', modulo: 'cadastros' },
  { path: 'cadastros/produtos', title: 'Produtos', modulo: 'cadastros' },
  { path: 'configuracoes', title: 'Configurações' },
  // SPEC §2: all four training routes show the same training centre.
  { path: 'treinamento', title: 'Centro de Treinamento' },
  { path: 'treinamento/videos', title: 'Centro de Treinamento' },
  { path: 'treinamento/documentos', title: 'Centro de Treinamento' },
  { path: 'treinamento/guias', title: 'Centro de Treinamento' },
  { path: 'perfil', title: 'Meu Perfil' },
]
