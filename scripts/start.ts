// `npm start`: builds the web app if needed, then migrates and serves everything on PORT (default 3000).
import { main } from '../src/server/main'
import { ensureWebBuild } from './web-build'

try {
  await ensureWebBuild()
  await main()
} catch (error) {
  console.error(`\nNão foi possível iniciar o Bancada: ${(error as Error).message}`)
  process.exit(1)
}
