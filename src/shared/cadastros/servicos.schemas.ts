import { z } from 'zod'
import { CODIGO_NBS, CODIGO_TRIBUTACAO } from '../fiscal/fiscal'
import { fiscalMessages as fm } from '../fiscal/fiscal.messages'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'
import { centavos } from './campos'

/** An optional code typed with or without its mask ('14.01.01'): blank is null, stored as digits only. */
const codigoFiscal = (formato: RegExp, message: string) =>
  texto({ error: message })
    .nullish()
    .transform((v) => v?.replace(/[.\-\s]/g, '') || null)
    .refine((v) => v === null || formato.test(v), message)

/** NFS-e (issue 28): the service's own tax codes and ISS; null follows the company's defaults. */
const fiscalFields = {
  codigo_tributacao: codigoFiscal(CODIGO_TRIBUTACAO, fm.codigoTributacaoInvalido),
  codigo_nbs: codigoFiscal(CODIGO_NBS, fm.nbsInvalido),
  /** Basis points (250 = 2,5%), at most the law's 5%. */
  aliquota_iss_bp: z
    .number({ error: fm.aliquotaInvalida })
    .int(fm.aliquotaInvalida)
    .min(0, fm.aliquotaInvalida)
    .max(500, fm.aliquotaInvalida)
    .nullish()
    .transform((v) => v ?? null),
  /** The customer (a company) withholds the ISS on this service. */
  iss_retido: z.boolean({ error: fm.booleanoInvalido }).default(false),
}

const servicoFields = {
  /** Blank: the server generates the next `SRV-001` of the company. */
  codigo: texto()
    .max(30, 'Máximo de 30 caracteres')
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  descricao: texto({ error: m.descricaoPreco }).min(1, m.descricaoPreco).max(200, 'Máximo de 200 caracteres'),
  preco_publico: centavos(m.descricaoPreco),
  custo_base: centavos()
    .nullish()
    .transform((v) => v ?? null),
  tempo_previsto_min: z
    .number({ error: 'Tempo inválido' })
    .int('Tempo inválido')
    .min(0, 'Tempo inválido')
    .max(100_000)
    .default(60),
  permite_desconto: z.boolean().default(true),
  /** The service comes back every N months and/or km (issue 27): delivering it opens the next revision. */
  revisao_meses: z
    .number({ error: m.revisaoMesesInvalida })
    .int(m.revisaoMesesInvalida)
    .min(1, m.revisaoMesesInvalida)
    .max(120, m.revisaoMesesInvalida)
    .nullish()
    .transform((v) => v ?? null),
  revisao_km: z
    .number({ error: m.revisaoKmInvalida })
    .int(m.revisaoKmInvalida)
    .min(100, m.revisaoKmInvalida)
    .max(1_000_000, m.revisaoKmInvalida)
    .nullish()
    .transform((v) => v ?? null),
  ...fiscalFields,
}

/** POST /api/servicos (money in centavos). */
export const createServicoInput = z.strictObject(servicoFields)
export type CreateServicoInput = z.input<typeof createServicoInput>
/** PATCH /api/servicos/:id */
export const updateServicoInput = z
  .strictObject({
    ...servicoFields,
    tempo_previsto_min: servicoFields.tempo_previsto_min.unwrap(),
    permite_desconto: z.boolean(),
    iss_retido: fiscalFields.iss_retido.unwrap(),
  })
  .partial()

export const servicoView = z.object({
  id: z.uuid(),
  codigo: z.string(),
  descricao: z.string(),
  preco_publico: z.number(),
  /** Absent for a reader without `relatorios` view (campos-restritos.ts). */
  custo_base: z.number().nullable().optional(),
  tempo_previsto_min: z.number(),
  permite_desconto: z.boolean(),
  revisao_meses: z.number().int().nullable(),
  revisao_km: z.number().int().nullable(),
  /** 6 digits ('140101'), null: the company's default code. */
  codigo_tributacao: z.string().nullable(),
  codigo_nbs: z.string().nullable(),
  /** Null: the company's default rate. */
  aliquota_iss_bp: z.number().int().nullable(),
  iss_retido: z.boolean(),
  criado_em: z.string(),
})
export type ServicoView = z.infer<typeof servicoView>
