/** SQLSTATEs of a transaction PostgreSQL rolled back because of another one: nothing of it was written. */
const TRANSIENT = new Set(['40001', '40P01'])

/** A serialization failure or deadlock, on either driver (PGlite and node-postgres both expose `code`). */
export function isTransientConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null
  const code = e?.cause?.code ?? e?.code
  return code !== undefined && TRANSIENT.has(code)
}

/** How many times a transaction runs at most before its conflict reaches the caller (as a 409). */
export const CONFLICT_ATTEMPTS = 4

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` again when the database aborted it for a deadlock or a serialization failure: the
 * rolled-back transaction wrote nothing, and running it again is what a user retrying would do. The
 * pause is random ("full jitter") so two transactions that collided do not collide again in lockstep.
 * Side effects outside the database inside `attempt` must bear running twice (a file put under the same key).
 */
export async function retryConflicts<T>(attempt: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt()
    } catch (error) {
      if (n >= attempts || !isTransientConflict(error)) throw error
      await pause(Math.random() * 10 * 2 ** n)
    }
  }
}
