import { and, eq, ne } from 'drizzle-orm'
import { perfilMessages } from '../../../shared/perfil/perfil.messages'
import type { AlterarSenha } from '../../../shared/perfil/perfil.schemas'
import type { Database } from '../../db/client'
import { accounts, sessions } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError } from '../../http/errors'
import { passwords } from '../auth/password'
import type { SessionCache } from '../auth/session-cache'
import type { Tenant } from '../auth/tenant.service'

const senhaAtualIncorreta = () =>
  new AppError(400, 'SENHA_ATUAL_INCORRETA', perfilMessages.senhaAtualIncorreta, {
    senha_atual: perfilMessages.senhaAtualIncorreta,
  })

/**
 * Changes the signed-in user's password (DESIGN §10 POST /api/perfil/senha). The current password must
 * match; the new hash is written and every OTHER session of the user is deleted in one transaction, so
 * a stolen session ends with the change while this browser stays signed in with its own cookie.
 * Hashes go through passwords (better-auth's own hasher), so its sign-in keeps verifying them.
 */
export async function alterarSenha(
  db: Database,
  cache: SessionCache,
  tenant: Tenant,
  sessionToken: string,
  input: AlterarSenha,
): Promise<void> {
  // Hashing is slow (scrypt): done before the transaction, so no lock waits on it.
  const novoHash = await passwords.hash(input.nova_senha)
  await withTenant(db, tenant, async (tx) => {
    const [conta] = await tx
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, tenant.userId), eq(accounts.providerId, 'credential')))
      .for('update')
    if (!conta?.password) throw senhaAtualIncorreta()
    if (!(await passwords.verify({ hash: conta.password, password: input.senha_atual }))) {
      throw senhaAtualIncorreta()
    }
    await tx
      .update(accounts)
      .set({ password: novoHash, updatedAt: new Date() })
      .where(eq(accounts.id, conta.id))
    await tx.delete(sessions).where(and(eq(sessions.userId, tenant.userId), ne(sessions.token, sessionToken)))
  })
  // The other sessions may be remembered for up to 30 s: forget them all (this one is re-read at once).
  cache.forgetUser(tenant.userId)
}
