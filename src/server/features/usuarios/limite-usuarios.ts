import { eq, sql } from 'drizzle-orm'
import type { PlanoId, StatusAssinatura } from '../../../shared/assinatura/planos'
import { planos } from '../../../shared/assinatura/planos'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { queryRows, type Tx } from '../../db/client'
import { convites, empresas, membros } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'

export interface EmpresaTravada {
  plano: PlanoId
  status_assinatura: StatusAssinatura
}

/**
 * Locks the company row until the commit: every change to who may sign in (create, activate, demote,
 * delete a user; invite; accept) goes through it, so two admins cannot both take the last seat of the
 * plan or both demote the last other admin.
 */
export async function travarEmpresa(tx: Tx, empresaId: string): Promise<EmpresaTravada> {
  const [empresa] = await tx
    .select({ plano: empresas.plano, status_assinatura: empresas.status_assinatura })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
    .for('update')
  if (!empresa) throw notFound()
  return empresa
}

/** The plan whose limits apply: a trial has Pro's (DESIGN §7). */
const planoEfetivo = (empresa: EmpresaTravada): PlanoId =>
  empresa.status_assinatura === 'trial' ? 'pro' : empresa.plano

export function limiteDeUsuarios(empresa: EmpresaTravada): number | null {
  return planos[planoEfetivo(empresa)].usuarios
}

/** Active members plus pending invitations (not accepted, not revoked, not expired): the seats taken. */
export async function lugaresOcupados(
  tx: Tx,
  empresaId: string,
  opts: { exceptoConvite?: string } = {},
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (select count(*) from ${membros} where ${membros.empresa_id} = ${empresaId} and ${membros.ativo})
      + (select count(*) from ${convites} where ${convites.empresa_id} = ${empresaId}
          and ${convites.aceito_em} is null and ${convites.revogado_em} is null and ${convites.expira_em} > now()
          and ${convites.id} is distinct from ${opts.exceptoConvite ?? null}::uuid) as n`,
  )
  return Number(row.n)
}

/**
 * Refuses one more seat beyond the plan's user limit with 402 LIMITE_PLANO and the upgrade path
 * (DESIGN §7). `exceptoConvite` leaves out the invitation being accepted or replaced.
 */
export async function exigirLugarLivre(
  tx: Tx,
  empresaId: string,
  empresa: EmpresaTravada,
  opts: { exceptoConvite?: string } = {},
): Promise<void> {
  const limite = limiteDeUsuarios(empresa)
  if (limite === null) return
  if ((await lugaresOcupados(tx, empresaId, opts)) + 1 > limite) {
    throw new AppError(402, 'LIMITE_PLANO', planoMessages.limiteUsuarios(planoEfetivo(empresa)))
  }
}
