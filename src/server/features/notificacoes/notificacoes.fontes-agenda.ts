import { type SQL, sql } from 'drizzle-orm'
import { ANTECEDENCIA_MIN, TOLERANCIA_MIN } from '../../../shared/notificacoes/notificacoes-agenda'
import { type Contexto, fonte } from './notificacoes.fontes'

// The agenda's sources (issue 27): appointments of the module `agenda`, read with the customer's name and
// the vehicle's plate. Only a booked or confirmed appointment still waits for its customer.

const agora = (c: Contexto) => sql`${c.agora}::timestamptz`
const minutos = (n: number) => sql`make_interval(mins => ${n})`

/** One appointment's row: `desde` is when it became news, never before the appointment was booked. */
const linhas = (desde: SQL, where: SQL, extra: SQL = sql``) =>
  sql`select a.id, a.inicio, cl.nome_razao as cliente, v.placa, a.motivo${extra}, ${desde} as desde
      from agendamentos a
      join clientes cl on cl.empresa_id = a.empresa_id and cl.id = a.cliente_id
      left join veiculos v on v.empresa_id = a.empresa_id and v.id = a.veiculo_id
      where ${where}
      order by desde desc, a.id desc`

const contar = (where: SQL) => sql`(select count(*) from agendamentos a where ${where})`

// Both windows are ranges of `inicio`, so agendamentos_inicio_idx (empresa_id, inicio) serves them.
const proximoWhere = (c: Contexto) =>
  sql`a.empresa_id = ${c.empresaId} and a.status in ('agendado', 'confirmado')
    and a.inicio >= ${agora(c)} and a.inicio <= ${agora(c)} + ${minutos(ANTECEDENCIA_MIN)}`

/** Appointments starting within the next hour: news an hour before (or when booked, if later). */
export const agendamentosProximos = (c: Contexto) =>
  fonte(
    contar(proximoWhere(c)),
    linhas(sql`greatest(a.inicio - ${minutos(ANTECEDENCIA_MIN)}, a.criado_em)`, proximoWhere(c)),
  )

/**
 * Today's only (company zone): the question is the clerk's of the day, asked where the day view marks it.
 * A week back (DIAS_EVENTOS) would fill the bell with stale questions in a shop that never marks no-shows.
 */
const semChegadaWhere = (c: Contexto) =>
  sql`a.empresa_id = ${c.empresaId} and a.status in ('agendado', 'confirmado')
    and a.inicio >= (${c.hoje}::date::timestamp at time zone ${c.fusoHorario})
    and a.inicio < ${agora(c)} - ${minutos(TOLERANCIA_MIN)}`

/** Appointments still waiting more than the tolerance after their start: did the customer come? */
export const agendamentosSemChegada = (c: Contexto) =>
  fonte(
    contar(semChegadaWhere(c)),
    linhas(sql`greatest(a.inicio + ${minutos(TOLERANCIA_MIN)}, a.criado_em)`, semChegadaWhere(c)),
  )

/**
 * Pending requests are read through their partial index (agendamentos_reagendamento_idx, migration 0034):
 * a link lives a day past the start it was made for, or past its making, so `inicio` gives no safe bound.
 */
const reagendamentoWhere = (c: Contexto) =>
  sql`a.empresa_id = ${c.empresaId} and a.reagendamento_pedido is not null
    and a.reagendamento_pedido_em >= ${c.eventosDesde}::timestamptz`

/** Customers who asked, through the appointment's link, for another time in the last days. */
export const reagendamentosPedidos = (c: Contexto) =>
  fonte(
    contar(reagendamentoWhere(c)),
    linhas(sql`a.reagendamento_pedido_em`, reagendamentoWhere(c), sql`, a.reagendamento_pedido as pedido`),
  )
