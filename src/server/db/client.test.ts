import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-database'
import { type DatabaseHandle, queryRows, RANDOM_PAGE_COST } from './client'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

describe('openDatabase', () => {
  it('tells the planner that pages read out of order are cheap, on every connection (decision 020)', async () => {
    // As many reads at once as the test pool has connections, so each connection answers one.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        queryRows<{ random_page_cost: string }>(
          handle.db,
          sql`select pg_sleep(0.05), current_setting('random_page_cost') as random_page_cost`,
        ),
      ),
    )
    expect(answers.map(([row]) => row.random_page_cost)).toEqual(Array(5).fill(RANDOM_PAGE_COST))
  })
})
