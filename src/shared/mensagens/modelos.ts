import { MODELOS_LEMBRETE_PADRAO, PLACEHOLDERS_LEMBRETE } from '../cobranca-pix/lembretes'
import { preencherPlaceholders } from '../formatos/modelo'
import {
  MODELO_EMAIL_PADRAO,
  MODELO_WHATSAPP_PADRAO,
  PLACEHOLDERS_MENSAGEM,
} from '../os/mensagens-compartilhamento'

/**
 * Every message the product sends by WhatsApp or email (issue 27 item 5), by key: one editor in
 * Configurações → Mensagens, one row per changed key in modelos_mensagem, the default text otherwise.
 */
export const chavesDeModelo = [
  'agendamento_confirmacao',
  'agendamento_lembrete',
  'revisao_vencendo',
  'orcamento_whatsapp',
  'orcamento_email',
  'os_pronta',
  'cobranca_antes',
  'cobranca_no_dia',
  'cobranca_depois',
] as const
export type ChaveDeModelo = (typeof chavesDeModelo)[number]

const PLACEHOLDERS_AGENDAMENTO = [
  'cliente',
  'data',
  'hora',
  'veiculo',
  'motivo',
  'endereco',
  'link',
  'empresa',
] as const
const PLACEHOLDERS_REVISAO = ['cliente', 'veiculo', 'placa', 'servico', 'data', 'km', 'empresa'] as const
const PLACEHOLDERS_OS_PRONTA = ['cliente', 'numero_os', 'veiculo', 'total', 'endereco', 'empresa'] as const

type Modelo = { titulo: string; placeholders: readonly string[]; padrao: string }

export const modelos: Record<ChaveDeModelo, Modelo> = {
  agendamento_confirmacao: {
    titulo: 'Confirmação de agendamento',
    placeholders: PLACEHOLDERS_AGENDAMENTO,
    padrao: `Olá, {cliente}! Seu horário na {empresa} está agendado para {data} às {hora}.
Veículo: {veiculo}
Motivo: {motivo}
Endereço: {endereco}
Traga o documento do veículo e, se tiver, o manual e a chave reserva.
Confirme ou peça outro horário: {link}`,
  },
  agendamento_lembrete: {
    titulo: 'Lembrete de agendamento (véspera)',
    placeholders: PLACEHOLDERS_AGENDAMENTO,
    padrao: `Olá, {cliente}! Lembrete: amanhã, {data}, às {hora}, esperamos você na {empresa}.
Veículo: {veiculo}
Endereço: {endereco}
Confirme ou peça outro horário: {link}`,
  },
  revisao_vencendo: {
    titulo: 'Revisão vencendo',
    placeholders: PLACEHOLDERS_REVISAO,
    padrao: `Olá, {cliente}! Está chegando a hora de {servico} do seu {veiculo} ({placa}).
Previsto para {data}
ou aos {km}
Quer agendar? Responda esta mensagem. {empresa}`,
  },
  orcamento_whatsapp: {
    titulo: 'Orçamento enviado (WhatsApp)',
    placeholders: PLACEHOLDERS_MENSAGEM,
    padrao: MODELO_WHATSAPP_PADRAO,
  },
  orcamento_email: {
    titulo: 'Orçamento enviado (email)',
    placeholders: PLACEHOLDERS_MENSAGEM,
    padrao: MODELO_EMAIL_PADRAO,
  },
  os_pronta: {
    titulo: 'OS pronta para retirada',
    placeholders: PLACEHOLDERS_OS_PRONTA,
    padrao: `Olá, {cliente}! Seu {veiculo} está pronto para retirada ({numero_os}).
Total: {total}
Endereço: {endereco}
{empresa}`,
  },
  cobranca_antes: {
    titulo: 'Lembrete de pagamento (antes do vencimento)',
    placeholders: PLACEHOLDERS_LEMBRETE,
    padrao: MODELOS_LEMBRETE_PADRAO.antes,
  },
  cobranca_no_dia: {
    titulo: 'Lembrete de pagamento (no dia)',
    placeholders: PLACEHOLDERS_LEMBRETE,
    padrao: MODELOS_LEMBRETE_PADRAO.no_dia,
  },
  cobranca_depois: {
    titulo: 'Lembrete de pagamento (após o vencimento)',
    placeholders: PLACEHOLDERS_LEMBRETE,
    padrao: MODELOS_LEMBRETE_PADRAO.depois,
  },
}

/** The text of `chave` for a company: its own (a row of modelos_mensagem) or the default. */
export const textoDoModelo = (chave: ChaveDeModelo, proprio: string | null | undefined) =>
  proprio?.trim() ? proprio : modelos[chave].padrao

/** Fills a template's placeholders; a line whose placeholder has no value is dropped (formatos/modelo). */
export const preencherMensagem = (
  chave: ChaveDeModelo,
  texto: string,
  valores: Partial<Record<string, string | null>>,
) => preencherPlaceholders(texto, valores, modelos[chave].placeholders)
