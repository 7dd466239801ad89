import { and, eq } from 'drizzle-orm'
import type { NotaView } from '../../../shared/fiscal/fiscal.schemas'
import type { Executor } from '../../db/client'
import { notasFiscais, os } from '../../db/schema'

export type LinhaNota = typeof notasFiscais.$inferSelect

/** A note row with its OS number, as `selectNotas` reads it. */
export type LinhaNotaComOs = LinhaNota & { numero_os: string }

/**
 * The notes joined with their OS (its number): every answer that shows a note reads it this way and
 * presents it with `notaParaView`.
 */
export const selectNotas = (tx: Executor) =>
  tx
    .select({ nota: notasFiscais, numero_os: os.numero_os })
    .from(notasFiscais)
    .innerJoin(os, and(eq(os.empresa_id, notasFiscais.empresa_id), eq(os.id, notasFiscais.os_id)))

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * One note as every answer shows it. The document links are Bancada's own routes (permission-checked,
 * served from the app's storage), present only once the file is kept: the provider's links may expire.
 */
export function notaParaView({ nota, numero_os }: { nota: LinhaNota; numero_os: string }): NotaView {
  const base = `/api/notas-fiscais/${nota.id}`
  return {
    id: nota.id,
    os_id: nota.os_id,
    numero_os,
    cliente_id: nota.cliente_id,
    referencia: nota.referencia,
    tentativa: nota.tentativa,
    situacao: nota.situacao,
    ambiente: nota.ambiente,
    competencia: nota.competencia,
    tomador_nome: nota.tomador_nome,
    tomador_documento: nota.tomador_documento,
    discriminacao: nota.discriminacao,
    codigo_tributacao: nota.codigo_tributacao,
    valor_servicos: nota.valor_servicos,
    desconto: nota.desconto,
    valor_liquido: nota.valor_servicos - nota.desconto,
    aliquota_iss_bp: nota.aliquota_iss_bp,
    valor_iss: nota.valor_iss,
    iss_retido: nota.iss_retido,
    numero: nota.numero,
    codigo_verificacao: nota.codigo_verificacao,
    chave: nota.chave,
    danfse_url: nota.danfse_path ? `${base}/danfse` : null,
    xml_url: nota.xml_path ? `${base}/xml` : null,
    mensagem: nota.mensagem,
    autorizada_em: iso(nota.autorizada_em),
    cancelada_em: iso(nota.cancelada_em),
    motivo_cancelamento: nota.motivo_cancelamento,
    criado_em: nota.criado_em.toISOString(),
  }
}
