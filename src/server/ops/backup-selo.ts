import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { AppError } from '../http/errors'
import { naoEDoBancada, type VersaoEsquema, versaoMaisNova } from './backup-esquema'

/**
 * A backup's seal: its last line, a SQL comment (psql still reads the file), with the size and SHA-256 of
 * everything before it and the schema version it was taken at. A cut or altered file no longer matches.
 */
const MARCA = '-- bancada-backup '
const INICIO_DO_DUMP = '--\n-- PostgreSQL database dump'
const FIM_DO_DUMP = '-- PostgreSQL database dump complete'

interface Selo extends VersaoEsquema {
  formato: 1
  bytes: number
  sha256: string
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/** Appends the seal to a finished dump `file`, taken at schema `versao`. */
export function selarBackup(file: string, versao: VersaoEsquema): void {
  const corpo = readFileSync(file)
  const selo: Selo = { formato: 1, ...versao, bytes: corpo.length, sha256: sha256(corpo) }
  appendFileSync(file, `${MARCA}${JSON.stringify(selo)}\n`)
}

const recusa = (message: string) => new AppError(422, 'BACKUP_INVALIDO', message)
const incompleto = () =>
  recusa(
    'O arquivo de backup está incompleto (termina antes do fim do dump): a cópia pode ter sido interrompida. Nada foi alterado.',
  )
const corrompido = () =>
  recusa(
    'O arquivo de backup está corrompido: o tamanho ou a soma de verificação não conferem com os gravados nele. Nada foi alterado.',
  )

/**
 * Reads a backup and checks it whole before anything is replaced: a pg_dump from its first line to its
 * end marker, matching its seal, from a schema no newer than the code's. A backup taken before seals
 * existed is accepted when complete; its schema is checked once loaded (conferirEsquema). Answers its SQL.
 */
export function lerBackup(file: string, codigo: VersaoEsquema): string {
  if (!existsSync(file))
    throw new AppError(422, 'BACKUP_NAO_ENCONTRADO', `Arquivo de backup não encontrado: ${file}`)
  const bytes = readFileSync(file)
  let texto: string
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw naoEDoBancada('não é um arquivo de texto SQL')
  }
  if (!texto.startsWith(INICIO_DO_DUMP)) throw naoEDoBancada('não começa como um pg_dump')
  const onde = texto.lastIndexOf(`\n${MARCA}`)
  const corpo = onde >= 0 ? texto.slice(0, onde + 1) : texto
  if (onde >= 0) {
    let selo: Selo
    try {
      selo = JSON.parse(texto.slice(onde + 1 + MARCA.length)) as Selo
    } catch {
      throw incompleto()
    }
    const corpoBytes = Buffer.from(corpo)
    if (selo.bytes !== corpoBytes.length || selo.sha256 !== sha256(corpoBytes)) throw corrompido()
    if (selo.ultima > codigo.ultima) throw versaoMaisNova(selo.migracoes, codigo.migracoes)
  }
  // pg_dump's last comment; at most a few lines (pg_dump 17's \unrestrict) may follow it.
  const fim = corpo.lastIndexOf(FIM_DO_DUMP)
  if (fim < 0 || corpo.length - fim > 400) throw incompleto()
  return corpo
}
