import type { PlanoId, StatusAssinatura } from '../../../shared/assinatura/planos'
import { gruposDaBusca } from '../../../shared/busca/busca-grupos'
import {
  camposRestritos,
  elementosDoPasso,
  type GrupoDeCampos,
  passosDoCaminho,
  podeVer,
  type RespostaRestrita,
} from '../../../shared/permissoes/campos-restritos'
import { type Acao, can, type Modulo, type PermissionRow } from '../../../shared/permissoes/permissoes'
import type { Dados } from './campos-restritos.fixtures'
import { rotasGetAtividades } from './campos-restritos.rotas-atividades'
import { rotasGetConsentimento } from './campos-restritos.rotas-consentimento'
import { rotasGetFiscais } from './campos-restritos.rotas-fiscal'
import { rotasGetPortabilidade } from './campos-restritos.rotas-portabilidade'
import { rotasGetTitular } from './campos-restritos.rotas-titular'

/** The reader as GET /api/me describes it. */
export type Leitor = {
  role: string
  permissions: PermissionRow[]
  empresa: { plano: PlanoId; status_assinatura: StatusAssinatura }
}

/** Where an answer carries a group: paths in campos-restritos.ts's syntax, or a function for the rest. */
export type Onde = readonly string[] | ((json: unknown) => unknown[])

/**
 * Every GET route of the OpenAPI document and what it may answer (issue 22 item 5). A new route fails
 * the test until it is added here with its gate and the groups of campos-restritos.ts it carries.
 */
export interface RotaGet {
  urls: (d: Dados) => string[]
  /**
   * Who gets in: a module permission (and a field group, when the whole answer is of one), a function,
   * 'sessao' (any signed-in user), 'admin', or 'livre' (no session needed).
   */
  porta: { modulo: Modulo; acao?: Acao; grupo?: GrupoDeCampos } | 'sessao' | 'admin' | 'livre' | PortaFn
  /** The status when the reader gets in (a made-up id or a missing file: 404). */
  status?: number
  /** JSON answers: where each group is. Absent or empty when the reader may not see it, present when it may. */
  grupos?: Partial<Record<GrupoDeCampos, Onde>>
  /** File answers (PDF, CSV, XLSX): the groups a reader who may see them finds in the text. */
  arquivoMostra?: readonly GrupoDeCampos[]
  /** Not scanned for the seeded values, and why (the same answer whoever asks). */
  semVarredura?: string
}
type PortaFn = (leitor: Leitor) => boolean

const HOJE = new Date().toISOString().slice(0, 10)
const periodo = `de=2025-01-01&ate=${HOJE}`
const UUID_INEXISTENTE = '00000000-0000-4000-8000-000000000000'
const clientePublico = 'a página pública do cliente: o link dá acesso ao seu próprio orçamento, não um perfil'

/** A record's paths inside a page of them (`items[]`). */
const naLista = (tipo: RespostaRestrita): Partial<Record<GrupoDeCampos, string[]>> =>
  Object.fromEntries(
    Object.entries(camposRestritos[tipo]).map(([grupo, paths]) => [
      grupo,
      paths.map((p: string) => `items[].${p}`),
    ]),
  )

const formatos = ['csv', 'xlsx'] as const
const exportar = (base: string, tabelas: readonly string[]) => () =>
  tabelas.flatMap((tabela) => formatos.map((f) => `${base}?${periodo}&tabela=${tabela}&formato=${f}`))

