import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import {
  ErroFiscal,
  type NotaServicoInput,
  type ProvedorFiscal,
  type RespostaNota,
} from '../../integracoes/fiscal/provedor'
import type { FileStorage } from '../../storage/file-storage'
import type { LinhaNota } from './nota-view'
import { notaKey } from './notas.storage'

// Following a note at the provider until it settles: what the emission, the 'Atualizar' button, the
// webhook's wake-up and the polling job share. The provider is called outside any transaction; the
// answer is written once, only over a note still processing, so a late or repeated answer changes nothing.

/** The provider's answer, or a failure worth trying again later (network, timeout, 5xx, 429). */
export type Resultado = { resposta: RespostaNota } | { falha: ErroFiscal }

const MIN_ESPERA = 5_000
const MAX_ESPERA = 60 * 60_000

/** When to ask again about a note still processing: half its age, between 5 seconds and an hour. */
export function proximaConsulta(criadoEm: Date, agora = new Date()): Date {
  const espera = Math.min(MAX_ESPERA, Math.max(MIN_ESPERA, (agora.getTime() - criadoEm.getTime()) / 2))
  return new Date(agora.getTime() + espera)
}

/**
 * Sends the note with its reference. A refusal someone must fix (data, token) makes it `erro` with the
 * provider's words; a temporary failure leaves it processing, to be asked about (and sent again) later.
 */
export async function enviarAoProvedor(provedor: ProvedorFiscal, nota: LinhaNota): Promise<Resultado> {
  try {
    return { resposta: await provedor.emitir(nota.enviado as NotaServicoInput) }
  } catch (error) {
    if (!(error instanceof ErroFiscal)) throw error
    if (error.temporario) return { falha: error }
    return { resposta: { referencia: nota.referencia, situacao: 'erro', mensagem: error.message } }
  }
}

/**
 * Asks about a note still processing. A reference the provider does not know was never received (the
 * send failed, or the server stopped before it): it is sent again with the same reference, so there is
 * never a second note.
 */
export async function perguntarAoProvedor(provedor: ProvedorFiscal, nota: LinhaNota): Promise<Resultado> {
  try {
    return { resposta: await provedor.consultar(nota.referencia) }
  } catch (error) {
    if (!(error instanceof ErroFiscal)) throw error
    if (error.status === 404) return enviarAoProvedor(provedor, nota)
    return { falha: error }
  }
}

const documentos = [
  { tipo: 'pdf', url: 'url_danfse', path: 'danfse_path' },
  { tipo: 'xml', url: 'url_xml', path: 'xml_path' },
] as const
const mimes = { pdf: 'application/pdf', xml: 'application/xml' } as const

/** Downloads one document the provider links to and keeps it; answers its key. Throws ErroFiscal. */
export async function baixarDocumento(
  provedor: ProvedorFiscal,
  storage: FileStorage,
  nota: Pick<LinhaNota, 'empresa_id' | 'id'>,
  tipo: 'pdf' | 'xml',
  url: string,
): Promise<string> {
  const conteudo = await provedor.baixar(url)
  const key = notaKey(nota.empresa_id, nota.id, tipo)
  await storage.put(key, conteudo, mimes[tipo])
  return key
}

/**
 * Downloads the DANFSE and the XML the provider links to and keeps them (the links may expire). One that
 * cannot be downloaded now is left for later: the document routes fetch it on demand.
 */
async function guardarDocumentos(
  provedor: ProvedorFiscal,
  storage: FileStorage,
  nota: Pick<LinhaNota, 'empresa_id' | 'id' | 'danfse_path' | 'xml_path'>,
  urls: { url_danfse: string | null; url_xml: string | null },
): Promise<{ danfse_path?: string; xml_path?: string }> {
  const guardados: { danfse_path?: string; xml_path?: string } = {}
  for (const d of documentos) {
    const url = urls[d.url]
    if (!url || nota[d.path]) continue
    try {
      guardados[d.path] = await baixarDocumento(provedor, storage, nota, d.tipo, url)
    } catch (error) {
      if (!(error instanceof ErroFiscal)) throw error
    }
  }
  return guardados
}

