import { and, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { AgendamentoStatus } from '../../../shared/agenda/agenda'
import { agendamentoStatusLabels } from '../../../shared/agenda/agenda'
import { agendaMessages as m } from '../../../shared/agenda/agenda.messages'
import type {
  AgendaConfig,
  AgendamentoResult,
  AgendamentoView,
  agendamentoInput,
  agendamentoUpdate,
} from '../../../shared/agenda/agenda.schemas'
import { duracaoLegivel, minutosDoDia, podeIrPara } from '../../../shared/agenda/regras'
import { formatDate } from '../../../shared/formatos/data'
import { type Executor, queryRows, type Tx } from '../../db/client'
import { agendamentos, clientes, empresas, tecnicos, veiculos } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { lerAgendamentos, lerConfig, ocupacao, porIds } from './agenda-leitura'

type Input = z.output<typeof agendamentoInput>
type Update = z.output<typeof agendamentoUpdate>
export type AgendamentoRow = typeof agendamentos.$inferSelect

const invalido = (campo: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { [campo]: message })

export async function lerAgendamento(tx: Tx, tenant: Tenant, id: string): Promise<AgendamentoView> {
  const [ag] = await lerAgendamentos(tx, tenant, eq(agendamentos.id, id))
  if (!ag) throw notFound(m.naoEncontrado)
  return ag
}

export const getAgendamento = (db: Executor, tenant: Tenant, id: string) =>
  readTenant(db, tenant, (tx) => lerAgendamento(tx, tenant, id))

/** The row locked for this transaction, refused when the form's version is not the stored one. */
export async function travar(tx: Tx, tenant: Tenant, id: string, versao?: number): Promise<AgendamentoRow> {
  const [row] = await tx
    .select()
    .from(agendamentos)
    .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    .for('update')
  if (!row) throw notFound(m.naoEncontrado)
  if (versao !== undefined && versao !== row.versao) throw conflict('AGENDAMENTO_ALTERADO', m.alterado)
  return row
}

/** Customer, vehicle of that customer, active technician and one of the company's bays: one statement. */
async function conferirPartes(
  tx: Tx,
  tenant: Tenant,
  p: { cliente_id: string; veiculo_id: string | null; tecnico_id: string | null; box: string | null },
) {
  const [r] = await queryRows<{
    cliente: string | null
    veiculo_cliente: string | null
    tecnico_ativo: boolean | null
    boxes: string[]
  }>(
    tx,
    sql`select (select id from ${clientes} where empresa_id = ${tenant.empresaId} and id = ${p.cliente_id}) as cliente,
      ${p.veiculo_id ? sql`(select cliente_id from ${veiculos} where empresa_id = ${tenant.empresaId} and id = ${p.veiculo_id})` : sql`null`} as veiculo_cliente,
      ${p.tecnico_id ? sql`(select ativo from ${tecnicos} where empresa_id = ${tenant.empresaId} and id = ${p.tecnico_id})` : sql`null`} as tecnico_ativo,
      (select agenda_boxes from ${empresas} where id = ${tenant.empresaId}) as boxes`,
  )
  if (!r.cliente) throw invalido('cliente_id', m.clienteNaoEncontrado)
  if (p.veiculo_id && r.veiculo_cliente !== p.cliente_id)
    throw invalido('veiculo_id', r.veiculo_cliente ? m.veiculoDeOutroCliente : m.veiculoInvalido)
  if (p.tecnico_id && r.tecnico_ativo !== true) throw invalido('tecnico_id', m.tecnicoInvalido)
  if (p.box && !(r.boxes ?? []).includes(p.box)) throw invalido('box', m.boxInvalido)
}

/** The day and time typed, in the company's zone, as an instant. */
const instante = (data: string, hora: string, fuso: string) =>
  sql`((${data}::date + ${hora}::time) at time zone ${fuso})`

/**
 * The warnings of a saved appointment (never errors: the shop may double-book on purpose): each overlap
 * of its technician or bay, and its technician's day beyond the working hours.
 */
export async function avisosDe(tx: Tx, tenant: Tenant, ag: AgendamentoView): Promise<string[]> {
  if (ag.status === 'cancelado' || ag.status === 'nao_compareceu') return []
  const avisos: string[] = []
  const outros = await lerAgendamentos(tx, tenant, porIds(ag.conflitos))
  for (const o of outros) {
    const quem =
      ag.tecnico && o.tecnico?.id === ag.tecnico.id
        ? ag.tecnico.nome
        : ag.box && o.box === ag.box
          ? ag.box
          : null
    if (quem) avisos.push(m.conflito(quem, o.hora, horaDoFim(o)))
  }
  if (ag.tecnico) {
    const config = await lerConfig(tx, tenant.empresaId)
    const total = minutosDoDia(config.abertura, config.fechamento)
    const [dia] = await ocupacao(tx, tenant, ag.data, ag.data, ag.tecnico.id)
    if (dia && total > 0 && dia.ocupado_min > total)
      avisos.push(
        m.capacidadeExcedida(
          ag.tecnico.nome,
          formatDate(ag.data),
          duracaoLegivel(dia.ocupado_min),
          duracaoLegivel(total),
        ),
      )
  }
  return avisos
}

/** The end's time in the company's zone, read from the start's time and the duration. */
function horaDoFim(o: AgendamentoView): string {
  const [h, mm] = o.hora.split(':').map(Number)
  const min = (h * 60 + mm + o.duracao_min) % 1440
  return `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`
}

async function resultado(tx: Tx, tenant: Tenant, id: string): Promise<AgendamentoResult> {
  const agendamento = await lerAgendamento(tx, tenant, id)
  return { agendamento, avisos: await avisosDe(tx, tenant, agendamento) }
}

/** POST /api/agendamentos */
export function criarAgendamento(db: Executor, tenant: Tenant, input: Input) {
  return withTenant(db, tenant, async (tx) => {
    const partes = {
      cliente_id: input.cliente_id,
      veiculo_id: input.veiculo_id ?? null,
      tecnico_id: input.tecnico_id ?? null,
      box: input.box ?? null,
    }
    await conferirPartes(tx, tenant, partes)
    const [row] = await tx
      .insert(agendamentos)
      .values({
        ...partes,
        empresa_id: tenant.empresaId,
        inicio: instante(input.data, input.hora, tenant.empresa.fuso_horario) as unknown as Date,
        duracao_min: input.duracao_min,
        motivo: input.motivo,
        observacoes: input.observacoes ?? null,
        criado_por: tenant.userId,
      })
      .returning({ id: agendamentos.id })
    return resultado(tx, tenant, row.id)
  })
}

/** PATCH /api/agendamentos/:id: the fields sent; a day or time alone keeps the other part. */
export function alterarAgendamento(db: Executor, tenant: Tenant, id: string, input: Update) {
  return withTenant(db, tenant, async (tx) => {
    const { versao, data, hora, ...campos } = input
    const atual = await travar(tx, tenant, id, versao)
    if (atual.status === 'chegou') throw conflict('AGENDAMENTO_FECHADO', m.jaChegou)
    const enviados = Object.fromEntries(Object.entries(campos).filter(([, v]) => v !== undefined))
    const proximo = { ...atual, ...enviados }
    await conferirPartes(tx, tenant, {
      cliente_id: proximo.cliente_id,
      veiculo_id: proximo.veiculo_id ?? null,
      tecnico_id: proximo.tecnico_id !== atual.tecnico_id ? (proximo.tecnico_id ?? null) : null,
      box: proximo.box !== atual.box ? (proximo.box ?? null) : null,
    })
    const fuso = tenant.empresa.fuso_horario
    const local = sql`(${agendamentos.inicio} at time zone ${fuso})`
    const inicio =
      data || hora
        ? sql`((coalesce(${data ?? null}::date, ${local}::date) + coalesce(${hora ?? null}::time, ${local}::time)) at time zone ${fuso})`
        : undefined
    // A new time answers the customer's request for another one (the bell and the agenda stop showing it);
    // the form sends the day and time on every save, so an edit that keeps them keeps the request.
    const movido = inicio && sql`${inicio} is distinct from ${agendamentos.inicio}`
    const semPedidoSeMovido = (coluna: AnyPgColumn) => sql`case when ${movido} then null else ${coluna} end`
    await tx
      .update(agendamentos)
      .set({
        ...enviados,
        ...(inicio
          ? {
              inicio: inicio as unknown as Date,
              reagendamento_pedido: semPedidoSeMovido(agendamentos.reagendamento_pedido),
              reagendamento_pedido_em: semPedidoSeMovido(agendamentos.reagendamento_pedido_em),
            }
          : {}),
        versao: sql`${agendamentos.versao} + 1`,
        atualizado_em: sql`now()`,
      })
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    return resultado(tx, tenant, id)
  })
}

/** DELETE /api/agendamentos/:id (an OS opened from it stays). */
export function excluirAgendamento(db: Executor, tenant: Tenant, id: string) {
  return withTenant(db, tenant, async (tx) => {
    const apagados = await tx
      .delete(agendamentos)
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
      .returning({ id: agendamentos.id })
    if (!apagados.length) throw notFound(m.naoEncontrado)
  })
}

/** Refuses a move the transition table does not allow, in Portuguese. */
export function conferirTransicao(de: AgendamentoStatus, para: AgendamentoStatus) {
  if (de === 'chegou') throw conflict('AGENDAMENTO_FECHADO', m.jaChegou)
  if (!podeIrPara(de, para))
    throw conflict(
      'TRANSICAO_INVALIDA',
      m.transicaoInvalida(agendamentoStatusLabels[de], agendamentoStatusLabels[para]),
    )
}

/** POST /api/agendamentos/:id/status ('chegou' goes through /chegou, which opens the OS). */
export function mudarStatus(
  db: Executor,
  tenant: Tenant,
  id: string,
  status: AgendamentoStatus,
  versao: number,
) {
  return withTenant(db, tenant, async (tx) => {
    const atual = await travar(tx, tenant, id, versao)
    conferirTransicao(atual.status, status)
    if (status === 'chegou') throw invalido('status', m.useChegou)
    await tx
      .update(agendamentos)
      .set({
        status,
        ...(status === 'confirmado' ? { confirmado_em: sql`now()` as unknown as Date } : {}),
        versao: sql`${agendamentos.versao} + 1`,
        atualizado_em: sql`now()`,
      })
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    return resultado(tx, tenant, id)
  })
}

/** GET /api/agenda/config */
export const lerAgendaConfig = (db: Executor, tenant: Tenant): Promise<AgendaConfig> =>
  readTenant(db, tenant, (tx) => lerConfig(tx, tenant.empresaId))

/** PUT /api/agenda/config */
export const salvarAgendaConfig = (db: Executor, tenant: Tenant, c: AgendaConfig): Promise<AgendaConfig> =>
  withTenant(db, tenant, async (tx) => {
    await tx
      .update(empresas)
      .set({ agenda_abertura: c.abertura, agenda_fechamento: c.fechamento, agenda_boxes: c.boxes })
      .where(eq(empresas.id, tenant.empresaId))
    return lerConfig(tx, tenant.empresaId)
  })
