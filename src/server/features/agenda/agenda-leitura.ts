import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { AgendamentoStatus } from '../../../shared/agenda/agenda'
import type {
  AgendaConfig,
  AgendamentoView,
  AgendaView,
  agendaQuery,
} from '../../../shared/agenda/agenda.schemas'
import { minutosDoDia, somarDias } from '../../../shared/agenda/regras'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { queryRows, type Tx } from '../../db/client'
import { agendamentos, clientes, empresas, os, tecnicos, veiculos } from '../../db/schema'
import type { Tenant } from '../auth/tenant.service'

type Query = z.output<typeof agendaQuery>

/** Appointments that hold their technician and bay (a cancelled or missed one frees them). */
export const ATIVOS: AgendamentoStatus[] = ['agendado', 'confirmado', 'chegou']

/** The first instant of a yyyy-MM-dd day in the company's zone. */
export const inicioDoDia = (dia: string, fuso: string) => sql`(${dia}::date::timestamp at time zone ${fuso})`
const fim = (a: { inicio: AnyPgColumn; duracao_min: AnyPgColumn }) =>
  sql`(${a.inicio} + make_interval(mins => ${a.duracao_min}))`

/**
 * The instants a read's appointments lie within, when the caller knows them (a day's or a week's view): the
 * other appointments they may overlap are then read through agendamentos_inicio_idx.
 */
export type Janela = { de: SQL; ate: SQL }

/**
 * For each active appointment matching `filtro`, the ids of the other active appointments of the same
 * technician or bay that overlap it: one grouped self-join, planned once for the whole read. Not a
 * subquery per row: under row-level security PostgreSQL does not use an index for conditions on the outer
 * row's values, and each row would scan the company's appointments (2 s for a week of 330 at 20 000).
 */
function conflitos(tx: Tx, tenant: Tenant, filtro: SQL | undefined, janela?: Janela) {
  const b = alias(agendamentos, 'b')
  return tx
    .select({
      agendamento_id: sql<string>`${agendamentos.id}`.as('agendamento_id'),
      ids: sql<string[]>`array_agg(${b.id} order by ${b.inicio}, ${b.id})`.as('ids'),
    })
    .from(agendamentos)
    .innerJoin(
      b,
      and(
        eq(b.empresa_id, agendamentos.empresa_id),
        sql`${b.id} <> ${agendamentos.id}`,
        inArray(b.status, ATIVOS),
        sql`(${b.tecnico_id} = ${agendamentos.tecnico_id} or ${b.box} = ${agendamentos.box})`,
        sql`${b.inicio} < ${fim(agendamentos)} and ${fim(b)} > ${agendamentos.inicio}`,
        // No appointment lasts over a day: the ones that can overlap start from a day before the window.
        janela && sql`${b.inicio} >= ${janela.de} - interval '1 day' and ${b.inicio} < ${janela.ate}`,
      ),
    )
    .where(and(eq(agendamentos.empresa_id, tenant.empresaId), inArray(agendamentos.status, ATIVOS), filtro))
    .groupBy(agendamentos.id)
    .as('conflitos')
}

/** The appointments matching `filtro`, with everything the screen shows, in one statement. */
export async function lerAgendamentos(
  tx: Tx,
  tenant: Tenant,
  filtro: SQL | undefined,
  janela?: Janela,
): Promise<AgendamentoView[]> {
  const fuso = tenant.empresa.fuso_horario
  const c = conflitos(tx, tenant, filtro, janela)
  const rows = await tx
    .select({
      ag: agendamentos,
      fim: sql<string>`${fim(agendamentos)}`,
      data: sql<string>`to_char(${agendamentos.inicio} at time zone ${fuso}, 'YYYY-MM-DD')`,
      hora: sql<string>`to_char(${agendamentos.inicio} at time zone ${fuso}, 'HH24:MI')`,
      conflitos: c.ids,
      cliente: { id: clientes.id, nome: clientes.nome_razao, celular: clientes.celular },
      veiculo: { id: veiculos.id, placa: veiculos.placa, marca: veiculos.marca, modelo: veiculos.modelo },
      tecnico: { id: tecnicos.id, nome: tecnicos.nome },
      numero_os: os.numero_os,
    })
    .from(agendamentos)
    .innerJoin(
      clientes,
      and(eq(clientes.empresa_id, agendamentos.empresa_id), eq(clientes.id, agendamentos.cliente_id)),
    )
    .leftJoin(
      veiculos,
      and(eq(veiculos.empresa_id, agendamentos.empresa_id), eq(veiculos.id, agendamentos.veiculo_id)),
    )
    .leftJoin(
      tecnicos,
      and(eq(tecnicos.empresa_id, agendamentos.empresa_id), eq(tecnicos.id, agendamentos.tecnico_id)),
    )
    .leftJoin(os, and(eq(os.empresa_id, agendamentos.empresa_id), eq(os.id, agendamentos.os_id)))
    .leftJoin(c, eq(c.agendamento_id, agendamentos.id))
    .where(and(eq(agendamentos.empresa_id, tenant.empresaId), filtro))
    .orderBy(agendamentos.inicio, agendamentos.id)
  const contato = podeVer(tenant, 'contato_cliente')
  return rows.map((r) => ({
    id: r.ag.id,
    cliente: contato ? r.cliente : { id: r.cliente.id, nome: r.cliente.nome },
    veiculo: r.veiculo?.id ? (r.veiculo as NonNullable<AgendamentoView['veiculo']>) : null,
    tecnico: r.tecnico?.id ? (r.tecnico as NonNullable<AgendamentoView['tecnico']>) : null,
    box: r.ag.box,
    inicio: r.ag.inicio.toISOString(),
    fim: new Date(r.fim).toISOString(),
    data: r.data,
    hora: r.hora,
    duracao_min: r.ag.duracao_min,
    motivo: r.ag.motivo,
    observacoes: r.ag.observacoes,
    status: r.ag.status,
    os_id: r.ag.os_id,
    numero_os: r.numero_os ?? null,
    versao: r.ag.versao,
    confirmado_em: r.ag.confirmado_em?.toISOString() ?? null,
    reagendamento_pedido: r.ag.reagendamento_pedido,
    conflitos: r.conflitos ?? [],
  }))
}

