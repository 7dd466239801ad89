import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  createTecnicoInput,
  TecnicoView,
  tecnicosQuery,
  updateTecnicoInput,
} from '../../../../shared/cadastros/tecnicos.schemas'
import type { Tx } from '../../../db/client'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, type Selecting, selectPage } from '../../../db/register-queries'
import { tecnicos, users } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { assertUsuarioLivre } from './tecnico-usuario'

const columns = {
  id: tecnicos.id,
  nome: tecnicos.nome,
  documento: tecnicos.documento,
  email: tecnicos.email,
  celular: tecnicos.celular,
  ativo: tecnicos.ativo,
  usuario_id: tecnicos.usuario_id,
  usuario_nome: users.name,
  criado_em: tecnicos.criado_em,
}

const present = (row: Omit<TecnicoView, 'criado_em'> & { criado_em: Date }): TecnicoView => ({
  ...row,
  criado_em: row.criado_em.toISOString(),
})

const byId = (tenant: Tenant, id: string) =>
  and(eq(tecnicos.empresa_id, tenant.empresaId), eq(tecnicos.id, id))

/** The register's columns with its user's name (and any `extra` column, such as a page's total). */
function selectTecnicos<E extends Record<string, SQL>>(from: Selecting, extra?: E) {
  return from
    .select({ ...columns, ...(extra as E) })
    .from(tecnicos)
    .leftJoin(users, eq(users.id, tecnicos.usuario_id))
}

async function load(tx: Tx, tenant: Tenant, id: string) {
  const [row] = await selectTecnicos(tx).where(byId(tenant, id))
  if (!row) throw notFound()
  return present(row)
}

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
          select: (executor, extra) => selectTecnicos(executor, extra).$dynamic(),
        },
        present,
      )
    }),
  get: (db, tenant, id) => readTenant(db, tenant, (tx) => load(tx, tenant, id)),
  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          if (input.usuario_id) await assertUsuarioLivre(tx, tenant, input.usuario_id)
          const [row] = await tx
            .insert(tecnicos)
            .values({ ...input, empresa_id: tenant.empresaId })
            .returning({ id: tecnicos.id })
          return load(tx, tenant, row.id)
        }),
      // Two links of one user at the same moment: the unique index refuses the second.
      { unique: m.usuarioJaVinculado },
    ),
  update: (db, tenant, id, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          if (input.usuario_id) await assertUsuarioLivre(tx, tenant, input.usuario_id, id)
          const [row] = await tx
            .update(tecnicos)
            .set(input)
            .where(byId(tenant, id))
            .returning({ id: tecnicos.id })
          if (!row) throw notFound()
          return load(tx, tenant, row.id)
        }),
      { unique: m.usuarioJaVinculado },
    ),
  remove: (db, tenant, id) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await deleteOne(tx, tecnicos, byId(tenant, id))
        }),
      { inUse: m.tecnicoEmUso },
    ),
}
