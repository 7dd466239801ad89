import { and, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  ClienteView,
  createClienteInput,
  updateClienteInput,
} from '../../../../shared/cadastros/clientes.schemas'
import { mascararContatos } from '../../../../shared/cadastros/mascara'
import { isValidCnpj } from '../../../../shared/documentos/cnpj'
import { isValidCpf } from '../../../../shared/documentos/cpf'
import { onlyDocumentChars } from '../../../../shared/documentos/documento'
import type { RegisterListQuery } from '../../../../shared/http/lista'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, selectOne, selectPage } from '../../../db/register-queries'
import { clientes } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { conflict, notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'

type Row = typeof clientes.$inferSelect

const present = ({
  empresa_id: _e,
  busca: _b,
  atualizado_em: _a,
  anonimizado_em: _an,
  ...row
}: Row): ClienteView => ({
  ...row,
  consentimento_em: row.consentimento_em?.toISOString() ?? null,
  optout_em: row.optout_em?.toISOString() ?? null,
  criado_em: row.criado_em.toISOString(),
})

/**
 * The consent as the counter records it: when it changes, when and where ('balcao'); a new consent ends
 * an earlier opt-out. Unchanged, the earlier record stays.
 */
function consentimentoDoBalcao(novo: boolean | undefined) {
  if (novo === undefined) return {}
  const mudou = sql`${clientes.consentimento_marketing} is distinct from ${novo}`
  return {
    consentimento_marketing: novo,
    consentimento_em: sql`case when ${mudou} then now() else ${clientes.consentimento_em} end`,
    consentimento_origem: sql`case when ${mudou} then 'balcao' else ${clientes.consentimento_origem} end`,
    ...(novo ? { optout_em: sql`case when ${mudou} then null else ${clientes.optout_em} end` } : {}),
  }
}

const byId = (tenant: Tenant, id: string) =>
  and(eq(clientes.empresa_id, tenant.empresaId), eq(clientes.id, id))

/** The document of `q` when it is a complete, valid CPF or CNPJ (masked or not); undefined otherwise. */
function documentoDe(q: string | undefined): string | undefined {
  const doc = q ? onlyDocumentChars(q) : ''
  return q && /^[\dA-Za-z.\-/\s]+$/.test(q) && (isValidCpf(doc) || isValidCnpj(doc)) ? doc : undefined
}

/**
 * A complete CPF/CNPJ is an exact lookup on the unique index; anything else searches name, document and
 * phones, as typed and without its mask characters (so '(11) 98765-4321' finds the phone).
 */
export function clienteFilter(q: string | undefined) {
  const doc = documentoDe(q)
  if (doc) return eq(clientes.doc, doc)
  return matchesBusca(clientes.busca, q, q?.replace(/[.\-/()\s]/g, ''))
}

/** The list's order, as keyset paging reads it (selectPage). */
const ordem: PageOrder = { columns: [clientes.nome_razao, clientes.id], descending: false }

/** Customers (SPEC §2 Clientes): search by name, document or phone; document unique per company. */
export const clientesService: RegisterService<
  ClienteView,
  z.output<typeof createClienteInput>,
  z.output<typeof updateClienteInput>,
  RegisterListQuery
> = {
  list: (db, tenant, { q, page, pageSize, after, before }) =>
    readTenant(db, tenant, async (tx) => {
      return selectPage(
        tx,
        clientes,
        {
          empresaId: tenant.empresaId,
          filter: clienteFilter(q),
          // A document is an exact lookup, not a search.
          search: Boolean(q?.trim()) && !documentoDe(q),
          order: ordem,
          after,
          before,
          page,
          pageSize,
        },
        // Lists show document and phones in full only to who edits the register (issue 29 item 4).
        (row: Row) => mascararContatos(tenant, present(row)),
      )
    }),

  get: (db, tenant, id) =>
    readTenant(db, tenant, async (tx) => {
      return present(await selectOne(tx, clientes, byId(tenant, id)))
    }),

  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const [row] = await tx
            .insert(clientes)
            .values({
              ...input,
              empresa_id: tenant.empresaId,
              ...(input.consentimento_marketing
                ? { consentimento_em: new Date(), consentimento_origem: 'balcao' as const }
                : {}),
            })
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
            .set({
              ...input,
              ...consentimentoDoBalcao(input.consentimento_marketing),
              atualizado_em: new Date(),
            })
            .where(and(byId(tenant, id), isNull(clientes.anonimizado_em)))
            .returning()
          if (row) return present(row)
          // An anonymised customer stays as the law keeps it (LGPD): no edit brings personal data back.
          const [existe] = await tx.select({ id: clientes.id }).from(clientes).where(byId(tenant, id))
          if (existe) throw conflict('CLIENTE_ANONIMIZADO', 'Cliente anonimizado não pode ser editado')
          throw notFound()
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
