import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { membros, users } from '../../db/schema'
import { enterTenant, withTenant } from '../../db/with-tenant'
import { type AtividadeAvulsa, registrarAtividade } from './registrar'

/**
 * The activity log's security entries of signing in and out (issue 29, category 'seguranca', kept 90 days):
 * these requests have no tenant yet (or no longer), so the entry's company is the user's membership.
 */

type Acesso = Omit<AtividadeAvulsa, 'categoria'>

/** The user's company, role and name (active or not), read in the user's own scope (migration 0005). */
async function membroDe(db: Executor, userId: string) {
  const [row] = await db.transaction(async (tx) => {
    await enterTenant(tx, { userId })
    return tx
      .select({ empresaId: membros.empresa_id, role: membros.role, nome: users.name })
      .from(membros)
      .innerJoin(users, eq(users.id, membros.user_id))
      .where(eq(membros.user_id, userId))
  })
  return row
}

/**
 * An entry by `userId` itself in its company's log (signed in, reset its password, accepted an
 * invitation). Nothing for a user without a company.
 */
export async function registrarAcesso(db: Executor, userId: string, acesso: Acesso): Promise<void> {
  const membro = await membroDe(db, userId)
  if (!membro) return
  await withTenant(
    db,
    { empresaId: membro.empresaId, userId, user: { name: membro.nome }, role: membro.role },
    (tx) => registrarAtividade(tx, { entidadeId: userId, ...acesso, categoria: 'seguranca' }),
  )
}

/** registrarAcesso for the user with `email`, if there is one. */
export async function registrarAcessoPorEmail(db: Executor, email: string, acesso: Acesso): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (user) await registrarAcesso(db, user.id, acesso)
}

/** Why a sign-in was refused, as the entry describes it (the e-mail typed, never the password). */
const motivos = {
  senha: (email: string) => `Senha incorreta ao entrar com ${email}`,
  bloqueada: (email: string) => `Conta bloqueada: tentativa de entrar com ${email}`,
}

/**
 * A refused sign-in for a user's e-mail (a wrong password, or any attempt while the account is locked):
 * an entry in that user's company, by no one (whoever typed it is not known), with the e-mail typed and
 * never the password. An e-mail of no user writes nothing: there is no company to tell.
 */
export async function registrarFalhaDeEntrada(
  db: Executor,
  email: string,
  motivo: keyof typeof motivos = 'senha',
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const membro = user && (await membroDe(db, user.id))
  if (!membro) return
  await withTenant(db, { empresaId: membro.empresaId }, (tx) =>
    registrarAtividade(tx, {
      entidade: 'sessao',
      entidadeId: user.id,
      // One action for every refusal: the log's filter 'Falha ao entrar' finds them all.
      acao: 'falhou_entrar',
      descricao: motivos[motivo](email),
      categoria: 'seguranca',
    }),
  )
}
