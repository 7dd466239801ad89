import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import { retryConflicts } from '../../db/retry-conflicts'
import { AppError } from '../../http/errors'
import type { App, AppContext } from '../../http/types'
import { valorParaCentavos } from '../../integracoes/pix/psp'
import { assinaturaConfere, configDoWebhook } from './config.service'
import { fusoDaEmpresa, registrarPix } from './recebimento-pix.service'

/** One item of the API Pix callback's `pix[]` (the bank may send more fields: they are ignored). */
const pixDoWebhook = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,50}$/),
  txid: z
    .string()
    .regex(/^[A-Za-z0-9]{1,35}$/)
    .optional(),
  valor: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/)
    .transform(valorParaCentavos)
    .refine((v) => v > 0),
  horario: z.iso.datetime({ offset: true }),
  infoPagador: z.string().max(140).optional(),
  pagador: z
    .object({ nome: z.string().max(200).optional() })
    .loose()
    .optional(),
})

const corpo = z.object({ pix: z.array(pixDoWebhook.loose()).min(1).max(1000) }, { error: m.webhookInvalido })

const params = z.object({ token: z.string().max(200) })

/** Each delivery's raw body, for its signature (gone with the request). */
const corposBrutos = new WeakMap<FastifyRequest, Buffer>()

/**
 * The bank's callback (API Pix): POST <registered URL>/pix with `{ pix: [...] }`. No session: the token
 * in the URL, known only to the company and its bank (which also authenticates by mutual TLS at its end),
 * names the company; a wrong one is a 401 with nothing written. Every item is recorded in one transaction
 * and settles its title; the bank's retries and the reconciliation find them recorded (endToEndId is
 * unique). No call leaves from here: the answer is quick.
 */
export function webhookPixRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const rota = {
    // A bank delivers from few addresses: a busy day must not be refused by the per-IP limit of the
    // public routes.
    config: { rateLimit: { max: Math.max(6000, ctx.config.rateLimit.apiMax), timeWindow: 60_000 } },
    schema: { params, body: corpo },
    // A signature is over the bytes the bank sent: they are kept before the JSON parser reads them.
    preParsing: async (req: FastifyRequest, _reply: unknown, payload: Readable) => {
      const partes: Buffer[] = []
      for await (const parte of payload) partes.push(parte as Buffer)
      corposBrutos.set(req, Buffer.concat(partes))
      return Readable.from(partes)
    },
  }
  const receber = async (
    req: FastifyRequest<{ Params: z.infer<typeof params>; Body: z.output<typeof corpo> }>,
  ) => {
    const bruto = corposBrutos.get(req) ?? Buffer.alloc(0)
    const assinatura = req.headers['x-pix-signature']
    // Concurrent deliveries touch the same per-day sums: a deadlock runs the whole delivery again.
    const registrados = await retryConflicts(() =>
      db.transaction(async (tx) => {
        const cfg = await configDoWebhook(tx, req.params.token)
        if (!cfg) return undefined
        if (
          !assinaturaConfere(cfg, ctx.config, bruto, typeof assinatura === 'string' ? assinatura : undefined)
        )
          return undefined
        const fuso = await fusoDaEmpresa(tx, cfg.empresa_id)
        const novos = await registrarPix(
          tx,
          cfg.empresa_id,
          fuso,
          req.body.pix.map((p) => ({
            endToEndId: p.endToEndId,
            txid: p.txid,
            valorCentavos: p.valor,
            horario: p.horario,
            infoPagador: p.infoPagador,
            pagadorNome: p.pagador?.nome,
          })),
          'webhook',
        )
        return { empresaId: cfg.empresa_id, novos: novos.length }
      }),
    )
    if (!registrados) throw new AppError(401, 'WEBHOOK_NAO_AUTORIZADO', m.webhookNaoAutorizado)
    // A partial payment revised a charge: it goes to the bank after this answer.
    ctx.cobrancaPix.acordar(registrados.empresaId)
    return { recebidos: req.body.pix.length, novos: registrados.novos }
  }
  app.post('/api/webhooks/pix/:token/pix', rota, receber)
  // Some banks post to the registered URL itself.
  app.post('/api/webhooks/pix/:token', rota, receber)
}
