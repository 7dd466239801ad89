import path from 'node:path'
import type { Config } from '../config'

/** Layout of the data directory: the embedded database, its backups and the lock. */
export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pgdata')
export const backupsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'backups')
export const lockFile = (dataDir: string) => path.join(dataDir, 'bancada.lock')
