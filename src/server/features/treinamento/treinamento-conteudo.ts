import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  type ManifestoVideo,
  type TreinamentoManifesto,
  treinamentoManifesto,
  type VideoFonte,
} from '../../../shared/treinamento/treinamento.schemas'
import { projectRoot } from '../../project-root'

/** content/treinamento/ at the repository's root: the manifest, the documents and their style sheet. */
export const conteudoDir = path.join(projectRoot, 'content/treinamento')

export interface TreinamentoConteudo {
  manifesto: TreinamentoManifesto
  /** Each document as a complete, print-ready HTML page, by id. */
  documentos: Map<string, { html: string; nomeArquivo: string }>
}

const escapeHtml = (texto: string) =>
  texto.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

/** Wraps a document's body in a page of its own with the shared style inlined, so a download stands alone. */
function paginaDocumento(titulo: string, corpo: string, estilo: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titulo)} — Bancada</title>
<style>
${estilo}
</style>
</head>
<body>
<main class="documento">
${corpo}
</main>
</body>
</html>
`
}

/**
 * Reads and checks the training content once, at start-up: a manifest that does not match the schema or
 * names a missing document stops the server with the reason, instead of a card that fails later.
 */
export function loadTreinamentoConteudo(dir: string = conteudoDir): TreinamentoConteudo {
  const bruto = JSON.parse(readFileSync(path.join(dir, 'treinamento.json'), 'utf8'))
  const lido = treinamentoManifesto.safeParse(bruto)
  if (!lido.success) {
    throw new Error(`content/treinamento/treinamento.json inválido: ${JSON.stringify(lido.error.issues)}`)
  }
  const manifesto = lido.data
  const estilo = readFileSync(path.join(dir, 'documentos', 'documento.css'), 'utf8')
  const documentos = new Map<string, { html: string; nomeArquivo: string }>()
  for (const doc of manifesto.documentos) {
    const corpo = readFileSync(path.join(dir, 'documentos', doc.arquivo), 'utf8')
    documentos.set(doc.id, { html: paginaDocumento(doc.titulo, corpo, estilo), nomeArquivo: doc.arquivo })
  }
  return { manifesto, documentos }
}

const extensoesVideo = ['.mp4', '.webm'] as const

/**
 * The video's file: in the first of the videos folders that has it, `<arquivo>.mp4`, else `.webm`; null when
 * no folder has it.
 */
export function arquivoDoVideo(
  videosDirs: readonly string[],
  video: ManifestoVideo,
): { dir: string; nome: string } | null {
  for (const dir of videosDirs) {
    for (const extensao of extensoesVideo) {
      const nome = `${video.arquivo}${extensao}`
      if (existsSync(path.join(dir, nome))) return { dir, nome }
    }
  }
  return null
}

/**
 * The external embed URL: the video's own, else the configured base URL plus its key (its id when the
 * manifest names none); null without both.
 */
export function embedDoVideo(video: ManifestoVideo, baseUrl: string | undefined): string | null {
  if (video.embed_url) return video.embed_url
  if (baseUrl) return `${baseUrl}/${video.embed_chave ?? video.id}`
  return null
}

/**
 * How the card plays the video (the file served by Bancada wins, so it works offline). Looked up on every
 * request: a file copied into the folder is offered without a restart.
 */
export function fonteDoVideo(
  video: ManifestoVideo,
  opts: { videosDirs: readonly string[]; videoBaseUrl: string | undefined },
): VideoFonte | null {
  if (arquivoDoVideo(opts.videosDirs, video)) {
    return { tipo: 'arquivo', url: `/api/treinamento/videos/${video.id}/arquivo` }
  }
  const embed = embedDoVideo(video, opts.videoBaseUrl)
  return embed ? { tipo: 'embed', url: embed } : null
}

/** Origins the page may frame (helmet's frame-src): those of every embed URL the catalogue can produce. */
export function origensDeEmbed(manifesto: TreinamentoManifesto, videoBaseUrl: string | undefined): string[] {
  const urls = manifesto.videos.map((video) => embedDoVideo(video, videoBaseUrl))
  if (videoBaseUrl) urls.push(`${videoBaseUrl}/`)
  const origens = new Set<string>()
  // Both are checked URLs: the manifest's by its schema, the base URL by the configuration.
  for (const url of urls) if (url) origens.add(new URL(url).origin)
  return [...origens]
}
