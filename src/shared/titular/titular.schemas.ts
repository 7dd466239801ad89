import { z } from 'zod'
import { texto, textoLongo } from '../http/texto'
import { titularMessages as m } from './titular.messages'

export const TIPOS_SOLICITACAO = ['exportacao', 'exclusao', 'correcao'] as const
export type TipoSolicitacao = (typeof TIPOS_SOLICITACAO)[number]
export const tipoSolicitacaoLabels: Record<TipoSolicitacao, string> = {
  exportacao: 'Exportar dados',
  exclusao: 'Excluir dados',
  correcao: 'Corrigir dados',
}

export const STATUS_SOLICITACAO = ['aberta', 'atendida', 'recusada'] as const
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number]
export const statusSolicitacaoLabels: Record<StatusSolicitacao, string> = {
  aberta: 'Aberta',
  atendida: 'Atendida',
  recusada: 'Recusada',
}

const mensagem = textoLongo()
  .max(1000, m.mensagemLonga)
  .nullish()
  .transform((v) => v || null)

/** POST /api/clientes/:id/anonimizar: the word typed to confirm an irreversible action. */
export const anonimizarInput = z.object({
  confirmacao: texto({ error: m.confirmeAnonimizar }).refine(
    (v) => v.toUpperCase() === 'ANONIMIZAR',
    m.confirmeAnonimizar,
  ),
})
export type AnonimizarInput = z.input<typeof anonimizarInput>

/** What the anonymisation kept and removed, for the screen's summary. */
export const anonimizacaoView = z.object({
  anonimizado_em: z.string(),
  removidos: z.array(z.string()),
  mantidos: z.array(z.string()),
})
export type AnonimizacaoView = z.infer<typeof anonimizacaoView>

/** POST /api/public/orcamentos/:token/solicitacoes-titular: the customer asks from the quote link. */
export const solicitacaoPortalInput = z.object({
  tipo: z.enum(['exportacao', 'exclusao'], { error: m.tipoInvalido }),
  mensagem,
})
export type SolicitacaoPortalInput = z.input<typeof solicitacaoPortalInput>

/** POST /api/clientes/:id/solicitacoes-titular: a request made at the counter. */
export const solicitacaoBalcaoInput = z.object({
  tipo: z.enum(TIPOS_SOLICITACAO, { error: m.tipoInvalido }),
  mensagem,
})
export type SolicitacaoBalcaoInput = z.input<typeof solicitacaoBalcaoInput>

export const concluirSolicitacaoInput = z.object({
  resposta: textoLongo()
    .max(1000, m.respostaLonga)
    .nullish()
    .transform((v) => v || null),
})
export type ConcluirSolicitacaoInput = z.input<typeof concluirSolicitacaoInput>

export const recusarSolicitacaoInput = z.object({
  resposta: textoLongo({ error: m.informeResposta }).min(1, m.informeResposta).max(1000, m.respostaLonga),
})
export type RecusarSolicitacaoInput = z.input<typeof recusarSolicitacaoInput>

export const solicitacoesQuery = z.object({
  status: z.enum(STATUS_SOLICITACAO, { error: m.statusInvalido }).optional(),
})

export const solicitacaoView = z.object({
  id: z.string(),
  cliente_id: z.string(),
  cliente_nome: z.string(),
  tipo: z.enum(TIPOS_SOLICITACAO),
  origem: z.enum(['portal', 'balcao']),
  mensagem: z.string().nullable(),
  status: z.enum(STATUS_SOLICITACAO),
  criado_em: z.string(),
  prazo_em: z.string(),
  atendida_em: z.string().nullable(),
  atendida_por_nome: z.string().nullable(),
  resposta: z.string().nullable(),
})
export type SolicitacaoView = z.infer<typeof solicitacaoView>

export const solicitacoesView = z.object({
  itens: z.array(solicitacaoView),
  /** The company's zone: the deadline counter counts its calendar days. */
  fuso_horario: z.string(),
})
export type SolicitacoesView = z.infer<typeof solicitacoesView>

/** What the portal answers: the request without staff data. */
export const solicitacaoPortalView = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_SOLICITACAO),
  status: z.enum(STATUS_SOLICITACAO),
  criado_em: z.string(),
  prazo_em: z.string(),
})
export type SolicitacaoPortalView = z.infer<typeof solicitacaoPortalView>

/** GET /api/clientes/:id/privacidade: the customer page's LGPD section. */
export const privacidadeClienteView = z.object({
  anonimizado_em: z.string().nullable(),
  solicitacoes: z.array(solicitacaoView),
  fuso_horario: z.string(),
})
export type PrivacidadeClienteView = z.infer<typeof privacidadeClienteView>
