import { z } from 'zod'
import { CNPJ_INVALIDO, isValidCnpj } from '../documentos/cnpj'
import { CPF_INVALIDO, isValidCpf } from '../documentos/cpf'
import { onlyDocumentChars } from '../documentos/documento'
import { optionalLongText, optionalText } from '../http/lista'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'
import { cepOpcional, emailOpcional, telefoneOpcional, ufOpcional } from './campos'

export const tipoPessoaSchema = z.enum(['fisica', 'juridica'], { error: m.obrigatorios })

const clienteFields = {
  tipo_pessoa: tipoPessoaSchema,
  /** CPF or CNPJ, masked or not; stored unmasked (the alphanumeric CNPJ keeps its letters). */
  doc: texto({ error: m.obrigatorios }).min(1, m.obrigatorios).max(20, m.obrigatorios),
  nome_razao: texto({ error: m.obrigatorios }).min(1, m.obrigatorios).max(200, 'Máximo de 200 caracteres'),
  email: emailOpcional,
  telefone: telefoneOpcional,
  celular: telefoneOpcional,
  cep: cepOpcional,
  endereco: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(100),
  bairro: optionalText(100),
  cidade: optionalText(100),
  uf: ufOpcional,
  obs: optionalLongText(2000),
  /** 'Aceita receber lembretes de revisão e promoções': the counter records when and where (issue 29). */
  consentimento_marketing: z.boolean({ error: 'Consentimento inválido' }).optional(),
}

/** The document must pass the check digits of its kind (SPEC §5): 'CPF inválido' / 'CNPJ inválido'. */
function checkDocumento(v: { tipo_pessoa?: 'fisica' | 'juridica'; doc?: string }, ctx: z.RefinementCtx) {
  if (v.doc === undefined || v.tipo_pessoa === undefined) return
  const ok = v.tipo_pessoa === 'fisica' ? isValidCpf(v.doc) : isValidCnpj(v.doc)
  if (!ok)
    ctx.addIssue({
      code: 'custom',
      path: ['doc'],
      message: v.tipo_pessoa === 'fisica' ? CPF_INVALIDO : CNPJ_INVALIDO,
    })
}
const unmaskDoc = <T extends { doc?: string }>(v: T): T =>
  v.doc === undefined ? v : { ...v, doc: onlyDocumentChars(v.doc) }

/** POST /api/clientes */
export const createClienteInput = z
  .strictObject(clienteFields)
  .superRefine(checkDocumento)
  .transform(unmaskDoc)
export type CreateClienteInput = z.input<typeof createClienteInput>

/** PATCH /api/clientes/:id — any subset; a new document comes with its kind. */
export const updateClienteInput = z
  .strictObject(clienteFields)
  .partial()
  .superRefine((v, ctx) => {
    if ((v.doc === undefined) !== (v.tipo_pessoa === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['doc'], message: 'Envie o documento junto com o tipo de pessoa' })
    }
    checkDocumento(v, ctx)
  })
  .transform(unmaskDoc)

export const clienteView = z.object({
  id: z.uuid(),
  tipo_pessoa: tipoPessoaSchema,
  doc: z.string(),
  nome_razao: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  celular: z.string().nullable(),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  obs: z.string().nullable(),
  /** LGPD legal basis of reminders and marketing (service messages need none: contract execution). */
  consentimento_marketing: z.boolean(),
  consentimento_em: z.string().nullable(),
  consentimento_origem: z.enum(['balcao', 'portal']).nullable(),
  optout_em: z.string().nullable(),
  criado_em: z.string(),
})
export type ClienteView = z.infer<typeof clienteView>
