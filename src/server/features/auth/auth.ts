import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { authMessages, PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/auth/auth.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { accounts, sessions, users, verifications } from '../../db/schema'
import { passwords } from './password'
import { hasActiveMembership } from './tenant.service'

const SEVEN_DAYS = 60 * 60 * 24 * 7

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
    },
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
