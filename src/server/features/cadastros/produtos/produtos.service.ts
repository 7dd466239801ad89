import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { cadastrosMessages as m } from '../../../../shared/cadastros/cadastros.messages'
import type {
  createProdutoInput,
  entradaEstoqueInput,
  ProdutoView,
  updateProdutoInput,
} from '../../../../shared/cadastros/produtos.schemas'
import type { RegisterListQuery } from '../../../../shared/http/lista'
import type { Database, Tx } from '../../../db/client'
import { matchesBusca, type PageOrder } from '../../../db/pagination'
import { deleteOne, selectOne, selectPage } from '../../../db/register-queries'
import { estoqueMovimentos, produtos } from '../../../db/schema'
import { readTenant, withTenant } from '../../../db/with-tenant'
import type { RegisterService } from '../../../http/crud-routes'
import { AppError, conflict, notFound, withConflicts } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { assertNotInOsItens } from '../../os/os-referencias'

type Row = typeof produtos.$inferSelect

/** Quantities travel as numbers and are stored as numeric(12,3) text; thousandths keep the maths exact. */
const milli = (value: number | string) => Math.round(Number(value) * 1000)
const fromMilli = (value: number) => (value / 1000).toFixed(3)

function present({ empresa_id: _e, busca: _b, ...row }: Row): ProdutoView {
  const atual = Number(row.estoque_atual)
  const minimo = Number(row.estoque_minimo)
  return {
    ...row,
    estoque_atual: atual,
    estoque_minimo: minimo,
    estoque_baixo: row.controla_estoque && atual <= minimo,
    criado_em: row.criado_em.toISOString(),
  }
}
const byId = (tenant: Tenant, id: string) =>
  and(eq(produtos.empresa_id, tenant.empresaId), eq(produtos.id, id))

/** A stock change from the register's dialog is an adjustment movement, never a silent overwrite. */
async function recordAdjustment(
  tx: Tx,
  tenant: Tenant,
  produtoId: string,
  before: number,
  after: number,
  observacao: string,
  tipo: 'ajuste' | 'entrada' = 'ajuste',
) {
  if (after === before) return
  await tx.insert(estoqueMovimentos).values({
    empresa_id: tenant.empresaId,
    produto_id: produtoId,
    tipo,
    quantidade: fromMilli(after - before),
    saldo_apos: fromMilli(after),
    observacao,
    user_id: tenant.userId,
  })
}

// numeric(12,3) holds up to 999.999.999,999: an entry past it is refused, never a database error.
const ESTOQUE_MAXIMO_MILLI = 999_999_999_999

/**
 * 'Entrada de estoque' (POST /api/produtos/:id/estoque/entradas): the quantity is added to the current
 * stock under the row's lock and recorded as an entry movement with the new balance.
 */
export function entradaEstoque(
  db: Database,
  tenant: Tenant,
  id: string,
  input: z.output<typeof entradaEstoqueInput>,
): Promise<ProdutoView> {
  return withTenant(db, tenant, async (tx) => {
    const [current] = await tx.select().from(produtos).where(byId(tenant, id)).for('update')
    if (!current) throw notFound()
    if (!current.controla_estoque) throw conflict('SEM_CONTROLE_ESTOQUE', m.semControleEstoque)
    const before = milli(current.estoque_atual)
    const after = before + milli(input.quantidade)
    if (after > ESTOQUE_MAXIMO_MILLI)
      throw new AppError(400, 'VALIDATION', m.estoqueMaximo, { quantidade: m.estoqueMaximo })
    const [row] = await tx
      .update(produtos)
      .set({ estoque_atual: fromMilli(after) })
      .where(byId(tenant, id))
      .returning()
    const observacao = input.observacao ?? 'Entrada de estoque'
    await recordAdjustment(tx, tenant, id, before, after, observacao, 'entrada')
    return present(row)
  })
}

/** The list's order, as keyset paging reads it (selectPage). */
const ordem: PageOrder = { columns: [produtos.descricao, produtos.id], descending: false }

/** Products with stock (SPEC §2 Produtos): SKU unique per company. */
export const produtosService: RegisterService<
  ProdutoView,
  z.output<typeof createProdutoInput>,
  z.output<typeof updateProdutoInput>,
  RegisterListQuery
> = {
  list: (db, tenant, { q, page, pageSize, after, before }) =>
    readTenant(db, tenant, async (tx) => {
      return selectPage(
        tx,
        produtos,
        {
          empresaId: tenant.empresaId,
          filter: matchesBusca(produtos.busca, q),
          search: Boolean(q?.trim()),
          order: ordem,
          ...{ page, pageSize, after, before },
        },
        present,
      )
    }),

  get: (db, tenant, id) =>
    readTenant(db, tenant, async (tx) => {
      return present(await selectOne(tx, produtos, byId(tenant, id)))
    }),

  create: (db, tenant, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          const [row] = await tx
            .insert(produtos)
            .values({
              ...input,
              empresa_id: tenant.empresaId,
              estoque_atual: fromMilli(milli(input.estoque_atual)),
              estoque_minimo: fromMilli(milli(input.estoque_minimo)),
            })
            .returning()
          await recordAdjustment(tx, tenant, row.id, 0, milli(input.estoque_atual), 'Estoque inicial')
          return present(row)
        }),
      { unique: m.skuDuplicado },
    ),

  update: (db, tenant, id, input) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          // Lock the row: two adjustments at once must each see the other's balance.
          const [current] = await tx.select().from(produtos).where(byId(tenant, id)).for('update')
          if (!current) throw notFound()
          const { estoque_atual, estoque_minimo, ...rest } = input
          // The adjustment movement records after − before, in the same numeric(12,3): from one end of
          // the range to the other it would not fit (a database error, a 500), so it is a 400.
          if (
            estoque_atual !== undefined &&
            Math.abs(milli(estoque_atual) - milli(current.estoque_atual)) > ESTOQUE_MAXIMO_MILLI
          )
            throw new AppError(400, 'VALIDATION', m.ajusteGrandeDemais, {
              estoque_atual: m.ajusteGrandeDemais,
            })
          const [row] = await tx
            .update(produtos)
            .set({
              ...rest,
              ...(estoque_atual === undefined ? {} : { estoque_atual: fromMilli(milli(estoque_atual)) }),
              ...(estoque_minimo === undefined ? {} : { estoque_minimo: fromMilli(milli(estoque_minimo)) }),
            })
            .where(byId(tenant, id))
            .returning()
          if (estoque_atual !== undefined) {
            await recordAdjustment(
              tx,
              tenant,
              id,
              milli(current.estoque_atual),
              milli(estoque_atual),
              'Ajuste pelo cadastro',
            )
          }
          return present(row)
        }),
      { unique: m.skuDuplicado },
    ),

  remove: (db, tenant, id) =>
    withConflicts(
      () =>
        withTenant(db, tenant, async (tx) => {
          await assertNotInOsItens(tx, tenant, 'produto', id, m.produtoEmUso)
          await deleteOne(tx, produtos, byId(tenant, id))
        }),
      { inUse: m.produtoEmUso },
    ),
}
