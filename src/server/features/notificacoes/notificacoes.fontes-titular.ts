import { type SQL, sql } from 'drizzle-orm'
import { ANTECEDENCIA_PRAZO_DIAS } from '../../../shared/notificacoes/notificacoes-titular'
import { type Contexto, fonte } from './notificacoes.fontes'

// Data-subject requests (LGPD): an open one whose legal deadline is near or past. Days are calendar days of
// the company's zone, as the Privacidade list counts them (shared/titular/prazo.ts).

/** Midnight starting `date` (a date expression) in the company's zone. */
const meiaNoite = (date: SQL, c: Contexto) => sql`((${date})::timestamp at time zone ${c.fusoHorario})`
const diaDoPrazo = (c: Contexto) => sql`(s.prazo_em at time zone ${c.fusoHorario})::date`

/**
 * The deadline's day is at most ANTECEDENCIA_PRAZO_DIAS after today: the deadline is before the midnight
 * that ends that day. A range of `prazo_em` behind equalities, so solicitacoes_titular_abertas_idx
 * (empresa_id, status, prazo_em) serves both the count and the rows.
 */
const pertoDoPrazoWhere = (c: Contexto) =>
  sql`s.empresa_id = ${c.empresaId} and s.status = 'aberta'
    and s.prazo_em < ${meiaNoite(sql`${c.hoje}::date + ${ANTECEDENCIA_PRAZO_DIAS + 1}::int`, c)}`

/**
 * Open requests near or past their deadline. News when they come within the days before the deadline (or
 * when made, if later), and again the day after the deadline, when they become overdue.
 */
export const solicitacoesTitularPertoDoPrazo = (c: Contexto) =>
  fonte(
    sql`(select count(*) from solicitacoes_titular s where ${pertoDoPrazoWhere(c)})`,
    sql`select s.id, s.tipo, cl.nome_razao as cliente, s.prazo_em,
          ${diaDoPrazo(c)} - ${c.hoje}::date as dias,
          greatest(s.criado_em, case when ${diaDoPrazo(c)} < ${c.hoje}::date
            then ${meiaNoite(sql`${diaDoPrazo(c)} + 1`, c)}
            else ${meiaNoite(sql`${diaDoPrazo(c)} - ${ANTECEDENCIA_PRAZO_DIAS}::int`, c)} end) as desde
        from solicitacoes_titular s
        join clientes cl on cl.empresa_id = s.empresa_id and cl.id = s.cliente_id
        where ${pertoDoPrazoWhere(c)}
        order by desde desc, s.id desc`,
  )
