import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { PasswordHasher } from '../features/auth/password'

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  opts: object,
) => Promise<Buffer>

// Real scrypt with a salt, in better-auth's `salt:key` shape, at a tiny cost (N=16, r=1 instead of
// N=16384, r=16): a wrong password still fails, but a hash takes microseconds, not ~150 ms of CPU.
const derive = (password: string, salt: string) =>
  scryptAsync(password.normalize('NFKC'), salt, 64, { N: 16, r: 1, p: 1 })

/** The test processes' password hasher (src/server/test/setup.ts, scripts/e2e-server.ts). */
export const fastTestHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${(await derive(password, salt)).toString('hex')}`
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':')
    if (!salt || !key) return false
    const expected = Buffer.from(key, 'hex')
    const actual = await derive(password, salt)
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  },
}
