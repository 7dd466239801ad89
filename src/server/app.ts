import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rotasDoApp } from '../shared/app/rotas-do-app'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { agendaRoutes } from './features/agenda/agenda.routes'
import { agendaConfirmacaoRoutes } from './features/agenda/agenda-confirmacao.routes'
import { assinaturaRoutes } from './features/assinatura/assinatura.routes'
import { atividadesRoutes } from './features/atividades/atividades.routes'
import { auditarRotas } from './features/atividades/auditoria-de-rotas'
import { registrarContextoDasEscritas } from './features/atividades/contexto-das-escritas'
import { createAuth, trustedOrigins } from './features/auth/auth'
import { authRoutes } from './features/auth/auth.routes'
import { recuperacaoSenhaRoutes } from './features/auth/recuperacao-senha.routes'
import { ouvirRevogacoes } from './features/auth/revogacoes'
import { SessionCache } from './features/auth/session-cache'
import { buscaRoutes } from './features/busca/busca.routes'
import { clientesRoutes } from './features/cadastros/clientes/clientes.routes'
import { produtosRoutes } from './features/cadastros/produtos/produtos.routes'
import { servicosRoutes } from './features/cadastros/servicos/servicos.routes'
import { tecnicosRoutes } from './features/cadastros/tecnicos/tecnicos.routes'
import { veiculosRoutes } from './features/cadastros/veiculos/veiculos.routes'
import { cepRoutes } from './features/cep/cep.routes'
import { cobrancaPixConfigRoutes } from './features/cobranca-pix/config.routes'
import { lembretesRoutes } from './features/cobranca-pix/lembretes.routes'
import { recebidosPixRoutes } from './features/cobranca-pix/recebidos.routes'
import { criarRotinaCobrancaPix } from './features/cobranca-pix/rotina'
import { webhookPixRoutes } from './features/cobranca-pix/webhook.routes'
import { consentimentoRoutes } from './features/consentimento/consentimento.routes'
import { dashboardRoutes } from './features/dashboard/dashboard.routes'
import { emailsEmpresaRoutes } from './features/email/emails-empresa.routes'
import { empresaRoutes } from './features/empresa/empresa.routes'
import { empresaLogoRoutes } from './features/empresa/empresa-logo.routes'
import { eventosRoutes } from './features/eventos/eventos.routes'
import { financeiroRoutes } from './features/financeiro/financeiro.routes'
import { notaStorage } from './features/fiscal/notas.storage'
import { criarRotinaFiscal } from './features/fiscal/rotina'
import { fiscalRoutes } from './features/fiscal/routes'
import { mensagensRoutes } from './features/mensagens/mensagens.routes'
import { meusServicosRoutes } from './features/meus-servicos/meus-servicos.routes'
import { notificacoesRoutes } from './features/notificacoes/notificacoes.routes'
import { osFotosRoutes } from './features/os/fotos/fotos.routes'
import { osRoutes } from './features/os/os.routes'
import { patioRoutes } from './features/patio/patio.routes'
import { perfilRoutes } from './features/perfil/perfil.routes'
import { preferenciasRoutes } from './features/perfil/preferencias.routes'
import { permissoesRoutes } from './features/permissoes/permissoes.routes'
import { portabilidadeRoutes } from './features/portabilidade/portabilidade.routes'
import { portalRoutes } from './features/portal/portal.routes'
import { relatoriosRoutes } from './features/relatorios/relatorios.routes'
import { revisoesRoutes } from './features/revisoes/revisoes.routes'
import { sistemaRoutes } from './features/sistema/sistema.routes'
import { siteRoutes } from './features/site/site.routes'
import { titularRoutes } from './features/titular/titular.routes'
import { treinamentoRoutes } from './features/treinamento/treinamento.routes'
import { loadTreinamentoConteudo, origensDeEmbed } from './features/treinamento/treinamento-conteudo'
import { convitesRoutes } from './features/usuarios/convites/convites.routes'
import { usuariosRoutes } from './features/usuarios/usuarios.routes'
import { termoRoutes } from './features/vistoria/termo/termo.routes'
import { vistoriaRoutes } from './features/vistoria/vistoria.routes'
import { registerAuthHook } from './http/auth-hook'
import { AppError, registerErrorHandling } from './http/errors'
import { registerRateLimit } from './http/rate-limit'
import { registerSecurityHeaders } from './http/security-headers'
import { tenantTransactions } from './http/tenant-transaction'
import type { App, AppContext } from './http/types'
import { recusarPatchVazio, validarEntrada } from './http/validacao'
import { opsRoutes } from './ops/ops.routes'
import { iniciarRetencao } from './ops/retencao'
import { problemaDoBanco } from './ops/saude'

z.config(z.locales.pt())

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web')

export interface BuildAppOptions {
  handle: DatabaseHandle
  config: Config
  logger?: FastifyServerOptions['logger']
  /** The built web app (dist/web); tests point it at a folder of their own. */
  webDir?: string
  /** Remembered sessions; tests pass their own to play the part of later services that forget. */
  sessions?: SessionCache
}

