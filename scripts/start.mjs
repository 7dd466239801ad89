// @ts-check
// `npm start`: builds what is missing or stale (the web app, the server's bundle), then migrates and serves
// everything on PORT (default 3000). Plain JavaScript run by plain Node: the server starts from its bundle,
// with no TypeScript loader in the process (docs/decisions/024-partida-rapida.md).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIsStale, root } from './build-stamp.mjs'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`O Bancada precisa do Node.js 20.19 ou mais novo (este é o ${process.versions.node}).`)
  process.exit(1)
}

// npm runs this through a shell that does not pass a SIGTERM on: npm's own SIGTERM ends that shell and
// leaves this process behind. Its parent changing means whoever started it is gone: stop as if told to.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid
  setInterval(() => process.ppid !== parent && process.kill(process.pid, 'SIGTERM'), 500).unref()
}

/**
 * Builds what is stale. The build scripts are TypeScript: they run in a child with the loader, this
 * process stays plain. Stopping this process stops the build too.
 * @returns {Promise<void>}
 */
function build() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--stale'], {
      cwd: root,
      stdio: 'inherit',
    })
    const stop = () => child.kill('SIGTERM')
    process.on('SIGTERM', stop).on('SIGINT', stop)
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop)
      if (code === 0) resolve()
      else reject(new Error(signal ? 'construção interrompida' : 'a construção falhou (veja acima)'))
    })
  })
}

try {
  if (buildIsStale('web') || buildIsStale('server')) await build()
  const { main } = await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href)
  await main()
} catch (error) {
  console.error(`\nNão foi possível iniciar o Bancada: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
