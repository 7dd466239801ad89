import { PassThrough, type Readable } from 'node:stream'
import { Zip, ZipDeflate } from 'fflate'

/** Thrown to stop the work once the reader went away (a closed tab, a dropped connection). */
export class LeitorSaiu extends Error {}

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

/** One entry being written: parts pushed as they are read, with backpressure. */
export interface EntradaDoZip {
  escrever(parte: Uint8Array | string): Promise<void>
  fechar(): void
}

/**
 * A ZIP written while it is downloaded (fflate's streaming Zip): each entry compressed as its parts come,
 * a slow download holding the reading of the next parts, so a big company never sits whole in memory.
 */
export function zipEmFluxo() {
  const saida = new PassThrough()
  const zip = new Zip((erro, chunk, final) => {
    if (erro) return void saida.destroy(erro)
    saida.write(chunk)
    if (final) saida.end()
  })
  const codificador = new TextEncoder()
  const entrada = (nome: string): EntradaDoZip => {
    const arquivo = new ZipDeflate(nome, { level: 6 })
    zip.add(arquivo)
    return {
      async escrever(parte) {
        arquivo.push(typeof parte === 'string' ? codificador.encode(parte) : parte)
        if (saida.writableNeedDrain) await escoado(saida)
        if (saida.destroyed) throw new LeitorSaiu()
      },
      fechar: () => arquivo.push(new Uint8Array(0), true),
    }
  }
  return {
    saida: saida as Readable,
    entrada,
    /** A whole file read from a stream (a photo, a PDF). */
    async arquivo(nome: string, conteudo: Readable) {
      const e = entrada(nome)
      try {
        for await (const parte of conteudo) await e.escrever(parte as Buffer)
      } catch (erro) {
        conteudo.destroy()
        throw erro
      }
      e.fechar()
    },
    async texto(nome: string, conteudo: string) {
      const e = entrada(nome)
      await e.escrever(conteudo)
      e.fechar()
    },
    fim: () => zip.end(),
    falhou(erro: unknown) {
      zip.terminate()
      saida.destroy(erro instanceof Error ? erro : new Error(String(erro)))
    },
  }
}
export type ZipEmFluxo = ReturnType<typeof zipEmFluxo>
