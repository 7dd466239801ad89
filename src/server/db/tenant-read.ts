import type pg from 'pg'
import {
  type Call,
  gatherer,
  namedStatements,
  overrideQuery,
  type QueryConfig,
  type QueryResult,
  type Send,
  sendAll,
  sendBehind,
  type TenantScope,
  tenantSettings,
} from './pg-messages'

/**
 * Reads in a tenant's scope with no BEGIN or COMMIT of their own: each query travels in one simple-protocol
 * message behind `set transaction read only` and the tenant's settings. PostgreSQL runs such a message as
 * one implicit transaction, so the settings end with it and a write is refused. A prepared statement rides
 * along as PREPARE/EXECUTE (namedStatements). A query that cannot ride along (a binary value) gets an
 * explicit read-only transaction instead. Each message sees its own snapshot: for reads a page, its count
 * and its cards, never for anything that must agree.
 *
 * `gather(n)`: the next `n` prepared queries wait for each other and travel as one message (one round trip,
 * one snapshot): the reads of a page that are known together (readTogether in with-tenant.ts).
 */
export function readOnlyClient(client: pg.PoolClient, scope: TenantScope) {
  // Each statement of the prefix answers with a result of its own, skipped in sendNamed.
  const prefixStatements = ['set transaction read only', tenantSettings(client, scope)]
  const prefix = prefixStatements.join('; ')
  const send = client.query.bind(client) as Send
  let broken: Error | undefined

  /** Prepared queries behind the prefix in one message, their results in order; undefined if one can't go. */
  const sendNamed = (calls: Call[]): Promise<QueryResult[]> | undefined => {
    const inMessage = new Set<string>()
    const parts = calls.map((call) => namedStatements(client, call.query, call.values, inMessage))
    if (parts.some((part) => part === undefined)) return undefined
    const statements = parts.flatMap((part) => part!.statements)
    return sendAll(send, calls[0].query, [prefix, ...statements].join('; ')).then(
      (results) => {
        let at = prefixStatements.length
        return parts.map((part) => {
          part!.prepared()
          at += part!.statements.length
          return results[at - 1]
        })
      },
      (error: Error) => {
        if (parts.some((part) => part!.preparing)) broken = error
        throw error
      },
    )
  }

  /** One query as the override below sends it. */
  const sendOne = async (query: QueryConfig, values?: unknown[]) => {
    if (query.name) {
      const named = sendNamed([{ query, values }])
      if (named) return (await named)[0]
    }
    const inOneMessage = sendBehind(send, prefix, query, values)
    if (inOneMessage) return inOneMessage
    await send(`begin read only; ${tenantSettings(client, scope)}`)
    try {
      const result = await send(query, values)
      await send('commit')
      return result
    } catch (error) {
      await send('rollback').catch((e: Error) => {
        broken = e
      })
      throw error
    }
  }

  const gathered = gatherer(sendNamed, (call) => sendOne(call.query, call.values))

  const wrapped = overrideQuery(client, (_send, config, values) => {
    const query: QueryConfig = typeof config === 'string' ? { text: config } : config
    // Only prepared statements gather: their EXECUTEs share one message.
    return (query.name && gathered.join({ query, values })) || sendOne(query, values)
  })

  return { client: wrapped, broken: () => broken, gather: gathered.start }
}
