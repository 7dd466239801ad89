import { z } from 'zod'
import { percentualParaBp } from '../formatos/percentual'
import { texto } from '../http/texto'
import {
  ambientes,
  CODIGO_IBGE,
  CODIGO_NBS,
  CODIGO_TRIBUTACAO,
  provedores,
  regimesEspeciais,
  regimesTributarios,
  situacoesNota,
} from './fiscal'
import { fiscalMessages as m } from './fiscal.messages'

/** GET /api/fiscal/config (admin): the settings without any secret. */
export const nfseConfigView = z.object({
  configurado: z.boolean(),
  provedor: z.enum(provedores),
  ambiente: z.enum(ambientes),
  /** A token is saved (it is never shown again). */
  token_salvo: z.boolean(),
  cnpj: z.string(),
  inscricao_municipal: z.string(),
  codigo_municipio: z.string(),
  /** The city of `codigo_municipio` from the IBGE table, 'São Paulo/SP'. */
  municipio: z.string().nullable(),
  regime_tributario: z.enum(regimesTributarios),
  regime_especial: z.enum(regimesEspeciais),
  /** '2.00' (percent, 2 decimals). */
  aliquota_iss: z.string(),
  codigo_tributacao: z.string(),
  codigo_nbs: z.string(),
  /**
   * Simples Nacional (ME/EPP): the approximate total tax rate of the company's DAS bracket, '6.00'
   * (nfse_config.tributos_simples_bp); '' when not set. The form shows it for regime simples_nacional only.
   */
  tributos_simples: z.string(),
  emitir_ao_faturar: z.boolean(),
  /** The URL the provider posts note updates to (its token authenticates the callback). */
  webhook_url: z.string().nullable(),
  webhook_registrado_em: z.string().nullable(),
  teste: z.object({ em: z.string(), ok: z.boolean(), mensagem: z.string() }).nullable(),
})
export type NfseConfigView = z.infer<typeof nfseConfigView>

const aliquota = texto({ error: m.aliquotaInvalida }).transform((v, ctx) => {
  const bp = percentualParaBp(v)
  if (bp === undefined || bp > 500) {
    ctx.addIssue({ code: 'custom', message: m.aliquotaInvalida })
    return z.NEVER
  }
  return bp
})

const soDigitos = (v: string) => v.replace(/[.\-/\s]/g, '')

/** PUT /api/fiscal/config: the token is required the first time and kept when left empty. */
export const nfseConfigInput = z.object({
  provedor: z.enum(provedores, { error: m.provedorInvalido }).default('focus_nfe'),
  ambiente: z.enum(ambientes, { error: m.ambienteInvalido }),
  token: texto({ error: m.tokenInvalido }).max(200, m.tokenInvalido).optional().default(''),
  cnpj: texto({ error: m.cnpjInvalido })
    .transform((v) => soDigitos(v).toUpperCase())
    .refine((v) => /^[0-9A-Z]{12}\d{2}$/.test(v), m.cnpjInvalido),
  inscricao_municipal: texto({ error: m.inscricaoInvalida })
    .max(20, m.inscricaoInvalida)
    .transform(soDigitos)
    .optional()
    .default(''),
  codigo_municipio: texto({ error: m.municipioInvalido }).refine(
    (v) => CODIGO_IBGE.test(v),
    m.municipioInvalido,
  ),
  regime_tributario: z.enum(regimesTributarios, { error: m.regimeInvalido }),
  regime_especial: z.enum(regimesEspeciais, { error: m.regimeEspecialInvalido }).default('nenhum'),
  aliquota_iss: aliquota,
  codigo_tributacao: texto({ error: m.codigoTributacaoInvalido })
    .transform(soDigitos)
    .refine((v) => CODIGO_TRIBUTACAO.test(v), m.codigoTributacaoInvalido),
  codigo_nbs: texto({ error: m.nbsInvalido })
    .transform(soDigitos)
    .refine((v) => v === '' || CODIGO_NBS.test(v), m.nbsInvalido)
    .optional()
    .default(''),
  /** '' or absent → null (not set). */
  tributos_simples: texto({ error: m.tributosSimplesInvalido })
    .optional()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return null
      const bp = percentualParaBp(v)
      if (bp === undefined || bp > 3300) {
        ctx.addIssue({ code: 'custom', message: m.tributosSimplesInvalido })
        return z.NEVER
      }
      return bp
    }),
  emitir_ao_faturar: z.boolean({ error: m.booleanoInvalido }).default(false),
})

export const testeConfigView = z.object({ ok: z.boolean(), mensagem: z.string() })

/** GET /api/fiscal/municipios?uf=&cidade=: the IBGE code of a city (the bundled table). */
export const municipioQuery = z.object({
  uf: texto({ error: m.ufInvalida }).refine((v) => /^[A-Za-z]{2}$/.test(v), m.ufInvalida),
  cidade: texto({ error: m.cidadeInvalida }).min(1, m.cidadeInvalida).max(100, m.cidadeInvalida),
})
export const municipioView = z.object({ codigo: z.string(), nome: z.string(), uf: z.string() })

/** One NFS-e as every answer shows it. Document links are Bancada's own routes (permission-checked). */
export const notaView = z.object({
  id: z.uuid(),
  os_id: z.uuid(),
  numero_os: z.string(),
  cliente_id: z.uuid().nullable(),
  referencia: z.string(),
  tentativa: z.number().int(),
  situacao: z.enum(situacoesNota),
  ambiente: z.enum(ambientes),
  competencia: z.string(),
  tomador_nome: z.string(),
  tomador_documento: z.string().nullable(),
  discriminacao: z.string(),
  codigo_tributacao: z.string(),
  valor_servicos: z.number().int(),
  desconto: z.number().int(),
  valor_liquido: z.number().int(),
  aliquota_iss_bp: z.number().int(),
  valor_iss: z.number().int(),
  iss_retido: z.boolean(),
  numero: z.string().nullable(),
  codigo_verificacao: z.string().nullable(),
  chave: z.string().nullable(),
  /** `/api/notas-fiscais/<id>/danfse` once the PDF is kept, else null. */
  danfse_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  mensagem: z.string().nullable(),
  autorizada_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  criado_em: z.string(),
})
export type NotaView = z.infer<typeof notaView>
