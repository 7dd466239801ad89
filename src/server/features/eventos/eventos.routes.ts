import type { TipoEvento } from '../../../shared/eventos/eventos'
import { tiposVisiveis } from '../../../shared/eventos/eventos'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { criarCentralDeEventos } from './central'

/** Kinds changed within this window go out as one message (a burst of changes is one refetch). */
const JUNTAR_MS = 100
/** A comment line keeps proxies from closing an idle stream. */
const PULSO_MS = 25_000
/** Streams end now and then: the browser reconnects and its session is checked again. */
const DURACAO_MAX_MS = 30 * 60_000

/**
 * GET /api/eventos: a Server-Sent Events stream per browser tab, of its company's changes (kinds only,
 * those its permissions allow; see shared/eventos). Not in the API document: a stream, not an answer.
 */
export async function eventosRoutes(app: App, ctx: AppContext) {
  const central = await criarCentralDeEventos(ctx.handle, app.log)
  app.addHook('preClose', async () => central.encerrarTodos())
  app.addHook('onClose', () => central.fechar())

  app.get('/api/eventos', { config: { auth: true }, schema: { hide: true } }, (req, reply) => {
    const tenant = tenantOf(req)
    const res = reply.raw
    reply.hijack()
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would hold the events back in their buffer.
      'x-accel-buffering': 'no',
    })
    // The browser's wait before reconnecting by itself (ours backs off further, web/lib/eventos-ao-vivo).
    res.write('retry: 3000\n: conectado\n\n')

    const pendentes = new Set<TipoEvento>()
    let envio: NodeJS.Timeout | undefined
    const enviar = () => {
      envio = undefined
      res.write(`event: mudanca\ndata: ${JSON.stringify({ tipos: [...pendentes] })}\n\n`)
      pendentes.clear()
    }
    const pulso = setInterval(() => res.write(': pulso\n\n'), PULSO_MS)
    const limite = setTimeout(() => encerrar(), DURACAO_MAX_MS)
    const sair = central.assinar({
      empresaId: tenant.empresaId,
      userId: tenant.userId,
      tipos: new Set(tiposVisiveis(tenant)),
      avisar(tipos) {
        for (const tipo of tipos) pendentes.add(tipo)
        envio ??= setTimeout(enviar, JUNTAR_MS)
      },
      encerrar: () => encerrar(),
    })
    function encerrar() {
      clearInterval(pulso)
      clearTimeout(limite)
      clearTimeout(envio)
      sair()
      res.end()
    }
    res.on('close', encerrar)
  })
}
