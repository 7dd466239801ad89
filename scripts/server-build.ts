import { rmSync } from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { passo } from './build-progress'
import { buildIsStale, root, stamped } from './build-stamp.mjs'

/** Where npm start runs the server from: src/server/main.ts and everything it imports. */
export const serverBundle = path.join(root, 'dist/server/main.mjs')

export const serverBuildIsStale = () => buildIsStale('server')

/**
 * Packages bundled with the server: pure ES modules that Node would otherwise load file by file (date-fns
 * alone is 300 files for the few functions used; better-auth brings kysely's 260). Every other package is
 * imported from node_modules as it is: those that read files next to their own code (PGlite's WebAssembly,
 * the PDF fonts, Swagger UI's assets), and the CommonJS ones. zod stays outside so the server and
 * fastify-type-provider-zod share one copy.
 */
const BUNDLED =
  /^(date-fns|@brazilian-utils\/brazilian-utils|drizzle-orm|better-auth|@better-auth\/[^/]+|better-call|@better-fetch\/fetch|kysely|jose|@noble\/[^/]+|defu|rou3|nanostores|uncrypto)(\/|$)/

const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { external: true }))
  },
}

/**
 * Bundles the server's TypeScript into dist/server/main.mjs, so npm start runs plain JavaScript: no
 * TypeScript loader in the process, a few modules instead of hundreds (docs/decisions/024-partida-rapida.md).
 * The bundle sits two folders deep like src/server/main.ts, so paths from the repository's root resolve
 * the same (src/server/project-root.ts).
 */
export async function buildServer(): Promise<void> {
  await stamped('server', () =>
    passo('Servidor (esbuild)', async () => {
      // Chunks sit beside main.mjs, at the same depth; the last build's are removed first.
      rmSync(path.dirname(serverBundle), { recursive: true, force: true })
      await build({
        entryPoints: [path.join(root, 'src/server/main.ts')],
        outdir: path.dirname(serverBundle),
        outExtension: { '.js': '.mjs' },
        // What loads on first use (PDF, spreadsheets, email) keeps chunks of its own: inlined, the
        // packages it imports would load at start-up.
        splitting: true,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        plugins: [packagesOutside],
        logLevel: 'warning',
      })
    }),
  )
}
