import { z } from 'zod'
import { treinamentoMessages as m } from './treinamento.messages'

/** The three kinds of training item a user concludes (the page's three tabs). */
export const treinamentoTipos = ['video', 'documento', 'guia'] as const
export type TreinamentoTipo = (typeof treinamentoTipos)[number]

export const videoCategorias = ['Básico', 'Avançado', 'Módulos'] as const
export const documentoTipos = ['Manual', 'Tutorial', 'Política', 'Guia', 'Formulário'] as const

const texto = z.string().trim().min(1)
// Ids appear in URLs and in the progress table: lowercase words joined by hyphens.
const itemId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens')

// --- content/treinamento/treinamento.json (read and checked by the server at start-up) ---

const manifestoVideo = z.strictObject({
  id: itemId,
  titulo: texto,
  descricao: texto,
  categoria: z.enum(videoCategorias),
  /** Length as the card shows it, mm:ss; filled in by whoever publishes the video. */
  duracao: z
    .string()
    .regex(/^\d{1,2}:\d{2}$/)
    .optional(),
  /** File name without extension in TRAINING_VIDEOS_DIR: `<arquivo>.mp4` or `<arquivo>.webm`. */
  arquivo: itemId,
  /** A full embed URL (YouTube, Vimeo…) used when the file is absent. */
  embed_url: z.url({ protocol: /^https$/ }).optional(),
  /** Appended to TRAINING_VIDEO_BASE_URL (instead of the id) when the video has no `embed_url`. */
  embed_chave: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})

const manifestoDocumento = z.strictObject({
  id: itemId,
  titulo: texto,
  descricao: texto,
  tipo: z.enum(documentoTipos),
  /** An HTML fragment in content/treinamento/documentos/. */
  arquivo: z.string().regex(/^[a-z0-9-]+\.html$/),
})

const passo = z.strictObject({ titulo: texto, texto: texto })

const manifestoGuia = z.strictObject({
  id: itemId,
  titulo: texto,
  descricao: texto,
  passos: z.array(passo).min(1),
})

const manifestoFaq = z.strictObject({ pergunta: texto, resposta: texto })

const idsUnicos = (itens: { id: string }[], ctx: z.RefinementCtx) => {
  const vistos = new Set<string>()
  for (const { id } of itens) {
    if (vistos.has(id)) ctx.addIssue({ code: 'custom', message: `Id repetido: ${id}` })
    vistos.add(id)
  }
}

export const treinamentoManifesto = z.strictObject({
  videos: z.array(manifestoVideo).superRefine(idsUnicos),
  documentos: z.array(manifestoDocumento).superRefine(idsUnicos),
  guias: z.array(manifestoGuia).superRefine(idsUnicos),
  faq: z.array(manifestoFaq),
})
export type TreinamentoManifesto = z.infer<typeof treinamentoManifesto>
export type ManifestoVideo = z.infer<typeof manifestoVideo>

// --- GET /api/treinamento ---

/** How the card plays a video: a file Bancada serves, an external embed, or nothing (null). */
export const videoFonte = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('arquivo'), url: z.string() }),
  z.object({ tipo: z.literal('embed'), url: z.string() }),
])
export type VideoFonte = z.infer<typeof videoFonte>

const concluidoEm = z.string().nullable()

export const videoView = manifestoVideo
  .pick({ id: true, titulo: true, descricao: true, categoria: true, duracao: true })
  .extend({ fonte: videoFonte.nullable(), concluido_em: concluidoEm })

export const documentoView = manifestoDocumento
  .pick({ id: true, titulo: true, descricao: true, tipo: true })
  .extend({ url: z.string(), download_url: z.string(), concluido_em: concluidoEm })

export const guiaView = manifestoGuia.extend({ concluido_em: concluidoEm })

/** The whole catalogue with the signed-in user's progress, in one answer. */
export const treinamentoView = z.object({
  videos: z.array(videoView),
  documentos: z.array(documentoView),
  guias: z.array(guiaView),
  faq: z.array(manifestoFaq),
})
export type TreinamentoView = z.infer<typeof treinamentoView>
export type VideoView = z.infer<typeof videoView>
export type DocumentoView = z.infer<typeof documentoView>
export type GuiaView = z.infer<typeof guiaView>

// --- POST /api/treinamento/progresso, DELETE /api/treinamento/progresso/:tipo/:item_id ---

const tipo = z.enum(treinamentoTipos, { error: m.tipoInvalido })
const itemIdInput = z.string({ error: m.itemNaoEncontrado }).trim().min(1, m.itemNaoEncontrado).max(100)

export const marcarProgressoInput = z.strictObject({ tipo, item_id: itemIdInput })
export type MarcarProgressoInput = z.infer<typeof marcarProgressoInput>
export const progressoParams = marcarProgressoInput

export const progressoView = z.object({ tipo, item_id: z.string(), concluido_em: z.string() })
export type ProgressoView = z.infer<typeof progressoView>

export const documentoParams = z.object({ id: z.string().max(100) })
export const documentoQuery = z.strictObject({ download: z.enum(['0', '1']).optional() })
export const videoParams = z.object({ id: z.string().max(100) })
