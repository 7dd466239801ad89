import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  createVeiculoInput,
  updateVeiculoInput,
  VeiculoView,
  veiculosQuery,
} from '../../../../shared/cadastros/veiculos.schemas'
import { isValidPlaca, placaVariants } from '../../../../shared/documentos/placa'
import type { Tx } from '../../../db/client'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, type Selecting, selectPage } from '../../../db/register-queries'
import { clientes, veiculos } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { AppError, notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'

const columns = {
  id: veiculos.id,
  cliente_id: veiculos.cliente_id,
  cliente: { id: clientes.id, nome_razao: clientes.nome_razao },
  marca: veiculos.marca,
  modelo: veiculos.modelo,
  placa: veiculos.placa,
  ano: veiculos.ano,
  cor: veiculos.cor,
  chassi: veiculos.chassi,
  km_atual: veiculos.km_atual,
  obs: veiculos.obs,
  criado_em: veiculos.criado_em,
}

const present = (row: Omit<VeiculoView, 'criado_em'> & { criado_em: Date }): VeiculoView => ({
  ...row,
  criado_em: row.criado_em.toISOString(),
})

const byId = (tenant: Tenant, id: string) =>
  and(eq(veiculos.empresa_id, tenant.empresaId), eq(veiculos.id, id))

/** The vehicle columns with their client's name (and any `extra` column, such as a page's total). */
function selectVeiculos<E extends Record<string, SQL>>(from: Selecting, extra?: E) {
  return from
    .select({ ...columns, ...(extra as E) })
    .from(veiculos)
    .innerJoin(
      clientes,
      and(eq(clientes.empresa_id, veiculos.empresa_id), eq(clientes.id, veiculos.cliente_id)),
    )
}

async function load(tx: Tx, tenant: Tenant, id: string) {
  const [row] = await selectVeiculos(tx).where(byId(tenant, id))
  if (!row) throw notFound()
  return present(row)
}

/** The client must exist in the company (the composite foreign key also guarantees it). */
async function assertCliente(tx: Tx, tenant: Tenant, clienteId: string) {
  const [c] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.empresa_id, tenant.empresaId), eq(clientes.id, clienteId)))
  if (!c) throw new AppError(400, 'VALIDATION', m.selecioneCliente, { cliente_id: m.selecioneCliente })
}

/** The search of `q`: a full plate is an exact lookup on the unique index, in both of its forms. */
export function veiculoFilter(q: string | undefined): SQL | undefined {
  const term = q?.trim()
  if (term && isValidPlaca(term)) {
    return inArray(veiculos.placa, placaVariants(term))
  }
  return matchesBusca(veiculos.busca, term, term?.replace('-', ''))
}

/** The list's order, as keyset paging reads it (selectPage). */
const ordem: PageOrder = { columns: [veiculos.criado_em, veiculos.id], descending: true }

/** Vehicles (SPEC §2 Veículos): a full plate matches in its old or Mercosul form (DOMAIN-BR). */
export const veiculosService: RegisterService<
  VeiculoView,
  z.output<typeof createVeiculoInput>,
  z.output<typeof updateVeiculoInput>,
  z.output<typeof veiculosQuery>
> = {
  list: (db, tenant, { q, page, pageSize, cliente_id, after, before }) =>
    readTenant(db, tenant, (tx) =>
      selectPage(
        tx,
        veiculos,
        {
          empresaId: tenant.empresaId,
          filter: and(cliente_id ? eq(veiculos.cliente_id, cliente_id) : undefined, veiculoFilter(q)),
          // A full plate is an exact lookup, not a search.
          search: Boolean(q?.trim()) && !isValidPlaca(q!.trim()),
          order: ordem,
          after,
          before,
          page,
          pageSize,
          select: (executor, extra) => selectVeiculos(executor, extra).$dynamic(),
        },
        present,
      ),
    ),

  get: (db, tenant, id) => readTenant(db, tenant, (tx) => load(tx, tenant, id)),

  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await assertCliente(tx, tenant, input.cliente_id)
          const [row] = await tx
            .insert(veiculos)
            .values({ ...input, empresa_id: tenant.empresaId })
            .returning({ id: veiculos.id })
          return load(tx, tenant, row.id)
        }),
      { unique: m.placaDuplicada },
    ),

  update: (db, tenant, id, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          if (input.cliente_id) await assertCliente(tx, tenant, input.cliente_id)
          const [row] = await tx
            .update(veiculos)
            .set(input)
            .where(byId(tenant, id))
            .returning({ id: veiculos.id })
          if (!row) throw notFound()
          return load(tx, tenant, row.id)
        }),
      { unique: m.placaDuplicada },
    ),

  remove: (db, tenant, id) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await deleteOne(tx, veiculos, byId(tenant, id))
        }),
      { inUse: m.veiculoEmUso },
    ),
}
