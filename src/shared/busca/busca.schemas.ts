import { z } from 'zod'
import { tituloSituacoes } from '../financeiro/titulo.schemas'
import { texto } from '../http/texto'
import { osStatuses } from '../os/os-status'

// Who may search what lives apart, without zod: the signed-in shell decides whether to show the search.
export { type BuscaGrupo, gruposDaBusca } from './busca-grupos'

/** At most this many results of each group: the top bar shows a short list, Enter opens the full one. */
export const BUSCA_LIMITE = 5
export const BUSCA_MIN = 2
export const BUSCA_MAX = 100

export const buscaMessages = {
  curta: `Digite ao menos ${BUSCA_MIN} caracteres para buscar`,
  longa: 'Busca longa demais',
  erro: 'Erro ao buscar',
  semResultados: 'Nenhum resultado encontrado',
}

/** GET /api/busca?q= — the term trimmed, 2 to 100 characters. */
export const buscaQuery = z.object({
  q: texto({ error: buscaMessages.curta })
    .min(BUSCA_MIN, buscaMessages.curta)
    .max(BUSCA_MAX, buscaMessages.longa),
})

export const buscaOs = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(osStatuses),
  cliente_nome: z.string().nullable(),
  veiculo_placa: z.string().nullable(),
})

export const buscaCliente = z.object({
  id: z.uuid(),
  nome_razao: z.string(),
  /** Unmasked, as stored. */
  doc: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
})

export const buscaVeiculo = z.object({
  id: z.uuid(),
  /** Normalised (ABC1234 or ABC1C34). */
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  cliente_nome: z.string(),
})

export const buscaTitulo = z.object({
  id: z.uuid(),
  os_id: z.uuid(),
  numero_os: z.string(),
  cliente_id: z.uuid(),
  cliente_nome: z.string(),
  parcela: z.string(),
  vencimento: z.string(),
  saldo: z.number().int(),
  situacao: z.enum(tituloSituacoes),
})

/** The groups of the global search; a group the user may not see is always empty. */
export const buscaResultado = z.object({
  os: z.array(buscaOs),
  clientes: z.array(buscaCliente),
  veiculos: z.array(buscaVeiculo),
  titulos: z.array(buscaTitulo),
})
export type BuscaResultado = z.infer<typeof buscaResultado>
