import { fileURLToPath } from 'node:url'

/**
 * The repository's root folder (drizzle/, content/, dist/web). Two levels up from this file, in
 * src/server/, and from npm start's bundle of the server, dist/server/main.mjs: both sit at the same
 * depth, so one path works from either (docs/decisions/024-partida-rapida.md).
 */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
