import { hashPassword, verifyPassword } from 'better-auth/crypto'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(input: { hash: string; password: string }): Promise<boolean>
}

/** better-auth's own hasher (scrypt, N=16384, r=16): what every running Bancada uses. */
export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword }

let current: PasswordHasher = scryptHasher

/**
 * Every password hash and check of the app: better-auth's sign-in (createAuth), sign-up, users,
 * invitations, the demo, profile and password reset. One place, so better-auth always verifies what
 * Bancada wrote.
 */
export const passwords: PasswordHasher = {
  hash: (password) => current.hash(password),
  verify: (input) => current.verify(input),
}

/**
 * For test processes only (src/server/test/setup.ts, scripts/e2e-server.ts): the real scrypt costs
 * ~100-200 ms of CPU per call on a 2-core CI machine and the suites hash thousands of times. Nothing
 * in the product calls this; password.test.ts checks the default is `scryptHasher` end to end.
 */
export function replacePasswordHasherForTests(hasher: PasswordHasher): void {
  current = hasher
}
