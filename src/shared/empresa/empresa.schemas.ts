import { z } from 'zod'
import { cepOpcional, emailOpcional, telefoneOpcional, ufOpcional } from '../cadastros/campos'
import { CNPJ_INVALIDO, isValidCnpj, normalizeCnpj } from '../documentos/cnpj'
import { optionalText } from '../http/lista'
import { texto } from '../http/texto'
import { PIX_KEY_TIPOS } from '../pix/br-code'
import { empresaMessages as m } from './empresa.messages'
import { FUSO_HORARIO_VALUES } from './fusos-horarios'
import {
  checkPix,
  PIX_CIDADE_MAX,
  PIX_NOME_MAX,
  type PixRecebedor,
  sendsPix,
  toPixRecebedor,
} from './pix-recebedor'

/** GET /api/empresa: the company's settings (SPEC §3 empresa_config, with DESIGN §3's time zone and PIX). */
export const empresaView = z.object({
  id: z.uuid(),
  nome_empresa: z.string(),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  fuso_horario: z.string(),
  pix_tipo: z.enum(PIX_KEY_TIPOS).nullable(),
  pix_chave: z.string().nullable(),
  pix_nome: z.string().nullable(),
  pix_cidade: z.string().nullable(),
  /** The logo printed on documents (GET /api/empresa/logo, versioned), or null when none was sent. */
  logo_url: z.string().nullable(),
  /** Off: an OS whose stock-controlled parts are short is not concluded until stock is entered. */
  permitir_estoque_negativo: z.boolean(),
})
export type EmpresaView = z.infer<typeof empresaView>

/** Optional CNPJ, numeric or alphanumeric (IN RFB 2.229/2024), masked or not; stored unmasked, uppercase. */
const cnpjOpcional = texto()
  .max(30, CNPJ_INVALIDO)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidCnpj(v), CNPJ_INVALIDO)
  .transform((v) => (v === null ? null : normalizeCnpj(v)))

const pixText = (max: number, message = `Máximo de ${max} caracteres`) =>
  texto().max(max, message).nullish().optional()

/**
 * PATCH /api/empresa (admin only). The name is always sent; any other field left out keeps its value, and
 * a blank one clears it. The PIX group is replaced as a whole when any of its fields is sent.
 */
export const updateEmpresaInput = z
  .strictObject({
    nome_empresa: texto({ error: m.nomeObrigatorio })
      .min(1, m.nomeObrigatorio)
      .max(200, 'Máximo de 200 caracteres'),
    cnpj: cnpjOpcional.optional(),
    email: emailOpcional.optional(),
    telefone: telefoneOpcional.optional(),
    cep: cepOpcional.optional(),
    endereco: optionalText(200).optional(),
    cidade: optionalText(100).optional(),
    uf: ufOpcional.optional(),
    fuso_horario: z.enum(FUSO_HORARIO_VALUES, { error: m.fusoInvalido }).optional(),
    pix_tipo: pixText(20, m.pixTipoInvalido),
    pix_chave: pixText(100, m.pixChaveInvalida),
    pix_nome: pixText(PIX_NOME_MAX),
    pix_cidade: pixText(PIX_CIDADE_MAX),
    permitir_estoque_negativo: z.boolean({ error: m.estoqueNegativoInvalido }).optional(),
  })
  .superRefine(checkPix)
  .transform(({ pix_tipo, pix_chave, pix_nome, pix_cidade, ...rest }) => {
    const pix = { pix_tipo, pix_chave, pix_nome, pix_cidade }
    const out: typeof rest & Partial<PixRecebedor> = sendsPix(pix)
      ? { ...rest, ...toPixRecebedor(pix) }
      : rest
    return out
  })
export type UpdateEmpresaInput = z.input<typeof updateEmpresaInput>
export type UpdateEmpresa = z.output<typeof updateEmpresaInput>
