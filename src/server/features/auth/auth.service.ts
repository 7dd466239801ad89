import { eq } from 'drizzle-orm'
import { authMessages, type SignUpInput } from '../../../shared/auth/auth.schemas'
import type { Database, Tx } from '../../db/client'
import { accounts, sessions, users } from '../../db/schema'
import { conflict, isUniqueViolation } from '../../http/errors'
import { createEmpresa } from '../empresa/empresa.service'
import { passwords } from './password'
import type { SessionCache } from './session-cache'

/**
 * Creates an identity that better-auth can sign in: a user and its credential account, hashed with
 * better-auth's own password hasher. Runs in the caller's transaction.
 */
export async function createUserWithPassword(
  tx: Tx,
  input: { name: string; email: string; password: string },
) {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (existing) throw conflict('EMAIL_EM_USO', authMessages.emailEmUso)
  const [user] = await tx
    .insert(users)
    .values({ name: input.name, email: input.email })
    .returning({ id: users.id, name: users.name, email: users.email })
  await tx.insert(accounts).values({
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: await passwords.hash(input.password),
  })
  return user
}

/** Default company name when the form leaves it blank: "Empresa de Maria". */
function defaultCompanyName(name: string): string {
  return `Empresa de ${name.split(/\s+/)[0]}`
}

/**
 * Sign-up without an invitation (DESIGN §3, §8b): the user, a company on a 7-day trial and the user's
 * Administrador membership, in one transaction. A used email answers 409 and writes nothing.
 */
export async function signUp(db: Database, input: SignUpInput) {
  try {
    return await db.transaction(async (tx) => {
      const user = await createUserWithPassword(tx, input)
      const { empresaId } = await createEmpresa(tx, {
        nome_empresa: input.nome_empresa || defaultCompanyName(input.name),
        founderUserId: user.id,
      })
      return { user, empresaId }
    })
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_EM_USO', authMessages.emailEmUso)
    throw error
  }
}

/** Global sign-out (SPEC §4): ends every session of the user, on every device, remembered ones too. */
export async function endAllSessions(db: Database, cache: SessionCache, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
  cache.forgetUser(userId)
}
