import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/client'
import type { Escuta } from '../../db/escuta'
import type { SessionCache } from './session-cache'

/** Where the database announces what ends a session or changes its rights (migration 0025). */
export const CANAL_SESSOES = 'bancada_sessoes'

/**
 * Keeps this process's remembered sessions in step with every other app server's changes
 * (docs/decisions/025): each notification forgets its user or company; while the channel is down
 * the cache remembers nothing, and it starts empty when the channel comes back.
 */
export async function ouvirRevogacoes(
  handle: DatabaseHandle,
  sessions: SessionCache,
  log: FastifyBaseLogger,
): Promise<Escuta> {
  let jaOuviu = false
  // Until LISTEN holds, a change made elsewhere could not reach this process: remember nothing.
  sessions.canal(false)
  const escuta = await handle.listen(CANAL_SESSOES, {
    mensagem: (payload) => sessions.aplicar(payload),
    estado(ouvindo) {
      sessions.canal(ouvindo)
      if (ouvindo && jaOuviu) log.warn('Canal de sessões restabelecido: sessões voltam a ser lembradas')
      if (!ouvindo && jaOuviu) {
        log.warn('Canal de sessões caiu: cada requisição consulta o banco até reconectar')
      }
      jaOuviu ||= ouvindo
    },
  })
  if (!sessions.lembrando)
    log.warn('Canal de sessões indisponível: cada requisição consulta o banco até conectar')
  return escuta
}
