import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { formatDate, formatDateTime, todayInTimeZone } from '../../../shared/formatos/data'
import { osMessages as m } from '../../../shared/os/os.messages'
import { camposDeExecucao, type createOsInput, type updateOsInput } from '../../../shared/os/os.schemas'
import type { OsEvento } from '../../../shared/os/os-historico'
import { computeTotais } from '../../../shared/os/os-totais'
import { type Executor, queryRows, type Tx } from '../../db/client'
import { clientes, os, osHistorico, osItens, tecnicos, users, veiculos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import { assertOsDentroDoLimite } from '../assinatura/limite-os'
import type { Tenant } from '../auth/tenant.service'
import { forTotais, type ItemRow, resolveItens } from './os-itens'
import { insertNumbered } from './os-numero'
import { loadOsView } from './os-view'

type CreateInput = z.output<typeof createOsInput>
type UpdateInput = z.output<typeof updateOsInput>
export type OsRow = typeof os.$inferSelect

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', message, { [field]: message })

/** The OS row, locked for the rest of the transaction (status changes and edits serialize per OS). */
export async function lockOs(tx: Tx, tenant: Tenant, id: string): Promise<OsRow> {
  const [row] = await tx
    .select()
    .from(os)
    .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, id)))
    .for('update')
  if (!row) throw notFound('OS não encontrada')
  return row
}

/**
 * Client, vehicle (of that client) and technician (active when newly chosen) exist in the company: one
 * statement whatever was chosen (each lookup a scalar subquery on a primary key).
 */
async function checkParties(
  tx: Tx,
  tenant: Tenant,
  next: { cliente_id: string | null; veiculo_id: string | null; tecnico_responsavel_id: string | null },
  current?: OsRow,
) {
  const tecnicoId =
    next.tecnico_responsavel_id !== current?.tecnico_responsavel_id ? next.tecnico_responsavel_id : null
  if (!next.cliente_id && !next.veiculo_id && !tecnicoId) return
  const lookup = (table: { empresa_id: PgColumn; id: PgColumn }, column: PgColumn, id: string | null) =>
    id
      ? sql`(select ${column} from ${table} where ${table.empresa_id} = ${tenant.empresaId} and ${table.id} = ${id})`
      : sql`null`
  const [found] = await queryRows<{
    cliente: string | null
    veiculo_cliente: string | null
    tecnico_ativo: boolean | null
  }>(
    tx,
    sql`select ${lookup(clientes, clientes.id, next.cliente_id)} as cliente,
      ${lookup(veiculos, veiculos.cliente_id, next.veiculo_id)} as veiculo_cliente,
      ${lookup(tecnicos, tecnicos.ativo, tecnicoId)} as tecnico_ativo`,
  )
  if (next.cliente_id && !found.cliente) throw invalid('cliente_id', m.clienteNaoEncontrado)
  if (next.veiculo_id && found.veiculo_cliente !== next.cliente_id) {
    throw invalid('veiculo_id', m.veiculoDeOutroCliente)
  }
  if (tecnicoId && found.tecnico_ativo !== true) throw invalid('tecnico_responsavel_id', m.tecnicoInvalido)
}

const itemValues = (tenant: Tenant, osId: string, rows: ItemRow[]) =>
  rows.map((r) => ({ ...r, empresa_id: tenant.empresaId, os_id: osId }))

async function insertItens(tx: Tx, tenant: Tenant, osId: string, rows: ItemRow[]) {
  if (rows.length) await tx.insert(osItens).values(itemValues(tenant, osId, rows))
}

export async function writeHistorico(
  tx: Tx,
  tenant: Tenant,
  entry: {
    os_id: string
    de_status: OsRow['status'] | null
    para_status: OsRow['status']
    evento: OsEvento
    observacao?: string | null
  },
) {
  await tx.insert(osHistorico).values({ ...entry, empresa_id: tenant.empresaId, user_id: tenant.userId })
}

/** The stored totals for a set of lines and the OS's discount and surcharges. */
function totaisFor(
  itens: ItemRow[],
  o: Pick<OsRow, 'desconto_tipo' | 'desconto_valor' | 'acrescimos_valor'> & {
    desconto_percentual: number | null
  },
) {
  const totais = computeTotais({ itens: forTotais(itens), ...o })
  return {
    ...totais,
    desconto_percentual: o.desconto_tipo === 'percentual' ? (o.desconto_percentual ?? 0).toFixed(2) : null,
  }
}

/**
 * POST /api/os: the OS and its lines, and the answer read back, in one transaction; number and totals
 * come from the server. The number is taken last, so the counter row (which serializes a company's
 * creations) is held from the inserts to the commit.
 */
