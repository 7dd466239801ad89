import { PassThrough, type Readable } from 'node:stream'
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import { Zip, ZipDeflate } from 'fflate'
import { limitesDoMes, relatorioFiscalMessages as m } from '../../../shared/fiscal/relatorio.schemas'
import type { Executor } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { FileStorage } from '../../storage/file-storage'
import type { Tenant } from '../auth/tenant.service'

export interface XmlDoMes {
  /** The entry's name in the ZIP: `<numero>-<referencia>.xml`. */
  nome: string
  key: string
}

// Names from the provider (the number) and from Bancada (the reference): kept to safe characters, so no
// entry can climb out of the folder it is extracted to.
const seguro = (parte: string) => parte.replace(/[^0-9A-Za-z_-]/g, '_')

/** The storage keys of the month's XMLs (competência in the month): authorized and cancelled notes. */
export function xmlsDoMes(db: Executor, tenant: Tenant, mes: string): Promise<XmlDoMes[]> {
  const { de, ate } = limitesDoMes(mes)
  return readTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select({
        numero: notasFiscais.numero,
        referencia: notasFiscais.referencia,
        key: notasFiscais.xml_path,
      })
      .from(notasFiscais)
      .where(
        and(
          eq(notasFiscais.empresa_id, tenant.empresaId),
          gte(notasFiscais.competencia, de),
          lte(notasFiscais.competencia, ate),
          inArray(notasFiscais.situacao, ['autorizada', 'cancelada']),
          isNotNull(notasFiscais.xml_path),
        ),
      )
      .orderBy(asc(notasFiscais.competencia), asc(notasFiscais.numero), asc(notasFiscais.id))
    if (rows.length === 0) throw notFound(m.semXmlsNoMes)
    return rows.map((r) => ({
      nome: `${seguro(r.numero ?? 'sem-numero')}-${seguro(r.referencia)}.xml`,
      key: r.key!,
    }))
  })
}

/** Resolves once the reader took the buffered bytes, or went away. */
const escoado = (saida: PassThrough) =>
  new Promise<void>((resolve) => {
    const pronto = () => {
      saida.off('drain', pronto)
      saida.off('close', pronto)
      resolve()
    }
    saida.once('drain', pronto)
    saida.once('close', pronto)
  })

/** Thrown to stop reading files once the reader went away (a closed tab, a dropped connection). */
class LeitorSaiu extends Error {}

async function adicionar(zip: Zip, saida: PassThrough, nome: string, conteudo: Readable | Buffer) {
  const arquivo = new ZipDeflate(nome, { level: 6 })
  zip.add(arquivo)
  const partes = Buffer.isBuffer(conteudo) ? [conteudo] : conteudo
  for await (const parte of partes) {
    arquivo.push(parte as Buffer)
    // Backpressure: a slow download holds the reading of the next files, not the whole month in memory.
    if (saida.writableNeedDrain) await escoado(saida)
    if (saida.destroyed) {
      if (!Buffer.isBuffer(conteudo)) conteudo.destroy()
      throw new LeitorSaiu()
    }
  }
  arquivo.push(new Uint8Array(0), true)
}

/**
 * The ZIP of the month's XMLs, streamed: each file is read from the storage and compressed as it goes,
 * so a month of thousands of notes never sits whole in memory. A file missing from the storage (a copy
 * interrupted, a bucket emptied by hand) is not left out silently: `XMLS-FALTANDO.txt` names its entry.
 */
export function zipDosXmls(storage: FileStorage, xmls: XmlDoMes[], onError: (e: unknown) => void): Readable {
  const saida = new PassThrough()
  const zip = new Zip((erro, chunk, final) => {
    if (erro) return void saida.destroy(erro)
    saida.write(chunk)
    if (final) saida.end()
  })
  void (async () => {
    const faltando: string[] = []
    for (const xml of xmls) {
      const conteudo = await storage.get(xml.key)
      if (conteudo) await adicionar(zip, saida, xml.nome, conteudo)
      else faltando.push(xml.nome)
    }
    if (faltando.length > 0) {
      const aviso = `Arquivos não encontrados no armazenamento do Bancada (baixe-os novamente no provedor):\r\n${faltando.join('\r\n')}\r\n`
      await adicionar(zip, saida, 'XMLS-FALTANDO.txt', Buffer.from(aviso, 'utf8'))
    }
    zip.end()
  })().catch((erro: unknown) => {
    zip.terminate()
    if (erro instanceof LeitorSaiu) return
    onError(erro)
    saida.destroy(erro instanceof Error ? erro : new Error(String(erro)))
  })
  return saida
}
