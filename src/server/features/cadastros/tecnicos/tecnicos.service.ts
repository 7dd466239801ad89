import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  createTecnicoInput,
  TecnicoView,
  tecnicosQuery,
  updateTecnicoInput,
} from '../../../../shared/cadastros/tecnicos.schemas'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, selectOne, selectPage } from '../../../db/register-queries'
import { tecnicos } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'

type Row = typeof tecnicos.$inferSelect
const present = ({ empresa_id: _e, busca: _b, ...row }: Row): TecnicoView => ({
  ...row,
  criado_em: row.criado_em.toISOString(),
})
const byId = (tenant: Tenant, id: string) =>
  and(eq(tecnicos.empresa_id, tenant.empresaId), eq(tecnicos.id, id))

/** The list's order, as keyset paging reads it (selectPage). */
const ordem: PageOrder = { columns: [tecnicos.nome, tecnicos.id], descending: false }

/** Technicians (SPEC §2 Técnicos); `ativo=true` lists those the OS screens offer. */
export const tecnicosService: RegisterService<
  TecnicoView,
  z.output<typeof createTecnicoInput>,
  z.output<typeof updateTecnicoInput>,
  z.output<typeof tecnicosQuery>
> = {
  list: (db, tenant, { q, page, pageSize, ativo, after, before }) =>
    readTenant(db, tenant, async (tx) => {
      const filter = and(
        ativo === undefined ? undefined : eq(tecnicos.ativo, ativo),
        matchesBusca(tecnicos.busca, q),
      )
      return selectPage(
        tx,
        tecnicos,
        {
          empresaId: tenant.empresaId,
          filter,
          search: Boolean(q?.trim()),
          order: ordem,
          page,
          pageSize,
          after,
          before,
        },
        present,
      )
    }),

  get: (db, tenant, id) =>
    readTenant(db, tenant, async (tx) => {
      return present(await selectOne(tx, tecnicos, byId(tenant, id)))
    }),

  create: (db, tenant, input) =>
    withTenant(db, tenant, async (tx) => {
      const [row] = await tx
        .insert(tecnicos)
        .values({ ...input, empresa_id: tenant.empresaId })
        .returning()
      return present(row)
    }),

  update: (db, tenant, id, input) =>
    withTenant(db, tenant, async (tx) => {
      const [row] = await tx.update(tecnicos).set(input).where(byId(tenant, id)).returning()
      if (!row) throw notFound()
      return present(row)
    }),

  remove: (db, tenant, id) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await deleteOne(tx, tecnicos, byId(tenant, id))
        }),
      { inUse: m.tecnicoEmUso },
    ),
}
