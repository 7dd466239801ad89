import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { seedDemoIfEmpty } from './features/demo/demo.service'
import { iniciarExclusaoDeDados } from './features/portabilidade/exclusao.rotina'
import { bannerDaPartida } from './ops/banner'
import { acquireDataDirLock } from './ops/data-dir-lock'
import { startMaintenance } from './ops/maintenance'
import { pgliteDir } from './ops/paths'

/** Reads the configuration, opens and migrates the database, seeds the demo and listens. */
export async function main() {
  const config = loadConfig()
  const embedded = !config.databaseUrl
  const lock = embedded ? acquireDataDirLock(config.dataDir, config.port) : null
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: pgliteDir(config),
  })
  await runMigrations(handle)
  const demo = await seedDemoIfEmpty(handle.db, config)

  const app = await buildApp({ handle, config, logger: { level: config.logLevel } })
  const maintenance = embedded ? startMaintenance(handle, config, app.log) : null
  iniciarExclusaoDeDados(app, handle.db, config)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: encerrando o Bancada`)
    maintenance?.stop()
    await app.close()
    await handle.close()
    lock?.release()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // Fastify logs one JSON line per address it listens on: the banner below says it for people.
  const level = app.log.level
  app.log.level = 'warn'
  await app.listen({ port: config.port, host: config.host })
  app.log.level = level
  console.log(bannerDaPartida(config, demo))
  return { app, handle, config }
}
