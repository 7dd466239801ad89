import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import type { FileStorage } from '../../storage/file-storage'
import { perguntarAoProvedor, registrarResultado } from './acompanhamento.service'
import { type ConfigFiscal, configDaEmpresa, provedorDe } from './nfse-config'

// The polling side of the notes still processing: a lost webhook, a send that failed, a note created at
// invoicing. Several app servers may run it: each note is claimed (FOR UPDATE SKIP LOCKED and a lease)
// before the provider is asked, so two servers never work the same note at once.

// While one server asks the provider about a note, the others leave it alone (longer than a timeout).
const LEASE_MS = 2 * 60_000
const LOTE = 20

/**
 * The companies with notes due for a consult. No company scope can list them: the policy
 * notas_fiscais_fila shows the processing notes of all companies to a transaction that sets app.nfse_fila.
 */
export async function empresasComNotasDevidas(tx: Tx): Promise<string[]> {
  await enterTenant(tx, {})
  await tx.execute(sql`select set_config('app.nfse_fila', 'on', true)`)
  const linhas = await tx
    .selectDistinct({ empresa_id: notasFiscais.empresa_id })
    .from(notasFiscais)
    .where(and(eq(notasFiscais.situacao, 'processando'), lte(notasFiscais.consultar_em, sql`now()`)))
  await tx.execute(sql`select set_config('app.nfse_fila', '', true)`)
  return linhas.map((l) => l.empresa_id)
}

/** Claims a batch of a company's due notes: locked past the others' SKIP LOCKED, then leased. */
function reservar(db: Executor, empresaId: string) {
  return withTenant(db, { empresaId }, async (tx) => {
    const cfg = await configDaEmpresa(tx)
    if (!cfg) return undefined
    const notas = await tx
      .select()
      .from(notasFiscais)
      .where(
        and(
          eq(notasFiscais.empresa_id, empresaId),
          eq(notasFiscais.situacao, 'processando'),
          lte(notasFiscais.consultar_em, sql`now()`),
        ),
      )
      .orderBy(asc(notasFiscais.consultar_em))
      .limit(LOTE)
      .for('update', { skipLocked: true })
    if (notas.length > 0) {
      await tx
        .update(notasFiscais)
        .set({ consultar_em: new Date(Date.now() + LEASE_MS) })
        .where(
          and(
            eq(notasFiscais.empresa_id, empresaId),
            inArray(
              notasFiscais.id,
              notas.map((n) => n.id),
            ),
          ),
        )
    }
    return { cfg, notas }
  })
}

/**
 * Asks the provider about a company's due notes and writes each answer, batch after batch. A company
 * that removed its settings keeps its notes processing: they are asked about again once it reconnects.
 * Answers how many notes were asked about.
 */
export async function acompanharEmpresa(
  db: Executor,
  empresaId: string,
  config: ConfigFiscal,
  storage: FileStorage,
): Promise<number> {
  let total = 0
  for (;;) {
    const lote = await reservar(db, empresaId)
    if (!lote || lote.notas.length === 0) return total
    const provedor = provedorDe(lote.cfg, config)
    for (const nota of lote.notas) {
      await registrarResultado(db, nota, await perguntarAoProvedor(provedor, nota), provedor, storage)
    }
    total += lote.notas.length
    if (lote.notas.length < LOTE) return total
  }
}