/** Builds the whole HTTP application without listening: main.ts listens, tests inject requests. */
export async function buildApp({
  handle,
  config,
  logger = false,
  webDir = webDistDir,
  sessions = new SessionCache(),
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger,
    // One line per request is noise for a workshop's console; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validarEntrada)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  // Read and checked before anything listens: the CSP below frames the training videos' embed origins.
  const treinamento = loadTreinamentoConteudo()
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Plain http on localhost is the default install: never upgrade its requests to https.
        upgradeInsecureRequests: null,
        frameSrc: ["'self'", ...origensDeEmbed(treinamento.manifesto, config.treinamento.videoBaseUrl)],
        // The installable app: /sw.js and /manifest.webmanifest (src/web/pwa.config.ts).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
  })
  // gzip/brotli for pages, assets and JSON (the pre-rendered HTML and the CSS shrink ~5×).
  await app.register(compress, { threshold: 1024 })
  const cobrancaPix = criarRotinaCobrancaPix(handle.db, config, app.log)
  app.addHook('onClose', async () => {
    cobrancaPix.parar()
    await cobrancaPix.ocioso()
  })
  const fiscal = criarRotinaFiscal(handle.db, config, app.log, notaStorage(config))
  app.addHook('onClose', async () => {
    fiscal.parar()
    await fiscal.ocioso()
  })
  const ctx: AppContext = {
    handle,
    config,
    auth: createAuth(handle.db, config),
    sessions,
    cobrancaPix,
    fiscal,
  }
  // Sign-outs, deactivations and permission changes made through any app server reach this one's cache.
  const revogacoes = await ouvirRevogacoes(handle, sessions, app.log)
  app.addHook('onClose', () => revogacoes.fechar())
  await registerRateLimit(app, ctx)
  await app.register(swagger, {
    openapi: { info: { title: 'Bancada API', version: '1', description: 'Valores monetários em centavos.' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  registrarContextoDasEscritas(app)
  // Mutating requests that name a foreign origin are refused (the session cookie is SameSite=Lax too).
  const origins = new Set(trustedOrigins(config))
  app.addHook('onRequest', async (req) => {
    const origin = req.headers.origin
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !origin) return
    if (!origins.has(origin)) throw new AppError(403, 'INVALID_ORIGIN', 'Origem da requisição não permitida')
  })
  registerAuthHook(app, ctx)
  tenantTransactions(app, handle.db)
  auditarRotas(app, handle.db)
  recusarPatchVazio(app)

  // A load balancer takes a server whose database cannot take writes out of rotation (503).
  app.get('/api/health', async (_req, reply) => {
    const problema = await problemaDoBanco(handle.db)
    if (!problema) return { status: 'ok' }
    return reply
      .status(503)
      .send({ status: 'indisponivel', error: { code: 'BANCO_INDISPONIVEL', message: problema } })
  })
  authRoutes(app, ctx)
  recuperacaoSenhaRoutes(app, ctx)
  if (handle.kind === 'pglite') opsRoutes(app, ctx)
  siteRoutes(app, ctx, webDir)
  clientesRoutes(app, ctx)
  veiculosRoutes(app, ctx)
  tecnicosRoutes(app, ctx)
  servicosRoutes(app, ctx)
  produtosRoutes(app, ctx)
  cepRoutes(app, ctx)
  osRoutes(app, ctx)
  osFotosRoutes(app, ctx)
  patioRoutes(app, ctx)
  vistoriaRoutes(app, ctx)
  agendaRoutes(app, ctx)
  agendaConfirmacaoRoutes(app, ctx)
  termoRoutes(app, ctx)
  meusServicosRoutes(app, ctx)
  financeiroRoutes(app, ctx)
  cobrancaPixConfigRoutes(app, ctx)
  recebidosPixRoutes(app, ctx)
  webhookPixRoutes(app, ctx)
  lembretesRoutes(app, ctx)
  fiscalRoutes(app, ctx)
  dashboardRoutes(app, ctx)
  notificacoesRoutes(app, ctx)
  await eventosRoutes(app, ctx)
  buscaRoutes(app, ctx)
  relatoriosRoutes(app, ctx)
  empresaRoutes(app, ctx)
  mensagensRoutes(app, ctx)
  revisoesRoutes(app, ctx)
  treinamentoRoutes(app, ctx, treinamento)
  assinaturaRoutes(app, ctx)
  perfilRoutes(app, ctx)
  empresaLogoRoutes(app, ctx)
  permissoesRoutes(app, ctx)
  usuariosRoutes(app, ctx)
  convitesRoutes(app, ctx)
  emailsEmpresaRoutes(app, ctx)
  portalRoutes(app, ctx)
  consentimentoRoutes(app, ctx)
  portabilidadeRoutes(app, ctx)
  preferenciasRoutes(app, ctx)
  sistemaRoutes(app, ctx)
  titularRoutes(app, ctx)
  atividadesRoutes(app, ctx)
  iniciarRetencao(app, handle.db)

  await registerWeb(app, webDir)
  return app
}

/**
 * Serves the built web app: index.html for the app's routes (rotasDoApp), and for any other path too but
 * with 404, so the app shows its not-found page with the right status; /api/* never falls through to it.
 */
async function registerWeb(app: App, webDir: string) {
  const hasBuild = existsSync(path.join(webDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      // The pre-rendered pages are answered by their own routes, never as raw files.
      allowedPath: (pathName) => !pathName.startsWith('/site/'),
      wildcard: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
      },
    })
    for (const rota of rotasDoApp)
      app.get(rota, { schema: { hide: true } }, (_req, reply) => sendIndex(reply))
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasBuild || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada' } })
    }
    return sendIndex(reply.status(404))
  })
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html')
}
