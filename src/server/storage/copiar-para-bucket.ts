import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import type { Config } from '../config'
import { logoStorage } from '../features/empresa/empresa-logo.storage'
import { notaStorage } from '../features/fiscal/notas.storage'
import { fotoStorage } from '../features/os/fotos/fotos.storage'
import { vistoriaStorage } from '../features/vistoria/vistoria.storage'
import { type FileStorage, imagemExtensions } from './file-storage'

export interface ResultadoDaCopia {
  copiados: number
  /** Already in the bucket with the same bytes (a second run copies nothing). */
  jaNoBucket: number
  /** Local files removed after their copy was checked (--apagar-locais). */
  apagados: number
  /** Files that are not a photo or a logo (a half-written upload, a stray file), with the reason. */
  ignorados: string[]
  falhas: string[]
}

const PASTAS = {
  fotos: fotoStorage,
  logos: logoStorage,
  vistorias: vistoriaStorage,
  'notas-fiscais': notaStorage,
} as const

const imagens = Object.fromEntries(Object.entries(imagemExtensions).map(([mime, ext]) => [ext, mime]))
/** What each folder holds, by extension: images, and the NFS-e's DANFSE and XML. */
const mimePorPasta: Record<keyof typeof PASTAS, Record<string, string>> = {
  fotos: imagens,
  logos: imagens,
  vistorias: imagens,
  'notas-fiscais': { pdf: 'application/pdf', xml: 'application/xml' },
}

const sha256 = (dados: Buffer) => createHash('sha256').update(dados).digest('hex')

/** The bucket's bytes under `key`, or null when there is no such object. */
async function lerDoBucket(destino: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await destino.get(key)
  return stream ? buffer(stream) : null
}

/**
 * Copies the local photos, logos, inspection photos and NFS-e documents (`<dataDir>/fotos`, `/logos`,
 * `/vistorias`, `/notas-fiscais`) to the bucket, one
 * file at a time, each read back and compared (SHA-256) before it counts as copied. Idempotent: a file the
 * bucket already holds with the same bytes is left alone, a different one is copied again. The local files
 * stay unless `apagarLocais`, and then only each one whose copy was checked.
 */
export async function copiarParaBucket(
  config: Pick<Config, 'dataDir' | 'armazenamento'>,
  { apagarLocais = false, escrever = (linha: string) => console.log(linha) } = {},
): Promise<ResultadoDaCopia> {
  if (config.armazenamento.tipo !== 's3') {
    throw new Error('Defina S3_BUCKET (e as demais variáveis S3_*) para copiar os arquivos para o bucket.')
  }
  const resultado: ResultadoDaCopia = { copiados: 0, jaNoBucket: 0, apagados: 0, ignorados: [], falhas: [] }
  for (const [pasta, storageDe] of Object.entries(PASTAS)) {
    const raiz = path.join(config.dataDir, pasta)
    const arquivos = existsSync(raiz)
      ? (await readdir(raiz, { recursive: true, withFileTypes: true }))
          .filter((entrada) => entrada.isFile())
          .map((entrada) => path.relative(raiz, path.join(entrada.parentPath, entrada.name)))
          .sort()
      : []
    escrever(`${pasta}: ${arquivos.length} arquivo(s) em ${raiz}`)
    const destino = storageDe(config)
    for (const [i, relativo] of arquivos.entries()) {
      const key = relativo.split(path.sep).join('/')
      const passo = `[${pasta} ${i + 1}/${arquivos.length}] ${key}`
      const mime = mimePorPasta[pasta as keyof typeof PASTAS][path.extname(key).slice(1)]
      if (key.endsWith('.tmp') || !mime) {
        resultado.ignorados.push(`${pasta}/${key}`)
        escrever(
          `${passo}: ignorado (${key.endsWith('.tmp') ? 'envio incompleto' : 'não é um arquivo do Bancada'})`,
        )
        continue
      }
      try {
        const local = await readFile(path.join(raiz, relativo))
        const noBucket = await lerDoBucket(destino, key)
        if (noBucket && sha256(noBucket) === sha256(local)) {
          resultado.jaNoBucket++
          escrever(`${passo}: já está no bucket`)
        } else {
          await destino.put(key, local, mime)
          const conferido = await lerDoBucket(destino, key)
          if (!conferido || sha256(conferido) !== sha256(local))
            throw new Error('a cópia lida do bucket difere')
          resultado.copiados++
          escrever(`${passo}: copiado e conferido`)
        }
        if (apagarLocais) {
          await unlink(path.join(raiz, relativo))
          resultado.apagados++
        }
      } catch (error) {
        const motivo = (error as Error).message
        // A name the feature could not have built is not ours: reported, never sent.
        if (/^invalid (photo|logo|NFS-e file) key/.test(motivo)) {
          resultado.ignorados.push(`${pasta}/${key}`)
          escrever(`${passo}: ignorado (nome que o Bancada não cria)`)
        } else {
          resultado.falhas.push(`${pasta}/${key}: ${motivo}`)
          escrever(`${passo}: FALHOU (${motivo})`)
        }
      }
    }
  }
  escrever(
    `Resumo: ${resultado.copiados} copiado(s), ${resultado.jaNoBucket} já no bucket, ` +
      `${resultado.ignorados.length} ignorado(s), ${resultado.falhas.length} falha(s)` +
      (apagarLocais ? `, ${resultado.apagados} apagado(s) do disco local.` : '.'),
  )
  return resultado
}
