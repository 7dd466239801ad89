import { z } from 'zod'
import { texto } from '../http/texto'
import { osStatuses } from '../os/os-status'
import { vistoriaTipos } from '../vistoria/vistoria'
import { portalMessages as m } from './portal.messages'

/** The link's secret: 32 random bytes in base64url. Anything else simply finds no link (404). */
export const portalToken = z.string().min(1).max(200)
export const portalTokenParams = z.object({ token: portalToken })
export const portalFotoParams = z.object({ token: portalToken, fotoId: z.uuid() })
export const portalNotaParams = z.object({ token: portalToken, notaId: z.uuid() })

const nome = texto({ error: m.informeNome }).min(1, m.informeNome).max(120, m.nomeLongo)

export const aprovarOrcamentoInput = z.object({ nome })
export type AprovarOrcamentoInput = z.infer<typeof aprovarOrcamentoInput>

export const recusarOrcamentoInput = z.object({
  nome,
  motivo: texto()
    .max(500, m.motivoLongo)
    .nullish()
    .transform((v) => v || null),
})
export type RecusarOrcamentoInput = z.infer<typeof recusarOrcamentoInput>

/** POST /api/os/:id/link */
export const orcamentoLinkView = z.object({ url: z.string(), token: z.string(), expira_em: z.string() })
export type OrcamentoLinkView = z.infer<typeof orcamentoLinkView>

const portalItem = z.object({
  tipo: z.enum(['servico', 'produto']),
  descricao: z.string(),
  quantidade: z.number(),
  valor_unitario: z.number().int(),
  desconto_valor: z.number().int(),
  subtotal: z.number().int(),
})

/**
 * GET /api/public/orcamentos/:token: only what the customer needs about this one OS (LGPD: necessity):
 * the company's header, the client's first name, the vehicle, the quote version, status dates without
 * staff names, photos and the open titles with their PIX.
 */
export const portalOrcamentoView = z.object({
  empresa: z.object({
    nome: z.string(),
    cnpj: z.string().nullable(),
    telefone: z.string().nullable(),
    email: z.string().nullable(),
    endereco: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  /** Whom the page greets: a person's first name, a company's whole name. */
  cliente_saudacao: z.string().nullable(),
  veiculo: z.object({ marca: z.string(), modelo: z.string(), placa: z.string() }).nullable(),
  orcamento: z.object({
    versao: z.number().int(),
    itens: z.array(portalItem),
    subtotal_servicos: z.number().int(),
    subtotal_produtos: z.number().int(),
    desconto_valor: z.number().int(),
    acrescimos_valor: z.number().int(),
    total_geral: z.number().int(),
    validade: z.string().nullable(),
    condicoes_pagamento: z.string().nullable(),
    observacoes: z.string().nullable(),
    garantia_dias: z.number().int(),
    enviado_em: z.string(),
  }),
  /** The customer's answer to this version, once given. */
  resposta: z
    .object({ tipo: z.enum(['aprovado', 'recusado']), nome: z.string().nullable(), em: z.string() })
    .nullable(),
  pode_responder: z.boolean(),
  /** What happened to the order, for the customer: no draft, revisions or invoicing steps. */
  linha_do_tempo: z.array(z.object({ titulo: z.string(), status: z.enum(osStatuses), em: z.string() })),
  fotos: z.array(z.object({ id: z.uuid(), tipo: z.enum(['antes', 'depois']), url: z.string() })),
  titulos: z.array(
    z.object({
      id: z.uuid(),
      parcela: z.string(),
      vencimento: z.string(),
      saldo: z.number().int(),
      vencido: z.boolean(),
      pix_copia_e_cola: z.string().nullable(),
    }),
  ),
  /** The signed check-in/check-out inspections (issue 26): what the customer signed, to keep. */
  vistorias: z.array(
    z.object({
      tipo: z.enum(vistoriaTipos),
      versao: z.number().int(),
      assinante: z.string(),
      assinado_em: z.string(),
      sha256: z.string(),
      km: z.number().int().nullable(),
      /** '1. Amassado — Lado esquerdo (porta)'. */
      marcas: z.array(z.string()),
    }),
  ),
  /** The OS's authorized NFS-e whose DANFSE Bancada keeps (issue 28): the customer downloads it here. */
  notas_fiscais: z.array(
    z.object({ id: z.uuid(), numero: z.string(), autorizada_em: z.string(), danfse_url: z.string() }),
  ),
  fuso_horario: z.string(),
})
export type PortalOrcamentoView = z.infer<typeof portalOrcamentoView>
