import { eq } from 'drizzle-orm'
import { bloqueadoAte, duracaoPorExtenso, registrarFalha } from '../../../shared/auth/bloqueio-login'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { tentativasLogin, users } from '../../db/schema'
import { sendEmail } from '../email/mailer'

/** Until when the email's account is locked (null: it may try). */
export async function bloqueioAtivo(db: Database, email: string, agora = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ bloqueado_ate: tentativasLogin.bloqueado_ate })
    .from(tentativasLogin)
    .where(eq(tentativasLogin.email, email))
  return bloqueadoAte(row ?? null, agora)
}

/**
 * Counts a failed sign-in for the typed email (registered or not: the answer must not tell) and, when it
 * starts a lockout, tells the account's owner by email (SMTP only). The row is locked while it is read
 * and written, so failures arriving together are all counted.
 */
export async function registrarFalhaLogin(
  db: Database,
  config: Config,
  email: string,
  log: (error: unknown) => void,
): Promise<void> {
  const agora = new Date()
  const { bloqueou, ate } = await db.transaction(async (tx) => {
    await tx.insert(tentativasLogin).values({ email, ultima_falha: agora }).onConflictDoNothing()
    const [anterior] = await tx
      .select()
      .from(tentativasLogin)
      .where(eq(tentativasLogin.email, email))
      .for('update')
    // A row just inserted has no failure yet: the first one is counted below.
    const inicial = anterior.falhas === 0 && anterior.bloqueios === 0 ? null : anterior
    const { estado, bloqueou } = registrarFalha(inicial, agora, config.loginBloqueio)
    await tx.update(tentativasLogin).set(estado).where(eq(tentativasLogin.email, email))
    return { bloqueou, ate: estado.bloqueado_ate }
  })
  if (bloqueou && ate && config.smtpUrl) void avisarBloqueio(db, config, email, ate, agora).catch(log)
}

async function avisarBloqueio(db: Database, config: Config, email: string, ate: Date, agora: Date) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.email, email))
  if (!user) return
  await sendEmail(db, config, {
    para: email,
    assunto: 'Sua conta no Bancada foi bloqueada temporariamente',
    texto: [
      `Olá, ${user.name}!`,
      '',
      `Houve ${config.loginBloqueio.falhas} tentativas seguidas de entrar na sua conta com a senha errada.`,
      `Por segurança, a entrada ficou bloqueada por ${duracaoPorExtenso((ate.getTime() - agora.getTime()) / 60_000)}.`,
      '',
      "Se foi você, espere esse tempo e tente de novo, ou use 'Esqueci minha senha' na tela de entrada (a nova senha desbloqueia a conta):",
      `${config.baseUrl}/auth`,
      '',
      'Se não foi você, recomendamos redefinir sua senha.',
    ].join('\n'),
  })
}

/** A successful sign-in or password reset: the count and any lockout end. */
export async function limparTentativas(db: Database, email: string): Promise<void> {
  await db.delete(tentativasLogin).where(eq(tentativasLogin.email, email))
}
