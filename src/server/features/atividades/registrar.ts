import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

/** An entry for an action that changes no audited row (a sign-in, an export, a download, an e-mail sent). */
export interface AtividadeAvulsa {
  entidade: string
  entidadeId?: string | null
  acao: string
  descricao?: string | null
  /** SPEC §9: seguranca (sign-ins, exports of personal data) is kept 90 days; negocio 5 years. */
  categoria?: 'negocio' | 'seguranca'
}

/**
 * Records `atividade` in the current tenant transaction (its company, user, IP and browser, as the trigger
 * does for row changes: bancada_nova_atividade, migration 0037).
 */
export async function registrarAtividade(tx: Executor, atividade: AtividadeAvulsa) {
  await tx.execute(
    sql`select bancada_nova_atividade(app_empresa_id(), ${atividade.entidade}, ${atividade.entidadeId ?? null}, ${atividade.acao}, null, ${atividade.descricao ?? null}, ${atividade.categoria ?? 'negocio'})`,
  )
}
