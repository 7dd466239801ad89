import fastifyStatic from '@fastify/static'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { treinamentoMessages as m } from '../../../shared/treinamento/treinamento.messages'
import {
  documentoParams,
  documentoQuery,
  marcarProgressoInput,
  progressoParams,
  progressoView,
  treinamentoView,
  videoParams,
} from '../../../shared/treinamento/treinamento.schemas'
import { notFound } from '../../http/errors'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { desmarcarConcluido, getTreinamento, marcarConcluido } from './treinamento.service'
import { arquivoDoVideo, type TreinamentoConteudo } from './treinamento-conteudo'

/**
 * The training centre (SPEC §2, DESIGN §9): any signed-in user, whatever its role's modules, reads the
 * catalogue, marks its own progress and opens the documents and videos.
 */
export function treinamentoRoutes(app: App, ctx: AppContext, conteudo: TreinamentoConteudo) {
  const db = ctx.handle.db
  const { videosDirs, videoBaseUrl } = ctx.config.treinamento

  app.get(
    '/api/treinamento',
    { config: { auth: true }, schema: { response: { 200: treinamentoView } } },
    async (req) => getTreinamento(db, tenantOf(req), conteudo, { videosDirs, videoBaseUrl }),
  )

  // Training progress is the person's own, not company data: allowed in a read-only company too.
  const pessoal = { auth: true, somenteLeitura: 'permitido' } as const

  app.post(
    '/api/treinamento/progresso',
    { config: pessoal, schema: { body: marcarProgressoInput, response: { 200: progressoView } } },
    async (req) => marcarConcluido(db, tenantOf(req), conteudo.manifesto, req.body),
  )

  app.delete(
    '/api/treinamento/progresso/:tipo/:item_id',
    { config: pessoal, schema: { params: progressoParams } },
    async (req, reply) => {
      await desmarcarConcluido(db, tenantOf(req), conteudo.manifesto, req.params)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/treinamento/documentos/:id',
    { config: { auth: true }, schema: { params: documentoParams, querystring: documentoQuery } },
    async (req, reply) => {
      const documento = conteudo.documentos.get(req.params.id)
      if (!documento) throw notFound(m.documentoNaoEncontrado)
      reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache')
      if (req.query.download === '1') {
        reply.header('content-disposition', `attachment; filename="bancada-${documento.nomeArquivo}"`)
      }
      return documento.html
    },
  )

  // Its own scope, so this sendFile (rooted at a videos folder) never meets the web build's.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>()
    await scope.register(fastifyStatic, { root: videosDirs[0], serve: false, suppressWarning: true })
    scope.get(
      '/api/treinamento/videos/:id/arquivo',
      { config: { auth: true }, schema: { params: videoParams } },
      async (req, reply) => {
        const video = conteudo.manifesto.videos.find((item) => item.id === req.params.id)
        const arquivo = video && arquivoDoVideo(videosDirs, video)
        if (!arquivo) throw notFound(m.videoIndisponivel)
        // Range requests (seeking, Safari) are answered by @fastify/static, from the folder that has it.
        reply.header('cache-control', 'private, max-age=86400')
        return reply.sendFile(arquivo.nome, arquivo.dir, { cacheControl: false })
      },
    )
  })
}
