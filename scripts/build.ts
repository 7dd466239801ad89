// `npm run build` builds everything; npm start (scripts/start.mjs) runs it with `--stale` for what is
// missing or older than its sources.

import { buildServer, serverBuildIsStale } from './server-build'
import { buildWeb, webBuildIsStale } from './web-build'

const onlyStale = process.argv.includes('--stale')
const web = !onlyStale || webBuildIsStale()
const server = !onlyStale || serverBuildIsStale()
if (web || server) {
  const inicio = performance.now()
  console.log(
    onlyStale ? 'Primeira partida ou código novo: construindo o Bancada…' : 'Construindo o Bancada…',
  )
  if (web) await buildWeb()
  if (server) await buildServer()
  console.log(`Construído em ${((performance.now() - inicio) / 1000).toFixed(1)} s.\n`)
}
