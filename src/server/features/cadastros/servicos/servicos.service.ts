import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  createServicoInput,
  ServicoView,
  updateServicoInput,
} from '../../../../shared/cadastros/servicos.schemas'
import type { RegisterListQuery } from '../../../../shared/http/lista'
import { queryRows, type Tx } from '../../../db/client'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, selectOne, selectPage } from '../../../db/register-queries'
import { servicosCatalogo } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { assertNotInOsItens } from '../../os/os-referencias'

type Row = typeof servicosCatalogo.$inferSelect
const present = ({ empresa_id: _e, busca: _b, ...row }: Row): ServicoView => ({
  ...row,
  criado_em: row.criado_em.toISOString(),
})
const byId = (tenant: Tenant, id: string) =>
  and(eq(servicosCatalogo.empresa_id, tenant.empresaId), eq(servicosCatalogo.id, id))

/** Next `SRV-001` of the company; the advisory lock makes concurrent creations take turns. */
async function nextCodigo(tx: Tx, empresaId: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`servicos:${empresaId}`}))`)
  const [{ n }] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(codigo from '^SRV-([0-9]+)$')::int), 0) + 1 as n
        from servicos_catalogo where empresa_id = ${empresaId}`,
  )
  return `SRV-${String(n).padStart(3, '0')}`
}

/** The list's order, as keyset paging reads it (selectPage). */
const ordem: PageOrder = { columns: [servicosCatalogo.descricao, servicosCatalogo.id], descending: false }

/** The service catalogue (SPEC §2 Serviços): code generated when blank, unique per company. */
export const servicosService: RegisterService<
  ServicoView,
  z.output<typeof createServicoInput>,
  z.output<typeof updateServicoInput>,
  RegisterListQuery
> = {
  list: (db, tenant, { q, page, pageSize, after, before }) =>
    readTenant(db, tenant, async (tx) => {
      return selectPage(
        tx,
        servicosCatalogo,
        {
          empresaId: tenant.empresaId,
          filter: matchesBusca(servicosCatalogo.busca, q),
          search: Boolean(q?.trim()),
          order: ordem,
          ...{ page, pageSize, after, before },
        },
        present,
      )
    }),

  get: (db, tenant, id) =>
    readTenant(db, tenant, async (tx) => {
      return present(await selectOne(tx, servicosCatalogo, byId(tenant, id)))
    }),

  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const codigo = input.codigo ?? (await nextCodigo(tx, tenant.empresaId))
          const [row] = await tx
            .insert(servicosCatalogo)
            .values({ ...input, codigo, empresa_id: tenant.empresaId })
            .returning()
          return present(row)
        }),
      { unique: m.codigoDuplicado },
    ),

  update: (db, tenant, id, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const { codigo, ...rest } = input
          // A blank code on edit keeps the current one.
          const [row] = await tx
            .update(servicosCatalogo)
            .set(codigo ? { ...rest, codigo } : rest)
            .where(byId(tenant, id))
            .returning()
          if (!row) throw notFound()
          return present(row)
        }),
      { unique: m.codigoDuplicado },
    ),

  remove: (db, tenant, id) =>
    withTenant(db, tenant, async (tx) => {
      await assertNotInOsItens(tx, tenant, 'servico', id, m.servicoEmUso)
      await deleteOne(tx, servicosCatalogo, byId(tenant, id))
    }),
}
