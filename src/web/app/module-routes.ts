import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { GrupoDeCampos } from '../../shared/permissoes/campos-restritos'
import type { Acao, Modulo } from '../../shared/permissoes/permissoes'

/**
 * A logged-in route; without `modulo` it needs only a login. `page` is the module's screen, loaded on
 * first visit; a route without one still shows the placeholder.
 */
export type ModuleRoute = {
  path: string
  title: string
  modulo?: Modulo
  acao?: Acao
  /** Also needs this field group (campos-restritos.ts): the financial report is receivables. */
  grupo?: GrupoDeCampos
  page?: LazyExoticComponent<ComponentType>
}

// One chunk per register screen: opening Clientes does not download Produtos.
const ClientesPage = lazy(() =>
  import('../features/cadastros/clientes/clientes-page').then((m) => ({ default: m.ClientesPage })),
)
const VeiculosPage = lazy(() =>
  import('../features/cadastros/veiculos/veiculos-page').then((m) => ({ default: m.VeiculosPage })),
)
const ClientePage = lazy(() =>
  import('../features/cadastros/clientes/cliente-page').then((m) => ({ default: m.ClientePage })),
)
const VeiculoPage = lazy(() =>
  import('../features/cadastros/veiculos/veiculo-page').then((m) => ({ default: m.VeiculoPage })),
)
const TecnicosPage = lazy(() =>
  import('../features/cadastros/tecnicos/tecnicos-page').then((m) => ({ default: m.TecnicosPage })),
)
const ServicosPage = lazy(() =>
  import('../features/cadastros/servicos/servicos-page').then((m) => ({ default: m.ServicosPage })),
)
const ProdutosPage = lazy(() =>
  import('../features/cadastros/produtos/produtos-page').then((m) => ({ default: m.ProdutosPage })),
)

const ConfiguracoesPage = lazy(() =>
  import('../features/configuracoes/configuracoes-page').then((m) => ({ default: m.ConfiguracoesPage })),
)

const OsListaPage = lazy(() =>
  import('../features/os/lista/os-lista-page').then((m) => ({ default: m.OsListaPage })),
)
const OsFormPage = lazy(() =>
  import('../features/os/form/os-form-page').then((m) => ({ default: m.OsFormPage })),
)
const OsDetalhePage = lazy(() =>
  import('../features/os/detalhe/os-detalhe-page').then((m) => ({ default: m.OsDetalhePage })),
)
const PatioPage = lazy(() => import('../features/patio/patio-page').then((m) => ({ default: m.PatioPage })))
const AgendaPage = lazy(() =>
  import('../features/agenda/agenda-page').then((m) => ({ default: m.AgendaPage })),
)
const VistoriaPage = lazy(() =>
  import('../features/vistoria/vistoria-page').then((m) => ({ default: m.VistoriaPage })),
)
const AbrirVistoriaPage = lazy(() =>
  import('../features/vistoria/abrir-vistoria-page').then((m) => ({ default: m.AbrirVistoriaPage })),
)
const MeusServicosPage = lazy(() =>
  import('../features/meus-servicos/meus-servicos-page').then((m) => ({ default: m.MeusServicosPage })),
)
const ContasReceberPage = lazy(() =>
  import('../features/financeiro/contas-receber/contas-receber-page').then((m) => ({
    default: m.ContasReceberPage,
  })),
)
const NotasFiscaisPage = lazy(() =>
  import('../features/fiscal/notas/notas-fiscais-page').then((m) => ({ default: m.NotasFiscaisPage })),
)
const ConciliacaoPixPage = lazy(() =>
  import('../features/cobranca-pix/conciliacao/conciliacao-pix-page').then((m) => ({
    default: m.ConciliacaoPixPage,
  })),
)

const CobrancasDoDiaPage = lazy(() =>
  import('../features/cobranca-pix/cobrancas-do-dia/cobrancas-do-dia-page').then((m) => ({
    default: m.CobrancasDoDiaPage,
  })),
)
const MensagensDoDiaPage = lazy(() =>
  import('../features/agenda/mensagens-do-dia-page').then((m) => ({ default: m.MensagensDoDiaPage })),
)
const RevisoesPage = lazy(() =>
  import('../features/revisoes/revisoes-page').then((m) => ({ default: m.RevisoesPage })),
)

// recharts comes with these two chunks only, never in the main bundle.
const RelatorioServicoPage = lazy(() =>
  import('../features/relatorios/relatorio-servico-page').then((m) => ({ default: m.RelatorioServicoPage })),
)
const RelatorioFinanceiroPage = lazy(() =>
  import('../features/relatorios/relatorio-financeiro-page').then((m) => ({
    default: m.RelatorioFinanceiroPage,
  })),
)

