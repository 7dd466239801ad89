import { loadConfig } from '../src/server/config'
import { lockHolder } from '../src/server/ops/data-dir-lock'
import { readOpsToken } from '../src/server/ops/ops.routes'

export const config = loadConfig()

/** Asks the running server (which holds the embedded database) to do an operation; null if none runs. */
export async function callRunningServer<T = Record<string, string>>(
  op: 'backup' | 'restore' | 'plano',
  body: object,
): Promise<T | null> {
  const holder = lockHolder(config.dataDir)
  if (!holder) return null
  const token = readOpsToken(config)
  if (!holder.port || !token)
    throw new Error('O servidor em execução não aceita operações: reinicie-o e tente de novo')
  const res = await fetch(`http://127.0.0.1:${holder.port}/api/ops/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bancada-ops-token': token },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as T & { error?: { message: string } }
  if (!res.ok) throw new Error(json.error?.message ?? `o servidor respondeu ${res.status}`)
  return json
}

export function fail(error: unknown): never {
  console.error(`Erro: ${(error as Error).message}`)
  process.exit(1)
}
