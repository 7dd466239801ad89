import { formatDateTime } from '../../../../shared/formatos/data'
import { formatPlaca } from '../../../../shared/formatos/exibir'
import { combustivelLabels, vistoriaTipoLabels } from '../../../../shared/vistoria/vistoria'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'

/** The lines both formats print, worded once. */
export const tituloDoTermo = (v: VistoriaView) =>
  `Termo de ${vistoriaTipoLabels[v.tipo].toLowerCase()}${v.versao > 1 ? ` (versão ${v.versao})` : ''}`

export const veiculoDoTermo = (v: VistoriaView) =>
  v.veiculo ? `${v.veiculo.descricao} · ${formatPlaca(v.veiculo.placa)}` : '—'

export const kmDoTermo = (v: VistoriaView) => (v.km === null ? '—' : `${v.km.toLocaleString('pt-BR')} km`)
export const combustivelDoTermo = (v: VistoriaView) =>
  v.combustivel === null ? '—' : (combustivelLabels[v.combustivel] ?? '—')

export const itemDoChecklist = (i: { item: string; presente: boolean }) =>
  `${i.item}: ${i.presente ? 'presente' : 'ausente'}`

/** Who signed, when and how; or that the signature is still missing. */
export function linhasDaAssinatura(v: VistoriaView, fuso: string): string[] {
  const a = v.assinatura
  if (!a) return ['Aguardando assinatura']
  return [
    `${a.nome}${a.documento ? ` · CPF ${a.documento}` : ''}`,
    `Assinado em ${formatDateTime(a.assinado_em, fuso)} ${a.canal === 'balcao' ? 'na oficina' : 'pelo link enviado ao cliente'}`,
    `SHA-256 do conteúdo assinado: ${a.sha256}`,
  ]
}

/** The drawn signature as bytes for the PDF (a PNG data URL). */
export const imagemDaAssinatura = (v: VistoriaView) =>
  v.assinatura ? Buffer.from(v.assinatura.imagem.replace(/^data:image\/png;base64,/, ''), 'base64') : null
