import { and, eq, inArray } from 'drizzle-orm'
import { type ChaveDeModelo, textoDoModelo } from '../../../shared/mensagens/modelos'
import type { Executor } from '../../db/client'
import { modelosMensagem } from '../../db/schema'

/**
 * The company's texts for these keys (its own or the default), read inside the caller's tenant
 * transaction: every feature that sends a message asks here.
 */
export async function lerModelos<K extends ChaveDeModelo>(
  tx: Executor,
  empresaId: string,
  chaves: readonly K[],
): Promise<Record<K, string>> {
  const linhas = await tx
    .select({ chave: modelosMensagem.chave, texto: modelosMensagem.texto })
    .from(modelosMensagem)
    .where(and(eq(modelosMensagem.empresa_id, empresaId), inArray(modelosMensagem.chave, [...chaves])))
  const proprio = new Map(linhas.map((l) => [l.chave, l.texto]))
  return Object.fromEntries(chaves.map((c) => [c, textoDoModelo(c, proprio.get(c))])) as Record<K, string>
}