const NotificacoesPage = lazy(() =>
  import('../features/notificacoes/notificacoes-page').then((m) => ({ default: m.NotificacoesPage })),
)

const TreinamentoPage = lazy(() =>
  import('../features/treinamento/treinamento-page').then((m) => ({ default: m.TreinamentoPage })),
)

const PerfilPage = lazy(() =>
  import('../features/perfil/perfil-page').then((m) => ({ default: m.PerfilPage })),
)

/** SPEC §2 route table with DESIGN §8b's reading (/os/:id/editar needs `os` edit). */
export const moduleRoutes: ModuleRoute[] = [
  { path: 'os', title: 'Ordens de Serviço', modulo: 'os', page: OsListaPage },
  { path: 'os/nova', title: 'Nova Ordem de Serviço', modulo: 'os', acao: 'create', page: OsFormPage },
  { path: 'os/:id', title: 'Ordem de Serviço', modulo: 'os', page: OsDetalhePage },
  { path: 'os/:id/editar', title: 'Editar Ordem de Serviço', modulo: 'os', acao: 'edit', page: OsFormPage },
  { path: 'os/:id/vistoria/:tipo', title: 'Vistoria', modulo: 'os', page: AbrirVistoriaPage },
  { path: 'vistorias/:id', title: 'Vistoria', modulo: 'os', page: VistoriaPage },
  { path: 'patio', title: 'Pátio', modulo: 'os', page: PatioPage },
  { path: 'agenda', title: 'Agenda', modulo: 'agenda', page: AgendaPage },
  { path: 'meus-servicos', title: 'Meus serviços', modulo: 'os', page: MeusServicosPage },
  { path: 'contas-receber', title: 'Contas a Receber', modulo: 'contas_receber', page: ContasReceberPage },
  { path: 'notas-fiscais', title: 'Notas fiscais', modulo: 'fiscal', page: NotasFiscaisPage },
  {
    path: 'financeiro/conciliacao-pix',
    title: 'Conciliação PIX',
    modulo: 'contas_receber',
    page: ConciliacaoPixPage,
  },
  {
    path: 'financeiro/cobrancas-do-dia',
    title: 'Cobranças do dia',
    modulo: 'contas_receber',
    page: CobrancasDoDiaPage,
  },
  { path: 'agenda/mensagens', title: 'Mensagens do dia', modulo: 'agenda', page: MensagensDoDiaPage },
  { path: 'agenda/revisoes', title: 'Revisões', modulo: 'agenda', page: RevisoesPage },
  {
    path: 'relatorios/servico',
    title: 'Relatório de Serviços',
    modulo: 'relatorios',
    page: RelatorioServicoPage,
  },
  {
    path: 'relatorios/financeiro',
    title: 'Relatório Financeiro',
    modulo: 'relatorios',
    grupo: 'financeiro',
    page: RelatorioFinanceiroPage,
  },
  { path: 'cadastros/clientes', title: 'Clientes', modulo: 'cadastros', page: ClientesPage },
  { path: 'cadastros/clientes/:id', title: 'Cliente', modulo: 'cadastros', page: ClientePage },
  { path: 'cadastros/veiculos', title: 'Veículos', modulo: 'cadastros', page: VeiculosPage },
  { path: 'cadastros/veiculos/:id', title: 'Veículo', modulo: 'cadastros', page: VeiculoPage },
  { path: 'cadastros/tecnicos', title: 'Técnicos', modulo: 'cadastros', page: TecnicosPage },
  { path: 'cadastros/servicos', title: 'Serviços', modulo: 'cadastros', page: ServicosPage },
  { path: 'cadastros/produtos', title: 'Produtos', modulo: 'cadastros', page: ProdutosPage },
  { path: 'configuracoes', title: 'Configurações', page: ConfiguracoesPage },
  // SPEC §2: all four training routes show the same training centre; a sub-route opens its tab.
  { path: 'treinamento', title: 'Centro de Treinamento', page: TreinamentoPage },
  { path: 'treinamento/videos', title: 'Centro de Treinamento', page: TreinamentoPage },
  { path: 'treinamento/documentos', title: 'Centro de Treinamento', page: TreinamentoPage },
  { path: 'treinamento/guias', title: 'Centro de Treinamento', page: TreinamentoPage },
  { path: 'perfil', title: 'Meu Perfil', page: PerfilPage },
  { path: 'notificacoes', title: 'Notificações', page: NotificacoesPage },
]
