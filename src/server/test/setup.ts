// Runs before every API test file (vitest.config.ts setupFiles).
import { replacePasswordHasherForTests } from '../features/auth/password'
import { fastTestHasher } from './fast-password'

// The suites sign up and sign in thousands of times; better-auth's scrypt made hashing most of their
// CPU time. features/auth/password.test.ts loads the app without this and checks the real hash.
replacePasswordHasherForTests(fastTestHasher)
