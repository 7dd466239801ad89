import { createHash, timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { fiscalMessages as m } from '../../../shared/fiscal/fiscal.messages'
import type { Tx } from '../../db/client'
import { nfseConfig, notasFiscais } from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'
import { AppError } from '../../http/errors'
import type { App, AppContext } from '../../http/types'
import { registrarAtividade } from '../atividades/registrar'
import {
  abrirSegredos,
  type ConfigFiscal,
  hashToken,
  type LinhaConfigFiscal,
  provedorDe,
} from './nfse-config'

const params = z.object({ token: z.string().max(200) })

/**
 * The company a callback's URL token names, and the transaction switched to its scope; undefined for an
 * unknown token. The policy nfse_config_por_webhook shows only the row whose token hash the transaction
 * names in app.nfse_webhook_token.
 */
async function configDoWebhook(tx: Tx, token: string): Promise<LinhaConfigFiscal | undefined> {
  await enterTenant(tx, {})
  await tx.execute(sql`select set_config('app.nfse_webhook_token', ${hashToken(token)}, true)`)
  const [linha] = await tx.select().from(nfseConfig)
  await tx.execute(sql`select set_config('app.nfse_webhook_token', '', true)`)
  if (linha) await enterTenant(tx, { empresaId: linha.empresa_id })
  return linha
}

const digest = (v: string) => createHash('sha256').update(v).digest()

/** The Authorization header the provider was told to send, compared in constant time. */
function autorizacaoConfere(linha: LinhaConfigFiscal, config: ConfigFiscal, cabecalho: unknown): boolean {
  if (typeof cabecalho !== 'string') return false
  try {
    return timingSafeEqual(digest(cabecalho), digest(abrirSegredos(linha, config).webhook_autorizacao))
  } catch {
    // Unreadable secrets never authenticate anyone.
    return false
  }
}

/**
 * The provider's callback when a note changes: POST <webhook URL> with the note's JSON. No session: the
 * token in the URL names the company and the Authorization header proves the provider; anything else is
 * a 401 with nothing written. Only the reference is read from the body: the note is marked due and the
 * job asks the provider (its GET is the truth), after this quick answer. A settled note is left as is,
 * so a repeated callback changes nothing.
 */
export function webhookNfseRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.post(
    '/api/webhooks/nfse/:token',
    {
      // A provider delivers from few addresses: a busy day must not be refused by the per-IP limit.
      config: { rateLimit: { max: Math.max(6000, ctx.config.rateLimit.apiMax), timeWindow: 60_000 } },
      schema: { params, body: z.unknown() },
    },
    async (req) => {
      const resultado = await db.transaction(async (tx) => {
        const cfg = await configDoWebhook(tx, req.params.token)
        if (!cfg || !autorizacaoConfere(cfg, ctx.config, req.headers.authorization)) return undefined
        const ref = provedorDe(cfg, ctx.config).lerWebhook(req.body)?.referencia
        if (!ref) return { empresaId: cfg.empresa_id, ref: null, conhecida: false }
        const notas = await tx
          .update(notasFiscais)
          .set({ consultar_em: sql`now()` })
          .where(
            and(
              eq(notasFiscais.empresa_id, cfg.empresa_id),
              eq(notasFiscais.referencia, ref),
              eq(notasFiscais.situacao, 'processando'),
            ),
          )
          .returning({ id: notasFiscais.id })
        if (notas.length > 0) {
          // The provider's word changes no column worth a line (only when to ask): the log says it came.
          await registrarAtividade(tx, {
            entidade: 'notas_fiscais',
            entidadeId: notas[0]!.id,
            acao: 'recebeu_aviso',
            descricao: 'Aviso do provedor fiscal: a nota será consultada agora',
          })
          return { empresaId: cfg.empresa_id, ref, conhecida: true }
        }
        const [existe] = await tx
          .select({ id: notasFiscais.id })
          .from(notasFiscais)
          .where(and(eq(notasFiscais.empresa_id, cfg.empresa_id), eq(notasFiscais.referencia, ref)))
        return { empresaId: cfg.empresa_id, ref, conhecida: Boolean(existe) }
      })
      if (!resultado) throw new AppError(401, 'WEBHOOK_NAO_AUTORIZADO', m.webhookNaoAutorizado)
      if (!resultado.conhecida) {
        // Kept for review (another system's note on the same account, a test): nothing else is stored.
        req.log.warn(
          { empresaId: resultado.empresaId, referencia: resultado.ref?.slice(0, 100) },
          'NFS-e: aviso do provedor sobre referência desconhecida',
        )
      } else {
        ctx.fiscal.acordar(resultado.empresaId)
      }
      return { recebido: true }
    },
  )
}