const dataOuAgora = (iso: string | undefined) => {
  const d = iso ? new Date(iso) : new Date()
  return Number.isNaN(d.getTime()) ? new Date() : d
}

/** The columns a settled (or still processing) answer writes. */
function valoresDe(nota: LinhaNota, resposta: RespostaNota): Partial<LinhaNota> {
  const agora = new Date()
  switch (resposta.situacao) {
    case 'processando':
      return { consultar_em: proximaConsulta(nota.criado_em, agora), mensagem: null }
    case 'erro':
      return {
        situacao: 'erro',
        mensagem: resposta.mensagem ?? 'A nota foi recusada, sem motivo informado.',
        consultar_em: null,
      }
    case 'autorizada':
    case 'cancelada':
      return {
        situacao: resposta.situacao,
        numero: resposta.numero ?? null,
        codigo_verificacao: resposta.codigoVerificacao ?? null,
        chave: resposta.chave ?? null,
        url_danfse: resposta.urlDanfse ?? null,
        url_xml: resposta.urlXml ?? null,
        autorizada_em: dataOuAgora(resposta.autorizadaEm),
        ...(resposta.situacao === 'cancelada' ? { cancelada_em: agora } : {}),
        mensagem: null,
        consultar_em: null,
      }
  }
}

/**
 * Writes what the provider said about a note that was processing, in the company's scope. An authorized
 * note's documents are downloaded first (outside any transaction), so one write settles it whole.
 * Answers whether this call settled or moved the note (false when someone else had already).
 */
export async function registrarResultado(
  db: Executor,
  nota: LinhaNota,
  resultado: Resultado,
  provedor: ProvedorFiscal,
  storage: FileStorage,
): Promise<boolean> {
  let valores: Partial<LinhaNota>
  if ('falha' in resultado) {
    valores = { consultar_em: proximaConsulta(nota.criado_em), mensagem: resultado.falha.message }
  } else {
    valores = valoresDe(nota, resultado.resposta)
    if (valores.situacao === 'autorizada' || valores.situacao === 'cancelada') {
      Object.assign(
        valores,
        await guardarDocumentos(provedor, storage, nota, {
          url_danfse: valores.url_danfse ?? null,
          url_xml: valores.url_xml ?? null,
        }),
      )
    }
  }
  const escritas = await withTenant(db, { empresaId: nota.empresa_id }, (tx) =>
    tx
      .update(notasFiscais)
      .set({ ...valores, atualizado_em: new Date() })
      .where(
        and(
          eq(notasFiscais.empresa_id, nota.empresa_id),
          eq(notasFiscais.id, nota.id),
          eq(notasFiscais.situacao, 'processando'),
        ),
      )
      .returning({ id: notasFiscais.id }),
  )
  return escritas.length > 0
}

/**
 * Keeps the documents of an authorized (or cancelled) note that are not kept yet: a download that failed
 * when it was authorized.
 */
export async function completarDocumentos(
  db: Executor,
  nota: LinhaNota,
  provedor: ProvedorFiscal,
  storage: FileStorage,
): Promise<void> {
  await gravarCaminhos(db, nota, await guardarDocumentos(provedor, storage, nota, nota))
}

/** Records where a note's documents are kept (the key is the same whoever downloads it). */
export async function gravarCaminhos(
  db: Executor,
  nota: Pick<LinhaNota, 'empresa_id' | 'id'>,
  caminhos: { danfse_path?: string; xml_path?: string },
): Promise<void> {
  if (Object.keys(caminhos).length === 0) return
  await withTenant(db, { empresaId: nota.empresa_id }, (tx) =>
    tx
      .update(notasFiscais)
      .set({ ...caminhos, atualizado_em: new Date() })
      .where(and(eq(notasFiscais.empresa_id, nota.empresa_id), eq(notasFiscais.id, nota.id))),
  )
}
