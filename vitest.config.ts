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
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
