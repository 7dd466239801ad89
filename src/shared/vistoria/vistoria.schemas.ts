import { z } from 'zod'
import { emailOpcional } from '../cadastros/campos'
import { CPF_INVALIDO, isValidCpf, normalizeCpf } from '../documentos/cpf'
import { texto, textoLongo } from '../http/texto'
import {
  COMBUSTIVEL_MAX,
  ITEM_MAX,
  MAX_ITENS,
  MAX_MARCAS,
  marcaTipos,
  TERMOS_MAX,
  vistas,
  vistoriaSituacoes,
  vistoriaTipos,
} from './vistoria'
import { vistoriaMessages as m } from './vistoria.messages'

export const vistoriaIdParams = z.object({ id: z.uuid({ error: m.naoEncontrada }) })
export const vistoriaFotoParams = vistoriaIdParams.extend({ fotoId: z.uuid({ error: m.fotoNaoEncontrada }) })
export const osVistoriasParams = z.object({ id: z.uuid({ error: m.osNaoEncontrada }) })

export const criarVistoriaInput = z.object({ tipo: z.enum(vistoriaTipos, { error: m.tipoInvalido }) })

const itemChecklist = z.object({
  item: texto({ error: m.itemInvalido }).min(1, m.itemInvalido).max(ITEM_MAX, m.itemInvalido),
  presente: z.boolean({ error: m.itemInvalido }),
})

const coordenada = z.number({ error: m.marcaInvalida }).min(0, m.marcaInvalida).max(1, m.marcaInvalida)

export const marcaInput = z.object({
  vista: z.enum(vistas, { error: m.marcaInvalida }),
  x: coordenada,
  y: coordenada,
  tipo: z.enum(marcaTipos, { error: m.marcaTipoInvalido }),
  descricao: texto()
    .max(200, m.descricaoLonga)
    .nullish()
    .transform((v) => v || null),
  /** A photo uploaded to this inspection (POST /api/vistorias/:id/fotos). */
  foto_id: z
    .uuid({ error: m.fotoNaoEncontrada })
    .nullish()
    .transform((v) => v ?? null),
})
export type MarcaInput = z.infer<typeof marcaInput>

const semRepetidos = (itens: { item: string }[]) =>
  new Set(itens.map((i) => i.item.toLocaleLowerCase('pt-BR'))).size === itens.length

/** PATCH /api/vistorias/:id: what the shop fills in; marks are numbered in the order sent. */
export const atualizarVistoriaInput = z.object({
  km: z
    .number({ error: m.kmInvalido })
    .int(m.kmInvalido)
    .min(0, m.kmInvalido)
    .max(9_999_999, m.kmInvalido)
    .nullable()
    .optional(),
  combustivel: z
    .number({ error: m.combustivelInvalido })
    .int(m.combustivelInvalido)
    .min(0, m.combustivelInvalido)
    .max(COMBUSTIVEL_MAX, m.combustivelInvalido)
    .nullable()
    .optional(),
  checklist: z
    .array(itemChecklist)
    .max(MAX_ITENS, m.itensDemais)
    .refine(semRepetidos, m.itemRepetido)
    .optional(),
  observacoes: textoLongo()
    .max(2000, m.observacoesLongas)
    .nullish()
    .transform((v) => v || null),
  marcas: z.array(marcaInput).max(MAX_MARCAS, m.marcasDemais).optional(),
})
export type AtualizarVistoriaInput = z.input<typeof atualizarVistoriaInput>

/** A PNG drawn on the signature pad, as a data URL (at most ~300 KB: a signature is a few KB). */
const imagemAssinatura = z
  .string({ error: m.assinaturaVazia })
  .max(400_000, m.assinaturaInvalida)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, m.assinaturaInvalida)

const nomeAssinante = texto({ error: m.nomeInvalido }).min(3, m.nomeInvalido).max(120, m.nomeInvalido)
const cpf = texto({ error: m.cpfObrigatorio })
  .min(1, m.cpfObrigatorio)
  .refine(isValidCpf, CPF_INVALIDO)
  .transform(normalizeCpf)

/** POST /api/vistorias/:id/assinar: on the shop's device; the CPF is optional there. */
export const assinarNoBalcaoInput = z.object({
  nome: nomeAssinante,
  documento: z
    .union([z.literal(''), cpf], { error: CPF_INVALIDO })
    .nullish()
    .transform((v) => v || null),
  imagem: imagemAssinatura,
})
export type AssinarNoBalcaoInput = z.input<typeof assinarNoBalcaoInput>

/** POST /api/public/vistorias/:token/assinar: remotely, the customer gives name and CPF. */
export const assinarPeloPortalInput = z.object({
  nome: nomeAssinante,
  documento: cpf,
  imagem: imagemAssinatura,
})
export type AssinarPeloPortalInput = z.input<typeof assinarPeloPortalInput>

