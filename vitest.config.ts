import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit tests run once; API tests run on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is
// set (two projects over the same files).
const apiProject = (name: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${name}`,
    include: ['src/server/**/*.test.ts'],
    // *.pglite.test.ts covers the embedded database's own guardrails (lock, backup, restore).
    exclude: name === 'postgres' ? ['**/*.pglite.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    environment: 'node',
    // One worker process runs many files with the modules it has loaded (Fastify, better-auth, drizzle,
    // PGlite's WebAssembly): importing them took ~5 s per file. Each file still gets its own app and
    // database (createTestApp) and no file leaves fake timers, mocks or env changes behind.
    isolate: false,
    globalSetup: ['src/server/test/global-setup.ts'],
    // A cheap password hasher for the test processes (see the file; password.test.ts checks the real one).
    setupFiles: ['src/server/test/setup.ts'],
    env: { TEST_DB: name },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    // Vitest's default is CPUs − 1: one file at a time on the 2-CPU CI machines, one busy CPU. One worker
    // per CPU, at most 4 (an API worker grows to ~1.2 GB).
    maxWorkers: Math.min(4, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts'],
          environment: 'node',
          // Pure functions without mocks or globals: one process for all files.
          isolate: false,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
