import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Config } from '../config'
import { aplicarPlano, planoOperadorInput } from '../features/assinatura/plano-operador'
import { osResumoCache } from '../features/os/os-resumo-cache'
import { AppError } from '../http/errors'
import type { App, AppContext } from '../http/types'
import { backupPglite } from './backup'
import { backupsDir, pgliteDir } from './paths'
import { restorePglite } from './restore'

const opsTokenFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'ops-token')

/** The secret `npm run backup/restore/plan` present to a running server: only who can read the data dir has it. */
export function ensureOpsToken(config: Pick<Config, 'dataDir'>): string {
  const file = opsTokenFile(config)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const token = randomBytes(24).toString('base64url')
  writeFileSync(file, `${token}\n`, { mode: 0o600 })
  return token
}

export function readOpsToken(config: Pick<Config, 'dataDir'>): string | null {
  const file = opsTokenFile(config)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null
}

/**
 * Backup and restore of the embedded database while the server runs (PGlite allows one process): the
 * npm scripts call these from the same machine with the data directory's token.
 */
export function opsRoutes(app: App, ctx: AppContext) {
  const token = Buffer.from(ensureOpsToken(ctx.config))
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/ops/')) return
    const given = Buffer.from(String(req.headers['x-bancada-ops-token'] ?? ''))
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '')
    if (!loopback || given.length !== token.length || !timingSafeEqual(given, token)) {
      throw new AppError(404, 'NOT_FOUND', 'Rota não encontrada')
    }
  })
  const paths = { pgliteDir: pgliteDir(ctx.config), backupsDir: backupsDir(ctx.config) }
  app.post('/api/ops/backup', { schema: { hide: true } }, async () => ({
    file: await backupPglite(ctx.handle.pglite!, paths.backupsDir),
  }))
  app.post(
    '/api/ops/restore',
    { schema: { hide: true, body: z.strictObject({ file: z.string().min(1) }) } },
    async (req) => {
      const restored = await restorePglite(ctx.handle, paths, req.body.file)
      // The restored data may not know today's sessions, memberships or permissions.
      ctx.sessions.clear()
      osResumoCache.clear()
      return restored
    },
  )
  // `npm run plan` while the server runs: applied here so the company's sessions see it at once.
  app.post('/api/ops/plano', { schema: { hide: true, body: planoOperadorInput } }, async (req) => {
    const aplicado = await aplicarPlano(ctx.handle.db, req.body)
    ctx.sessions.forgetEmpresa(aplicado.empresa.id)
    return aplicado
  })
}