export function createOs(db: Executor, tenant: Tenant, input: CreateInput) {
  return withTenant(db, tenant, async (tx) => {
    const { itens, ...fields } = input
    const parties = {
      cliente_id: fields.cliente_id ?? null,
      veiculo_id: fields.veiculo_id ?? null,
      tecnico_responsavel_id: fields.tecnico_responsavel_id ?? null,
    }
    await checkParties(tx, tenant, parties)
    const rows = await resolveItens(tx, tenant, itens)
    const totais = totaisFor(rows, {
      ...fields,
      desconto_tipo: fields.desconto_tipo ?? null,
      desconto_percentual: fields.desconto_percentual ?? null,
    })
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    await assertOsDentroDoLimite(tx, tenant, hoje)
    const osId = randomUUID()
    await insertNumbered(tx, tenant.empresaId, Number(hoje.slice(0, 4)), (numero) => [
      tx.insert(os).values({
        ...fields,
        ...parties,
        ...totais,
        ...numero,
        id: osId,
        empresa_id: tenant.empresaId,
        data_abertura: hoje,
        status: 'rascunho',
        criado_por: tenant.userId,
      }),
      ...(rows.length ? [tx.insert(osItens).values(itemValues(tenant, osId, rows))] : []),
      tx.insert(osHistorico).values({
        os_id: osId,
        de_status: null,
        para_status: 'rascunho',
        evento: 'criacao',
        observacao: 'OS criada',
        empresa_id: tenant.empresaId,
        user_id: tenant.userId,
      }),
    ])
    return loadOsView(tx, tenant, osId)
  })
}

/** Whether a sent value differs from the stored one (dates and numbers compared as the API shows them). */
function changed(current: OsRow, key: keyof UpdateInput, value: unknown): boolean {
  const stored = current[key as keyof OsRow]
  if (key === 'desconto_percentual') return (stored === null ? null : Number(stored)) !== (value ?? null)
  return (stored ?? null) !== (value ?? null)
}

/**
 * PATCH /api/os/:id. In rascunho everything may change (`itens` replaces the lines). Afterwards only the
 * execution fields; anything commercial that actually changes needs 'Revisar orçamento' (DESIGN §8b).
 */
export function updateOs(db: Executor, tenant: Tenant, id: string, input: UpdateInput) {
  return withTenant(db, tenant, async (tx) => {
    const current = await lockOs(tx, tenant, id)
    const { itens, versao, ...fields } = input
    if (versao !== undefined && versao !== current.versao) throw await osAlterada(tx, tenant, current)
    if (current.status === 'entregue' || current.status === 'cancelado')
      throw conflict('OS_FECHADA', m.osFechada)
    const sent = Object.entries(fields).filter(([, v]) => v !== undefined) as Array<
      [keyof UpdateInput, unknown]
    >
    if (current.status !== 'rascunho') {
      const comercial = sent.some(
        ([k, v]) => !(camposDeExecucao as readonly string[]).includes(k) && changed(current, k, v),
      )
      if (comercial || itens !== undefined) throw conflict('SOMENTE_RASCUNHO', m.itensSoEmRascunho)
    }
    const next = { ...current, ...Object.fromEntries(sent) } as OsRow & { desconto_percentual: unknown }
    await checkParties(
      tx,
      tenant,
      {
        cliente_id: next.cliente_id,
        veiculo_id: next.veiculo_id,
        tecnico_responsavel_id: next.tecnico_responsavel_id,
      },
      current,
    )
    let totais = {}
    if (current.status === 'rascunho') {
      const rows = itens ? await resolveItens(tx, tenant, itens) : await currentItens(tx, tenant, id)
      if (itens) {
        await tx.delete(osItens).where(and(eq(osItens.empresa_id, tenant.empresaId), eq(osItens.os_id, id)))
        await insertItens(tx, tenant, id, rows)
      }
      const percent =
        next.desconto_percentual === null || next.desconto_percentual === undefined
          ? null
          : Number(next.desconto_percentual)
      totais = totaisFor(rows, { ...next, desconto_percentual: percent })
    }
    await tx
      .update(os)
      .set({ ...Object.fromEntries(sent), ...totais, atualizado_em: sql`now()` })
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, id)))
    return loadOsView(tx, tenant, id)
  })
}

/**
 * The 409 of a save made on an older version: who changed the OS and when, in the company's time, and
 * the OS as it is now (`details.os`), for the screen to show it.
 */
async function osAlterada(tx: Tx, tenant: Tenant, current: OsRow) {
  const [autor] = current.alterado_por
    ? await tx.select({ nome: users.name }).from(users).where(eq(users.id, current.alterado_por))
    : []
  const fuso = tenant.empresa.fuso_horario
  const [dia, hora] = formatDateTime(current.alterado_em.toISOString(), fuso).split(' ')
  const quando = dia === formatDate(new Date(), fuso) ? `às ${hora}` : `em ${dia} às ${hora}`
  return new AppError(409, 'OS_ALTERADA', m.osAlterada(autor?.nome ?? null, quando), undefined, {
    os: await loadOsView(tx, tenant, current.id),
  })
}

async function currentItens(tx: Tx, tenant: Tenant, osId: string): Promise<ItemRow[]> {
  return tx
    .select()
    .from(osItens)
    .where(and(eq(osItens.empresa_id, tenant.empresaId), eq(osItens.os_id, osId)))
}

export const getOs = (db: Executor, tenant: Tenant, id: string) =>
  withTenant(db, tenant, (tx) => loadOsView(tx, tenant, id))
