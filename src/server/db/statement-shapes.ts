import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { type Executor, type Preparable, selectTemplate } from './client'

/**
 * Stands for a value in a query: the value itself, or a placeholder that records it (Valores).
 * `kind: 'pattern'` marks a free-text search pattern (LIKE).
 */
export type Valor = <T>(name: string, value: T, kind?: 'pattern') => T

/** Writes values as they are: a query built for one run. */
export const valorLiteral: Valor = (_name, value) => value

/**
 * The values of a query built once (selectTemplate), recorded by name while its conditions are put
 * together; `valor` puts a placeholder in their place. The names, in order, are the statement's shape:
 * a condition that writes different SQL must name its values differently ('placa0', 'placa1' …).
 */
export class Valores {
  readonly values: Record<string, unknown> = {}
  /** Whether a free-text pattern was recorded (see shapedSelects' `plan`). */
  search = false

  readonly valor: Valor = <T>(name: string, value: T, kind?: 'pattern'): T => {
    this.values[name] = value
    if (kind === 'pattern') this.search = true
    return sql.placeholder(name) as unknown as T
  }
}

/**
 * One selectTemplate per shape: the first query of a shape builds its SQL, later ones only fill in their
 * values. The shape is the names recorded plus `rest` (whatever else changes the SQL: order, page size).
 * `plan` (see selectTemplate): 'generic' only for a statement whose best plan is the same for every
 * company and value: a page of a whole list walked along its ORDER BY index, or an exact lookup on a
 * unique key (a plate, a document), or a list whose every shape walks an index in its order (the
 * receivables). A free-text pattern, and a filter whose best index depends on its value (a rare or a
 * common OS status), take 'custom'. A condition that a partial index relies on must be written into the
 * SQL, not sent as a parameter, or a generic plan cannot use that index (decision 017).
 */
export function shapedSelects<T>() {
  const templates = new LRUCache<string, ReturnType<typeof selectTemplate<T>>>({
    max: 500,
  })
  return (
    executor: Executor,
    valores: Valores,
    { rest, plan }: { rest: unknown[]; plan: 'generic' | 'custom' },
    build: (executor: Executor) => Preparable<T>,
  ): Promise<T> => {
    const shape = [plan, ...Object.keys(valores.values), ...rest].join('|')
    let run = templates.get(shape)
    if (!run) {
      run = selectTemplate<T>(build, { plan })
      templates.set(shape, run)
    }
    return run(executor, valores.values)
  }
}
