import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../shared/cadastros/cadastros.messages'
import type {
  ClienteView,
  createClienteInput,
  updateClienteInput,
} from '../../../shared/cadastros/clientes.schemas'
import type { ListQuery } from '../../../shared/http/lista'
import { matchesBusca } from '../../db/pagination'
import { deleteOne, selectOne, selectPage } from '../../db/register-queries'
import { clientes } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import type { RegisterService } from '../../http/crud-routes'
import { notFound, withConflicts } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

type Row = typeof clientes.$inferSelect

const present = ({ empresa_id: _e, busca: _b, atualizado_em: _a, ...row }: Row): ClienteView => ({
  ...row,
  criado_em: row.criado_em.toISOString(),
})

const byId = (tenant: Tenant, id: string) =>
  and(eq(clientes.empresa_id, tenant.empresaId), eq(clientes.id, id))

/** Customers (SPEC §2 Clientes): search by name, document or phone; document unique per company. */
export const clientesService: RegisterService<
  ClienteView,
  z.output<typeof createClienteInput>,
  z.output<typeof updateClienteInput>,
  ListQuery
> = {
  list: (db, tenant, { q, page, pageSize }) =>
    withTenant(db, tenant, async (tx) => {
      // A document or phone typed with its mask still matches: search the bare characters too.
      const bare = q?.replace(/[.\-/()\s]/g, '')
      const where = and(eq(clientes.empresa_id, tenant.empresaId), matchesBusca(clientes.busca, bare || q))
      const orderBy = [asc(clientes.nome_razao), asc(clientes.id)]
      return selectPage(tx, clientes, { where, orderBy, page, pageSize }, present)
    }),

  get: (db, tenant, id) =>
    withTenant(db, tenant, async (tx) => {
      return present(await selectOne(tx, clientes, byId(tenant, id)))
    }),

  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const [row] = await tx
            .insert(clientes)
            .values({ ...input, empresa_id: tenant.empresaId })
            .returning()
          return present(row)
        }),
      { unique: m.clienteDuplicado },
    ),

  update: (db, tenant, id, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const [row] = await tx
            .update(clientes)
            .set({ ...input, atualizado_em: new Date() })
            .where(byId(tenant, id))
            .returning()
          if (!row) throw notFound()
          return present(row)
        }),
      { unique: m.clienteDuplicado },
    ),

  remove: (db, tenant, id) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await deleteOne(tx, clientes, byId(tenant, id))
        }),
      { inUse: m.clienteEmUso },
    ),
}
