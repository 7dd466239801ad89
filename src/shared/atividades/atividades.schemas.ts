import { z } from 'zod'
import { texto } from '../http/texto'

/** Messages of the activity log (issue 29), defined once for the server and the web. */
export const atividadesMessages = {
  dataInvalida: 'Informe a data no formato AAAA-MM-DD',
  periodoInvalido: 'A data final deve ser igual ou posterior à data inicial',
  usuarioInvalido: 'Usuário inválido',
  entidadeInvalida: 'Entidade inválida',
  acaoInvalida: 'Ação inválida',
  cursorInvalido: 'Página inválida',
  limiteInvalido: 'O limite deve ser um número entre 1 e 100',
  buscaLonga: 'Busca longa demais (máximo de 100 caracteres)',
  formatoInvalido: 'Formato inválido: use csv ou xlsx',
  apenasAdminOuGerente: 'Apenas administradores e gerentes podem ver o registro de atividades',
  erroBuscar: 'Não foi possível carregar o registro de atividades',
  erroExportar: 'Não foi possível gerar a planilha. Tente novamente.',
  vazio: 'Nenhuma atividade encontrada',
} as const
const m = atividadesMessages

const isoDate = z.iso.date({ error: m.dataInvalida })
// Table names and action subjects are snake_case words; anything else cannot match an entry.
const palavra = (erro: string) => z.string({ error: erro }).regex(/^[a-z][a-z0-9_]{0,59}$/, erro)

/** The log's filters: period (calendar days in the company's time zone, both ends included), who, what. */
export const filtrosAtividades = z.object({
  de: isoDate.optional(),
  ate: isoDate.optional(),
  usuario_id: z.uuid({ error: m.usuarioInvalido }).optional(),
  entidade: palavra(m.entidadeInvalida).optional(),
  entidade_id: texto().min(1, m.entidadeInvalida).max(100, m.entidadeInvalida).optional(),
  acao: palavra(m.acaoInvalida).max(40, m.acaoInvalida).optional(),
  /** Finds an entry by its record's id, the user's name, its description or the changed values. */
  q: texto().max(100, m.buscaLonga).optional(),
})
const periodoEmOrdem = (q: { de?: string; ate?: string }) => !q.de || !q.ate || q.de <= q.ate

/** GET /api/atividades: newest first; `antes` is the cursor (the entries older than that id). */
export const atividadesQuery = filtrosAtividades
  .extend({
    antes: z.coerce
      .number({ error: m.cursorInvalido })
      .int(m.cursorInvalido)
      .positive(m.cursorInvalido)
      .max(Number.MAX_SAFE_INTEGER, m.cursorInvalido)
      .optional(),
    limite: z.coerce
      .number({ error: m.limiteInvalido })
      .int(m.limiteInvalido)
      .min(1, m.limiteInvalido)
      .max(100, m.limiteInvalido)
      .default(50),
  })
  .refine(periodoEmOrdem, { message: m.periodoInvalido, path: ['ate'] })
export type AtividadesQuery = Partial<z.output<typeof atividadesQuery>>
export type FiltrosAtividades = z.output<typeof filtrosAtividades>

/** GET /api/atividades/exportar: the same filters (every entry, up to a cap), as CSV or XLSX. */
export const atividadesExportQuery = filtrosAtividades
  .extend({ formato: z.enum(['csv', 'xlsx'], { error: m.formatoInvalido }) })
  .refine(periodoEmOrdem, { message: m.periodoInvalido, path: ['ate'] })
export type AtividadesExportQuery = z.input<typeof atividadesExportQuery>

export const origensAtividade = ['usuario', 'portal', 'sistema', 'webhook'] as const

/** One entry as the log shows it: raw values; the labels and formatting are rotulos.ts's. */
export const atividadeView = z.object({
  id: z.number().int(),
  criado_em: z.string(),
  usuario_id: z.string().nullable(),
  usuario_nome: z.string().nullable(),
  papel: z.string().nullable(),
  origem: z.enum(origensAtividade),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  entidade: z.string(),
  entidade_id: z.string().nullable(),
  acao: z.string(),
  campos: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  descricao: z.string().nullable(),
  categoria: z.enum(['negocio', 'seguranca']),
})
export type AtividadeView = z.infer<typeof atividadeView>

/**
 * A page: `proximo` is the cursor for 'Carregar mais' (null: nothing older). With a search, a page reads
 * a bounded window of entries: it may bring fewer than `limite` (even none) and still have a `proximo`.
 */
export const atividadesPage = z.object({
  items: z.array(atividadeView),
  proximo: z.number().int().nullable(),
})
export type AtividadesPage = z.infer<typeof atividadesPage>

/** GET /api/atividades/usuarios: the company's users, for the filter. */
export const atividadesUsuarios = z.object({
  items: z.array(z.object({ id: z.string(), nome: z.string(), papel: z.string() })),
})
export type AtividadesUsuarios = z.infer<typeof atividadesUsuarios>
