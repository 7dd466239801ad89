import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { type Executor, type Preparable, selectTemplate } from './client'

/** Stands for a value in a query: the value itself, or a placeholder that records it (Valores). */
export type Valor = <T>(name: string, value: T) => T

/** Writes values as they are: a query built for one run. */
export const valorLiteral: Valor = (_name, value) => value

/**
 * The values of a query built once (selectTemplate), recorded by name while its conditions are put
 * together; `valor` puts a placeholder in their place. The names, in order, are the statement's shape:
 * a condition that writes different SQL must name its values differently ('placa0', 'placa1' …).
 */
export class Valores {
  readonly values: Record<string, unknown> = {}

  readonly valor: Valor = <T>(name: string, value: T): T => {
    this.values[name] = value
    return sql.placeholder(name) as unknown as T
  }

  /** The statement's shape: the names recorded and whatever else changes its SQL (order, page size). */
  shape(...rest: unknown[]): string {
    return [...Object.keys(this.values), ...rest].join('|')
  }
}

/**
 * One selectTemplate per shape: the first query of a shape builds its SQL, later ones only fill in their
 * values. A shape with a free-text search keeps custom plans (one plan for `like $1` would suit some
 * patterns and not others); the others take PostgreSQL's generic plan.
 */
export function shapedSelects<T>() {
  const templates = new LRUCache<string, ReturnType<typeof selectTemplate<T, Record<string, unknown>>>>({
    max: 500,
  })
  return (
    executor: Executor,
    { shape, values, search }: { shape: string; values: Record<string, unknown>; search: boolean },
    build: (executor: Executor) => Preparable<T>,
  ): Promise<T> => {
    let run = templates.get(shape)
    if (!run) {
      run = selectTemplate<T, Record<string, unknown>>(build, { plan: search ? 'custom' : 'generic' })
      templates.set(shape, run)
    }
    return run(executor, values)
  }
}
