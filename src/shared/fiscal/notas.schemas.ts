import { z } from 'zod'
import { texto } from '../http/texto'
import { notaView } from './fiscal.schemas'
import { MOTIVO_MAX, MOTIVO_MIN, notasMessages as m } from './notas.messages'

/** PreviaNota (shared/fiscal/nota-da-os.ts) as the API answers it. */
export const previaNotaView = z.object({
  servicos: z.array(z.object({ descricao: z.string(), quantidade: z.number(), valor: z.number().int() })),
  produtos_fora: z.object({ linhas: z.number().int(), valor: z.number().int() }),
  valor_servicos: z.number().int(),
  desconto: z.number().int(),
  valor_liquido: z.number().int(),
  codigo_tributacao: z.string(),
  codigo_nbs: z.string().nullable(),
  aliquota_iss_bp: z.number().int(),
  valor_iss: z.number().int(),
  iss_retido: z.boolean(),
  discriminacao: z.string(),
  problemas: z.array(z.string()),
})

/** GET /api/os/:id/nfse */
export const notasDaOsView = z.object({
  configurado: z.boolean(),
  emitir_ao_faturar: z.boolean(),
  atual: notaView.nullable(),
  anteriores: z.array(notaView),
  previa: previaNotaView.nullable(),
  pode_emitir: z.boolean(),
  motivo: z.string().nullable(),
})

/** POST /api/notas-fiscais/:id/cancelar: the law's reason, 15 to 255 characters. */
export const cancelarNotaInput = z.object(
  {
    motivo: texto({ error: m.motivoCancelamento })
      .transform((v) => v.trim())
      .refine((v) => v.length >= MOTIVO_MIN && v.length <= MOTIVO_MAX, m.motivoCancelamento),
  },
  { error: m.motivoCancelamento },
)