/** PUT /api/vistorias/modelo: the company's checklist and terms. */
export const vistoriaModeloInput = z.object({
  itens: z
    .array(texto({ error: m.itemInvalido }).min(1, m.itemInvalido).max(ITEM_MAX, m.itemInvalido))
    .max(MAX_ITENS, m.itensDemais)
    .refine((itens) => semRepetidos(itens.map((item) => ({ item }))), m.itemRepetido),
  termos: textoLongo({ error: m.termosVazios }).min(1, m.termosVazios).max(TERMOS_MAX, m.termosLongos),
})
export const vistoriaModeloView = vistoriaModeloInput
export type VistoriaModelo = z.infer<typeof vistoriaModeloView>

export const marcaView = z.object({
  numero: z.number().int(),
  vista: z.enum(vistas),
  x: z.number(),
  y: z.number(),
  tipo: z.enum(marcaTipos),
  descricao: z.string().nullable(),
  foto: z.object({ id: z.uuid(), url: z.string() }).nullable(),
})
export type MarcaView = z.infer<typeof marcaView>

export const assinaturaView = z.object({
  nome: z.string(),
  /** Masked (***.456.789-**). */
  documento: z.string().nullable(),
  canal: z.enum(['balcao', 'portal']),
  assinado_em: z.string(),
  /** The shop's user who collected it on their device; null through the portal. */
  coletada_por: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  sha256: z.string(),
  /** The stored content still gives the signed SHA-256 (false: changed since, outside the app). */
  confere: z.boolean(),
  /** The drawn signature (PNG data URL). */
  imagem: z.string(),
})

export const vistoriaResumo = z.object({
  id: z.uuid(),
  tipo: z.enum(vistoriaTipos),
  versao: z.number().int(),
  situacao: z.enum(vistoriaSituacoes),
  marcas: z.number().int(),
  assinado_em: z.string().nullable(),
  assinante: z.string().nullable(),
  criado_em: z.string(),
})
export type VistoriaResumo = z.infer<typeof vistoriaResumo>

export const vistoriaView = z.object({
  id: z.uuid(),
  os_id: z.uuid(),
  numero_os: z.string(),
  cliente_nome: z.string().nullable(),
  veiculo: z.object({ descricao: z.string(), placa: z.string() }).nullable(),
  tipo: z.enum(vistoriaTipos),
  versao: z.number().int(),
  situacao: z.enum(vistoriaSituacoes),
  km: z.number().int().nullable(),
  combustivel: z.number().int().nullable(),
  checklist: z.array(z.object({ item: z.string(), presente: z.boolean() })),
  observacoes: z.string().nullable(),
  marcas: z.array(marcaView),
  /** For a check-out: the check-in's marks, to compare (new marks are the check-out's own). */
  marcas_da_entrada: z.array(marcaView).nullable(),
  /** Photos uploaded and not yet placed on a mark (a draft's). */
  fotos_soltas: z.array(z.object({ id: z.uuid(), url: z.string() })),
  termos: z.string(),
  assinatura: assinaturaView.nullable(),
  criado_por: z.string().nullable(),
  criado_em: z.string(),
  /** Every version of this OS's inspection of this kind, newest first. */
  versoes: z.array(vistoriaResumo),
})
export type VistoriaView = z.infer<typeof vistoriaView>

/** POST /api/vistorias/:id/link: the customer's page to review and sign remotely. */
export const vistoriaLinkView = z.object({
  url: z.string(),
  token: z.string(),
  expira_em: z.string(),
  /** The customer's opt-out link (LGPD): the WhatsApp text ends with it; null for an OS without one. */
  descadastro: z.string().nullable(),
})
export type VistoriaLinkView = z.infer<typeof vistoriaLinkView>

/** GET /api/public/vistorias/:token: what the customer sees (no staff names, no IP). */
export const vistoriaPublicaView = vistoriaView
  .pick({
    tipo: true,
    versao: true,
    situacao: true,
    numero_os: true,
    cliente_nome: true,
    veiculo: true,
    km: true,
    combustivel: true,
    checklist: true,
    observacoes: true,
    marcas: true,
    marcas_da_entrada: true,
    termos: true,
  })
  .extend({
    empresa: z.object({ nome: z.string(), telefone: z.string().nullable() }),
    assinatura: z
      .object({
        nome: z.string(),
        documento: z.string().nullable(),
        assinado_em: z.string(),
        sha256: z.string(),
      })
      .nullable(),
  })
export type VistoriaPublicaView = z.infer<typeof vistoriaPublicaView>

/** POST /api/vistorias/:id/email: the term to the customer's email (or one typed, by who edits Cadastros). */
export const termoEmailInput = z.strictObject({ para: emailOpcional.optional() })
export type TermoEmailInput = z.input<typeof termoEmailInput>
export const termoEmailResult = z.object({ enviado: z.boolean() })