// A company always has its row; the default only keeps the type total.
const CONFIG_PADRAO: AgendaConfig = { abertura: '08:00', fechamento: '18:00', boxes: [] }

/** The company's working day and bays. */
export async function lerConfig(tx: Tx, empresaId: string): Promise<AgendaConfig> {
  const [e] = await tx
    .select({
      abertura: empresas.agenda_abertura,
      fechamento: empresas.agenda_fechamento,
      boxes: empresas.agenda_boxes,
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return e ?? CONFIG_PADRAO
}

type Ocupacao = AgendaView['capacidade']['por_tecnico'][number]

/** Booked minutes per day and technician of active appointments in [de, ate], by day then technician. */
function ocupacaoSql(tenant: Tenant, de: string, ate: string, tecnicoId?: string | null) {
  const fuso = tenant.empresa.fuso_horario
  return sql`select to_char(inicio at time zone ${fuso}, 'YYYY-MM-DD') as data, tecnico_id,
        sum(duracao_min)::int as ocupado_min
      from ${agendamentos}
      where empresa_id = ${tenant.empresaId} and status in ('agendado', 'confirmado', 'chegou')
        and inicio >= ${inicioDoDia(de, fuso)} and inicio < ${inicioDoDia(somarDias(ate, 1), fuso)}
        ${tecnicoId === undefined ? sql`` : tecnicoId === null ? sql`and tecnico_id is null` : sql`and tecnico_id = ${tecnicoId}`}
      group by 1, 2`
}

/** The same minutes as rows, by day then technician (one grouped statement). */
export const ocupacao = (tx: Tx, tenant: Tenant, de: string, ate: string, tecnicoId?: string | null) =>
  queryRows<Ocupacao>(tx, sql`${ocupacaoSql(tenant, de, ate, tecnicoId)} order by 1, 2`)

/**
 * What the range's view shows beside its appointments, in one statement of three subqueries (each as
 * JSON): the working day and bays, the booked minutes per day and technician, the active technicians.
 */
async function quadroDaAgenda(tx: Tx, tenant: Tenant, q: Query) {
  const [r] = await queryRows<{
    config: AgendaConfig | null
    ocupacao: Ocupacao[]
    tecnicos: { id: string; nome: string }[]
  }>(
    tx,
    sql`select
      (select json_build_object(
          'abertura', agenda_abertura, 'fechamento', agenda_fechamento, 'boxes', agenda_boxes)
        from ${empresas} where id = ${tenant.empresaId}) as config,
      (select coalesce(json_agg(o order by o.data, o.tecnico_id), '[]')
        from (${ocupacaoSql(tenant, q.de, q.ate, q.tecnico_id)}) o) as ocupacao,
      (select coalesce(json_agg(json_build_object('id', id, 'nome', nome) order by nome), '[]')
        from ${tecnicos} where empresa_id = ${tenant.empresaId} and ativo) as tecnicos`,
  )
  return { config: r.config ?? CONFIG_PADRAO, porTecnico: r.ocupacao, ativos: r.tecnicos }
}

/**
 * GET /api/agendamentos: the range's appointments, the capacity per day and technician, the columns. Two
 * statements: the appointments (lerAgendamentos, the one reader of every appointment screen) and the rest.
 */
export async function listarAgenda(tx: Tx, tenant: Tenant, q: Query): Promise<AgendaView> {
  const fuso = tenant.empresa.fuso_horario
  const janela = { de: inicioDoDia(q.de, fuso), ate: inicioDoDia(somarDias(q.ate, 1), fuso) }
  const itens = await lerAgendamentos(
    tx,
    tenant,
    and(
      sql`${agendamentos.inicio} >= ${janela.de}`,
      sql`${agendamentos.inicio} < ${janela.ate}`,
      q.tecnico_id ? eq(agendamentos.tecnico_id, q.tecnico_id) : undefined,
      q.status ? eq(agendamentos.status, q.status) : undefined,
    ),
    janela,
  )
  const { config, porTecnico, ativos } = await quadroDaAgenda(tx, tenant, q)
  const dias = new Map<string, number>()
  for (const p of porTecnico) dias.set(p.data, (dias.get(p.data) ?? 0) + p.ocupado_min)
  // A technician who left but still has appointments in the range keeps his column.
  const nomes = new Map(ativos.map((t) => [t.id, t.nome]))
  for (const i of itens) if (i.tecnico && !nomes.has(i.tecnico.id)) nomes.set(i.tecnico.id, i.tecnico.nome)
  return {
    itens,
    capacidade: {
      abertura: config.abertura,
      fechamento: config.fechamento,
      minutos_por_dia: minutosDoDia(config.abertura, config.fechamento),
      dias: [...dias].map(([data, ocupado_min]) => ({ data, ocupado_min })),
      por_tecnico: porTecnico,
    },
    tecnicos: [...nomes].map(([id, nome]) => ({ id, nome })),
    boxes: config.boxes,
    hoje: todayInTimeZone(fuso),
  }
}

export const porIds = (ids: string[]) => (ids.length ? inArray(agendamentos.id, ids) : sql`false`)
