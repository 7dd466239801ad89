import type { EnderecoCep } from '../../../shared/cadastros/cep.schemas'
import { formatCep } from '../../../shared/formatos/exibir'
import type { Config } from '../../config'

const DAY = 24 * 60 * 60 * 1000
const MAX_ENTRIES = 5000

/** An answer the provider gave: the address, or a definite "no such CEP". */
export type Lookup = { found: true; endereco: EnderecoCep } | { found: false }

interface ViaCep {
  erro?: unknown
  cep?: string
  logradouro?: string
  bairro?: string
  localidade?: string
  uf?: string
}
interface BrasilApiCep {
  cep?: string
  street?: string
  neighborhood?: string
  city?: string
  state?: string
}

async function getJson(url: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  })
  return { status: res.status, body: res.status < 500 ? await res.json().catch(() => null) : null }
}

/** ViaCEP: `{ erro: true }` (or 400) means the CEP does not exist; anything else unusual is a failure. */
async function viaCep(config: Config, cep: string): Promise<Lookup> {
  const { status, body } = await getJson(`${config.cepApiUrl}/${cep}/json/`, config.cepTimeoutMs)
  const data = body as ViaCep | null
  if (status === 400 || (status === 200 && data?.erro)) return { found: false }
  if (status !== 200 || !data?.localidade) throw new Error(`ViaCEP respondeu ${status}`)
  return {
    found: true,
    endereco: {
      cep: formatCep(cep),
      logradouro: data.logradouro ?? '',
      bairro: data.bairro ?? '',
      cidade: data.localidade,
      uf: data.uf ?? '',
    },
  }
}

/** BrasilAPI v2: 404 means the CEP does not exist. */
async function brasilApi(config: Config, cep: string): Promise<Lookup> {
  const { status, body } = await getJson(`${config.cepFallbackUrl}/${cep}`, config.cepTimeoutMs)
  const data = body as BrasilApiCep | null
  if (status === 404) return { found: false }
  if (status !== 200 || !data?.city) throw new Error(`BrasilAPI respondeu ${status}`)
  return {
    found: true,
    endereco: {
      cep: formatCep(cep),
      logradouro: data.street ?? '',
      bairro: data.neighborhood ?? '',
      cidade: data.city,
      uf: data.state ?? '',
    },
  }
}

/**
 * Address lookup by CEP: ViaCEP, with BrasilAPI when ViaCEP fails; answers are cached for a day (a
 * definite "not found" for an hour). Null when both providers fail (unreachable, timed out or answering
 * errors): not cached, the next try may work.
 */
export function createCepLookup(config: Config) {
  const cache = new Map<string, { at: number; ttl: number; lookup: Lookup }>()
  return async function lookupCep(cep: string): Promise<Lookup | null> {
    const hit = cache.get(cep)
    if (hit && Date.now() - hit.at < hit.ttl) return hit.lookup
    let lookup: Lookup
    try {
      lookup = await viaCep(config, cep)
    } catch {
      try {
        lookup = await brasilApi(config, cep)
      } catch {
        return null
      }
    }
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
    cache.set(cep, { at: Date.now(), ttl: lookup.found ? DAY : DAY / 24, lookup })
    return lookup
  }
}
