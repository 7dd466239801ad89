import { z } from 'zod'
import { notificacoesMessages as m } from './notificacoes.messages'

/** The kinds of computed notification (DESIGN §9): each comes from the data, none is stored. */
export const tiposNotificacao = [
  'titulo_vencido',
  'os_atrasada',
  'estoque_baixo',
  'orcamento_aprovado',
  'orcamento_recusado',
  'convite_aceito',
  'pix_recebido',
  'agendamento_proximo',
  'agendamento_sem_chegada',
  'reagendamento_pedido',
  'solicitacao_titular',
] as const
export type TipoNotificacao = (typeof tiposNotificacao)[number]

/**
 * One bell item. `id` is a stable key computed from the data (`titulo-vencido:<titulo_id>`, or a
 * summary's `titulos-vencidos:<newest title id>`), so read state survives recomputation. `data` is when
 * the situation began (ISO 8601 instant); `quantidade` is set on a summary of many.
 */
export const notificacao = z.object({
  id: z.string(),
  tipo: z.enum(tiposNotificacao),
  titulo: z.string(),
  texto: z.string(),
  link: z.string(),
  data: z.string(),
  lida: z.boolean(),
  quantidade: z.number().int().nullable(),
})
export type Notificacao = z.infer<typeof notificacao>

/** GET /api/notificacoes and the answer of POST /api/notificacoes/lidas. */
export const notificacoesView = z.object({
  items: z.array(notificacao),
  nao_lidas: z.number().int(),
  /** The user turned notifications off (Configurações > Sistema): no items are computed. */
  desativadas: z.boolean(),
})
export type NotificacoesView = z.infer<typeof notificacoesView>

/** POST /api/notificacoes/lidas: `{ ids }` marks those items read; `{}` marks everything shown now. */
export const marcarLidasInput = z.strictObject({
  ids: z
    .array(z.string({ error: m.idsInvalidos }).min(1, m.idsInvalidos).max(200, m.idsInvalidos), {
      error: m.idsInvalidos,
    })
    .min(1, m.idsInvalidos)
    .max(100, m.idsInvalidos)
    .optional(),
})
export type MarcarLidasInput = z.infer<typeof marcarLidasInput>
