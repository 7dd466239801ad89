import { randomUUID } from 'node:crypto'
import { contextoDasEscritas } from '../../db/contexto'
import type { App } from '../../http/types'

/**
 * Every request runs in its context of writes (db/contexto.ts): where it comes from, its IP and browser, and
 * an id its activity-log entries share. Register before the hooks and routes that write.
 */
export function registrarContextoDasEscritas(app: App) {
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.url
    const origem = url.startsWith('/api/public/')
      ? 'portal'
      : url.startsWith('/api/webhooks/')
        ? 'webhook'
        : 'usuario'
    const userAgent = req.headers['user-agent']?.slice(0, 400)
    contextoDasEscritas.run({ origem, ip: req.ip, userAgent, requisicao: randomUUID() }, done)
  })
}
