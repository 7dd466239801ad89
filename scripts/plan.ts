// `npm run plan -- --empresa <id> --plano basico|pro|enterprise [--status ativa|inadimplente|cancelada|trial]
// [--dias-trial N]`: the platform operator's plan change (real payment collection is a later issue).
// With the embedded database it goes through the running server (which forgets the company's sessions at
// once) or opens the directory when the server is stopped; with DATABASE_URL it writes to PostgreSQL, and
// the database tells every running server to forget the company's sessions (docs/decisions/025).
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/server/db/client'
import {
  aplicarPlano,
  descreverMudancas,
  type PlanoAplicado,
  planoOperadorInput,
} from '../src/server/features/assinatura/plano-operador'
import { acquireDataDirLock } from '../src/server/ops/data-dir-lock'
import { pgliteDir } from '../src/server/ops/paths'
import { callRunningServer, config, fail } from './ops-client'

const USO =
  'uso: npm run plan -- --empresa <id> --plano basico|pro|enterprise [--status ativa|inadimplente|cancelada|trial] [--dias-trial N]'

function readInput() {
  const { values } = parseArgs({
    options: {
      empresa: { type: 'string' },
      plano: { type: 'string' },
      status: { type: 'string' },
      'dias-trial': { type: 'string' },
    },
    strict: true,
  })
  const parsed = planoOperadorInput.safeParse({
    empresa: values.empresa,
    plano: values.plano,
    status: values.status,
    dias_trial: values['dias-trial'],
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const campo = `--${String(issue?.path[0] ?? '').replace('_', '-')}`
    throw new Error(`${campo} inválido ou ausente (${issue?.message}).\n${USO}`)
  }
  return parsed.data
}

try {
  const input = readInput()
  let aplicado: PlanoAplicado | null
  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 })
    try {
      aplicado = await aplicarPlano(handle.db, input)
    } finally {
      await handle.close()
    }
  } else {
    aplicado = await callRunningServer<PlanoAplicado>('plano', input)
    if (!aplicado) {
      if (!existsSync(pgliteDir(config))) {
        throw new Error(`não há banco em ${pgliteDir(config)}: inicie o Bancada (npm start) uma vez antes`)
      }
      const lock = acquireDataDirLock(config.dataDir)
      const handle = await openDatabase({ pgliteDir: pgliteDir(config) })
      try {
        aplicado = await aplicarPlano(handle.db, input)
      } finally {
        await handle.close()
        lock.release()
      }
    }
  }
  for (const linha of descreverMudancas(aplicado)) console.log(linha)
  if (config.databaseUrl) console.log('Os servidores em execução veem a mudança na hora (o banco os avisa).')
} catch (error) {
  fail(error)
}