export const rotasGet: Record<string, RotaGet> = {
  ...rotasGetFiscais,
  ...rotasGetPortabilidade,
  ...rotasGetAtividades,
  ...rotasGetTitular,
  ...rotasGetConsentimento,
  '/api/assinatura': { urls: () => ['/api/assinatura'], porta: 'admin' },
  '/api/auth/get-session': { urls: () => ['/api/auth/get-session'], porta: 'livre' },
  // The confirmation email's link: with no token, better-auth refuses it (the link page shows why).
  '/api/auth/verify-email': { urls: () => ['/api/auth/verify-email'], porta: 'livre', status: 400 },
  '/api/busca': {
    urls: (d) => [`/api/busca?q=${d.numeroOs}`, '/api/busca?q=Maria'],
    porta: (leitor) => gruposDaBusca(leitor).length > 0,
    grupos: { financeiro: ['titulos'] },
  },
  '/api/cep/{cep}': { urls: () => ['/api/cep/01001000'], porta: 'sessao', status: 503 },
  '/api/clientes': {
    urls: () => ['/api/clientes'],
    porta: { modulo: 'cadastros' },
    grupos: { contato_cliente: ['items[].celular', 'items[].telefone', 'items[].email'] },
  },
  '/api/clientes/{id}': {
    urls: (d) => [`/api/clientes/${d.clienteId}`],
    porta: { modulo: 'cadastros' },
    grupos: { contato_cliente: ['celular', 'telefone', 'email'] },
  },
  // The customer's page: titles for who sees Contas a Receber (null otherwise).
  '/api/clientes/{id}/historico': {
    urls: (d) => [`/api/clientes/${d.clienteId}/historico`],
    porta: { modulo: 'cadastros' },
    grupos: {
      financeiro: ['titulos'],
      contato_cliente: ['cliente.celular', 'cliente.telefone', 'cliente.email'],
    },
  },
  // The bank connection and the reminder settings: the admin's (Configurações > Cobrança PIX).
  '/api/cobranca-pix/config': { urls: () => ['/api/cobranca-pix/config'], porta: 'admin' },
  '/api/cobranca-pix/lembretes': { urls: () => ['/api/cobranca-pix/lembretes'], porta: 'admin' },
  // Today's reminders (none for the seeded 2025 titles: their contacts are checked in lembretes.routes.test).
  '/api/cobranca-pix/cobrancas-do-dia': {
    urls: () => ['/api/cobranca-pix/cobrancas-do-dia'],
    porta: { modulo: 'contas_receber' },
  },
  '/api/cobranca-pix/recebidos': {
    urls: () => ['/api/cobranca-pix/recebidos'],
    porta: { modulo: 'contas_receber' },
  },
  '/api/convites': { urls: () => ['/api/convites'], porta: 'admin' },
  '/api/convites/publico/{token}': {
    urls: () => ['/api/convites/publico/token-inexistente'],
    porta: 'livre',
    status: 400,
  },
  '/api/dashboard': {
    urls: () => ['/api/dashboard'],
    porta: { modulo: 'dashboard' },
    grupos: { financeiro: ['financeiro'] },
  },
  // The agenda cards: counts and the next appointments' customer names, no contacts or money.
  '/api/dashboard/agenda': { urls: () => ['/api/dashboard/agenda'], porta: { modulo: 'agenda' } },
  '/api/demo': { urls: () => ['/api/demo'], porta: 'livre' },
  '/api/empresa': { urls: () => ['/api/empresa'], porta: { modulo: 'configuracoes' } },
  // Admin only: recipients are customer addresses, and admins always see Cadastros.
  '/api/empresa/emails': { urls: () => ['/api/empresa/emails'], porta: 'admin' },
  '/api/empresa/logo': { urls: () => ['/api/empresa/logo'], porta: 'sessao', status: 404 },
  '/api/health': { urls: () => ['/api/health'], porta: 'livre' },
  '/api/me': { urls: () => ['/api/me'], porta: 'sessao' },
  // The technician's own OS: what to do, no prices (the OS list's customer name and vehicle).
  '/api/meus-servicos': { urls: () => ['/api/meus-servicos'], porta: { modulo: 'os' } },
  // The message templates (Configurações → Mensagens): texts and placeholders, nobody's data.
  '/api/modelos-mensagem': { urls: () => ['/api/modelos-mensagem'], porta: { modulo: 'configuracoes' } },
  '/api/notificacoes': {
    urls: () => ['/api/notificacoes'],
    porta: 'sessao',
    grupos: {
      financeiro: (json) =>
        (json as { items: Array<{ tipo: string }> }).items.filter((n) => n.tipo === 'titulo_vencido'),
    },
  },
  '/api/os': { urls: () => ['/api/os'], porta: { modulo: 'os' } },
  '/api/os/exportar': {
    urls: () => formatos.map((f) => `/api/os/exportar?formato=${f}`),
    porta: { modulo: 'os' },
  },
  '/api/os/{id}': {
    urls: (d) => [`/api/os/${d.osId}`],
    porta: { modulo: 'os' },
    grupos: camposRestritos.os,
  },
  '/api/os/{id}/compartilhar': {
    urls: (d) => [`/api/os/${d.osId}/compartilhar`],
    porta: { modulo: 'os' },
    grupos: camposRestritos.compartilhar,
  },
  // The customer's number goes in the WhatsApp link only for who sees their contact (the scan checks it).
  '/api/os/{id}/mensagem-pronta': {
    urls: (d) => [`/api/os/${d.osId}/mensagem-pronta`],
    porta: { modulo: 'os' },
  },
  '/api/os/{id}/estoque-faltante': {
    urls: (d) => [`/api/os/${d.osId}/estoque-faltante`],
    porta: { modulo: 'os' },
  },
  '/api/os/{id}/fotos/{fotoId}': {
    urls: (d) => [`/api/os/${d.osId}/fotos/${UUID_INEXISTENTE}`],
    porta: { modulo: 'os' },
    status: 404,
  },
  '/api/os/{id}/pdf': {
    urls: (d) => ['os', 'orcamento', 'recibo'].map((tipo) => `/api/os/${d.osId}/pdf?tipo=${tipo}`),
    porta: { modulo: 'os' },
    arquivoMostra: ['financeiro', 'contato_cliente'],
  },
  // The board shows what the OS list shows (customer's name, vehicle, value): no field group.
  '/api/os/{id}/vistorias': { urls: (d) => [`/api/os/${d.osId}/vistorias`], porta: { modulo: 'os' } },
  '/api/patio': {
    urls: (d) => ['/api/patio', `/api/patio?q=${d.numeroOs}&atrasadas=false`],
    porta: { modulo: 'os' },
  },
  // The agenda: the customer's mobile on each appointment, for who sees contacts.
  '/api/agendamentos': {
    urls: () => ['/api/agendamentos?de=2030-06-01&ate=2030-06-07'],
    porta: { modulo: 'agenda' },
    grupos: { contato_cliente: ['itens[].cliente.celular'] },
  },
  '/api/agendamentos/{id}': {
    urls: (d) => [`/api/agendamentos/${d.agendamentoId}`],
    porta: { modulo: 'agenda' },
    grupos: { contato_cliente: ['cliente.celular'] },
  },
  '/api/agenda/config': { urls: () => ['/api/agenda/config'], porta: { modulo: 'agenda' } },
  // The confirmation and reminder: the customer's number goes in the WhatsApp link only for who sees
  // their contact (the scan checks it); the .ics carries the shop's address, not the customer's contact.
  '/api/agendamentos/{id}/mensagem': {
    urls: (d) =>
      ['confirmacao', 'lembrete'].map((tipo) => `/api/agendamentos/${d.agendamentoId}/mensagem?tipo=${tipo}`),
    porta: { modulo: 'agenda' },
  },
  '/api/agendamentos/{id}/ics': {
    urls: (d) => [`/api/agendamentos/${d.agendamentoId}/ics`],
    porta: { modulo: 'agenda' },
  },
  // Tomorrow's reminders (the seeded appointment is in 2030: the scan sees an empty list).
  '/api/agenda/mensagens-do-dia': {
    urls: () => ['/api/agenda/mensagens-do-dia'],
    porta: { modulo: 'agenda' },
  },
  // The revisions due: the customer's mobile, and its number in the WhatsApp link, for who sees contacts.
  '/api/revisoes': {
    urls: () => ['/api/revisoes?filtro=todas', '/api/revisoes?filtro=todas&q=ABC1D23'],
    porta: { modulo: 'agenda' },
    grupos: { contato_cliente: ['items[].cliente.celular'] },
  },
  '/api/perfil': { urls: () => ['/api/perfil'], porta: 'sessao' },
  '/api/perfil/preferencias': { urls: () => ['/api/perfil/preferencias'], porta: 'sessao' },
  '/api/permissoes': {
    urls: () => ['/api/permissoes?role=tecnico'],
    porta: 'admin',
  },
  '/api/produtos': {
    urls: () => ['/api/produtos'],
    porta: { modulo: 'cadastros' },
    grupos: naLista('produto'),
  },
  '/api/produtos/{id}': {
    urls: (d) => [`/api/produtos/${d.produtoId}`],
    porta: { modulo: 'cadastros' },
    grupos: camposRestritos.produto,
  },
  '/api/public/orcamentos/{token}': {
    urls: (d) => [`/api/public/orcamentos/${d.token}`],
    porta: 'livre',
    semVarredura: clientePublico,
  },
  '/api/public/agendamentos/{token}': {
    urls: (d) => [`/api/public/agendamentos/${d.agendamentoToken}`],
    porta: 'livre',
    semVarredura: clientePublico,
  },
  '/api/public/agendamentos/{token}/ics': {
    urls: (d) => [`/api/public/agendamentos/${d.agendamentoToken}/ics`],
    porta: 'livre',
    semVarredura: clientePublico,
  },
  '/api/public/vistorias/{token}': {
    urls: (d) => [`/api/public/vistorias/${d.vistoriaToken}`],
    porta: 'livre',
    semVarredura: clientePublico,
  },
  '/api/public/vistorias/{token}/fotos/{fotoId}': {
    urls: (d) => [`/api/public/vistorias/${d.vistoriaToken}/fotos/${UUID_INEXISTENTE}`],
    porta: 'livre',
    status: 404,
  },
  '/api/public/orcamentos/{token}/fotos/{fotoId}': {
    urls: (d) => [`/api/public/orcamentos/${d.token}/fotos/${UUID_INEXISTENTE}`],
    porta: 'livre',
    status: 404,
    semVarredura: clientePublico,
  },
  '/api/public/orcamentos/{token}/logo': {
    urls: (d) => [`/api/public/orcamentos/${d.token}/logo`],
    porta: 'livre',
    status: 404,
    semVarredura: clientePublico,
  },
  '/api/relatorios/financeiro': {
    urls: () => [`/api/relatorios/financeiro?${periodo}`],
    porta: { modulo: 'relatorios', grupo: 'financeiro' },
    grupos: { ...camposRestritos.relatorio_financeiro, custo: ['margem.produtos.custo'] },
  },
  '/api/relatorios/financeiro/exportar': {
    urls: exportar('/api/relatorios/financeiro/exportar', ['por_mes', 'por_meio', 'aging', 'vencidos']),
    porta: { modulo: 'relatorios', grupo: 'financeiro' },
    arquivoMostra: ['financeiro', 'contato_cliente'],
  },
  '/api/relatorios/servico': {
    urls: () => [`/api/relatorios/servico?${periodo}`],
    porta: { modulo: 'relatorios' },
  },
  '/api/relatorios/servico/exportar': {
    urls: exportar('/api/relatorios/servico/exportar', [
      'por_status',
      'tempo_por_mes',
      'por_tecnico',
      'servicos',
      'produtos',
    ]),
    porta: { modulo: 'relatorios' },
  },
  '/api/servicos': {
    urls: () => ['/api/servicos'],
    porta: { modulo: 'cadastros' },
    grupos: naLista('servico'),
  },
  '/api/servicos/{id}': {
    urls: (d) => [`/api/servicos/${d.servicoId}`],
    porta: { modulo: 'cadastros' },
    grupos: camposRestritos.servico,
  },
  '/api/sessao': { urls: () => ['/api/sessao'], porta: 'livre' },
  '/api/sistema/endereco': { urls: () => ['/api/sistema/endereco'], porta: { modulo: 'configuracoes' } },
  '/api/tecnicos': { urls: () => ['/api/tecnicos'], porta: { modulo: 'cadastros' } },
  // The 'Usuário do sistema' picker: names and emails of the company's users, for who edits técnicos.
  '/api/tecnicos/usuarios': {
    urls: () => ['/api/tecnicos/usuarios'],
    porta: { modulo: 'cadastros', acao: 'edit' },
  },
  '/api/tecnicos/{id}': {
    urls: () => [`/api/tecnicos/${UUID_INEXISTENTE}`],
    porta: { modulo: 'cadastros' },
    status: 404,
  },
  '/api/titulos': {
    urls: () => ['/api/titulos'],
    porta: { modulo: 'contas_receber', grupo: 'financeiro' },
    grupos: naLista('titulo'),
  },
  '/api/treinamento': { urls: () => ['/api/treinamento'], porta: 'sessao' },
  '/api/treinamento/documentos/{id}': {
    urls: () => ['/api/treinamento/documentos/nao-existe'],
    porta: 'sessao',
    status: 404,
  },
  '/api/treinamento/videos/{id}/arquivo': {
    urls: () => ['/api/treinamento/videos/nao-existe/arquivo'],
    porta: 'sessao',
    status: 404,
  },
  '/api/usuarios': { urls: () => ['/api/usuarios'], porta: 'admin' },
  '/api/veiculos': { urls: () => ['/api/veiculos'], porta: { modulo: 'cadastros' } },
  '/api/veiculos/{id}/historico': {
    urls: (d) => [`/api/veiculos/${d.veiculoId}/historico`],
    porta: { modulo: 'cadastros' },
    grupos: { contato_cliente: ['cliente.celular', 'cliente.telefone'] },
  },
  '/api/veiculos/{id}': { urls: (d) => [`/api/veiculos/${d.veiculoId}`], porta: { modulo: 'cadastros' } },
  '/api/vistorias/modelo': { urls: () => ['/api/vistorias/modelo'], porta: { modulo: 'os' } },
  '/api/vistorias/{id}': { urls: (d) => [`/api/vistorias/${d.vistoriaId}`], porta: { modulo: 'os' } },
  // The term prints the customer's name and vehicle, never their contacts or money.
  '/api/vistorias/{id}/pdf': {
    urls: (d) => ['a4', '80mm'].map((formato) => `/api/vistorias/${d.vistoriaId}/pdf?formato=${formato}`),
    porta: { modulo: 'os' },
  },
  '/api/vistorias/{id}/fotos/{fotoId}': {
    urls: (d) => [`/api/vistorias/${d.vistoriaId}/fotos/${UUID_INEXISTENTE}`],
    porta: { modulo: 'os' },
    status: 404,
  },
  '/robots.txt': { urls: () => ['/robots.txt'], porta: 'livre' },
  '/sitemap.xml': { urls: () => ['/sitemap.xml'], porta: 'livre' },
}

/** Whether the route lets this reader in (null: no session at all). */
export function entra(rota: RotaGet, leitor: Leitor | null): boolean {
  const { porta } = rota
  if (porta === 'livre') return true
  if (!leitor) return false
  if (porta === 'sessao') return true
  if (porta === 'admin') return leitor.role === 'admin'
  if (typeof porta === 'function') return porta(leitor)
  return can(leitor, porta.modulo, porta.acao ?? 'view') && (!porta.grupo || podeVer(leitor, porta.grupo))
}

/** The values at a path (campos-restritos.ts's syntax), or what the function finds. */
export function valoresEm(json: unknown, onde: Onde): unknown[] {
  if (typeof onde === 'function') return onde(json)
  return onde.flatMap((path) =>
    passosDoCaminho(path).reduce<unknown[]>(
      (atuais, passo) => {
        const proximos = atuais.map((a) =>
          a && typeof a === 'object' ? (a as Record<string, unknown>)[passo.chave] : undefined,
        )
        return passo.lista ? proximos.flatMap((p) => elementosDoPasso(passo, p)) : proximos
      },
      [json],
    ),
  )
}

/** A value that shows something: not absent, null nor an empty list. */
export const mostra = (v: unknown) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)
