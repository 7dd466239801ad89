import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { authMessages, PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/auth/auth.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { accounts, sessions, users, verifications } from '../../db/schema'
import { sendEmail } from '../email/mailer'
import { passwords } from './password'
import { hasActiveMembership } from './tenant.service'

const SEVEN_DAYS = 60 * 60 * 24 * 7
const ONE_DAY = 60 * 60 * 24

/** Where a confirmation link lands: the web page that says the email is confirmed (or the link is not). */
export const CONFIRMACAO_CALLBACK = '/auth/email-confirmado'

/**
 * Origins allowed to send credentialed requests: the public URL and this machine's own addresses
 * (localhost and its network addresses), so signing in works from the server's screen and from the
 * shop's other devices alike.
 */
export function trustedOrigins(config: Config): string[] {
  const extra = (process.env.TRUSTED_ORIGINS ?? '').split(',').filter(Boolean)
  return [...new Set([config.baseUrl, ...config.enderecosLocais, ...extra])]
}

/**
 * better-auth for identity: users, credential accounts, database sessions in an httpOnly cookie.
 * Companies and memberships are Bancada tables (docs/decisions/001). Rate limits are Fastify's.
 */
export function createAuth(db: Database, config: Config) {
  return betterAuth({
    appName: 'Bancada',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      // PGlite has one connection: an auth transaction would block every other query until it ends.
      transaction: false,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Sign-up is Bancada's own route: user, company and membership in one transaction.
      disableSignUp: true,
      // Sign-in verifies with the same hasher Bancada's own routes write with.
      password: { hash: passwords.hash, verify: passwords.verify },
      // With SMTP (production) an account signs in only once its email is confirmed (issue 22 item 8);
      // the embedded install without email keeps signing in at once.
      requireEmailVerification: Boolean(config.smtpUrl),
    },
    emailVerification: config.smtpUrl
      ? {
          expiresIn: ONE_DAY,
          // A correct password on an unconfirmed account mails a new link (the first may be lost).
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          sendVerificationEmail: async ({ user, url, token }) => {
            await sendEmail(db, config, {
              para: user.email,
              assunto: 'Confirme seu email no Bancada',
              texto: [
                `Olá, ${user.name}!`,
                '',
                'Para confirmar seu email e entrar no Bancada, abra o link abaixo (vale por 24 horas):',
                '',
                url,
                '',
                'Se você não criou uma conta no Bancada, ignore este email.',
              ].join('\n'),
              // The link signs its holder in: the outbox row keeps '[oculto]' (decision 011).
              segredos: [token],
            })
          },
        }
      : undefined,
    session: {
      expiresIn: SEVEN_DAYS,
      updateAge: 60 * 60 * 24,
      // Off so a revoked session (sign-out, deactivated user) ends at once.
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'bancada',
      database: { generateId: 'uuid' },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      session: {
        create: {
          // An inactive user cannot sign in (DESIGN §3).
          before: async (session) => {
            if (!(await hasActiveMembership(db, session.userId))) {
              throw new APIError('FORBIDDEN', {
                code: 'USUARIO_INATIVO',
                message: authMessages.usuarioInativo,
              })
            }
          },
        },
      },
    },
    logger: { level: config.logLevel === 'silent' ? 'error' : 'warn' },
  })
}

export type Auth = ReturnType<typeof createAuth>
