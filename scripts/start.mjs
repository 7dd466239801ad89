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

/**
 * The build's tools (what scripts/build.ts loads) that are missing: devDependencies, absent after
 * `npm install --omit=dev` (a production install that runs a dist/ built elsewhere). npm may keep tsx,
 * vite and esbuild there all the same (optional peers of production packages): the plugins tell.
 * @returns {string[]}
 */
function missingBuildTools() {
  const tools = ['tsx', 'esbuild', 'vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'tailwindcss']
  return tools.filter((name) => {
    try {
      import.meta.resolve(name)
      return false
    } catch {
      return true
    }
  })
}

try {
  if (buildIsStale('web') || buildIsStale('server')) {
    const missing = missingBuildTools()
    if (missing.length > 0) {
      console.error(
        [
          'Não foi possível iniciar o Bancada: a construção em dist/ está ausente ou é mais antiga que o código,',
          'e as ferramentas que constroem não estão instaladas (dependências de desenvolvimento, que o',
          `\`npm install --omit=dev\` não instala): faltam ${missing.join(', ')}.`,
          'Resolva de um destes jeitos:',
          '  • instale tudo e construa aqui: npm install && npm run build',
          '  • ou rode `npm run build` numa cópia com as dependências completas e traga para cá a pasta dist/,',
          '    depois do código (o npm start compara as datas: a dist/ precisa ser mais nova que o código).',
        ].join('\n'),
      )
      process.exit(1)
    }
    await build()
  }
  const { main } = await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href)
  await main()
} catch (error) {
  console.error(`\nNão foi possível iniciar o Bancada: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
