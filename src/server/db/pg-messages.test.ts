import { describe, expect, it } from 'vitest'
import { type Call, gatherer, type QueryResult } from './pg-messages'

const call = (text: string): Call => ({ query: { text } })

/** A gatherer whose messages are recorded: each answers one empty result per query. */
function recorded() {
  const messages: string[][] = []
  const gathered = gatherer(
    (calls) => {
      messages.push(calls.map((c) => c.query.text))
      return Promise.resolve(
        calls.map((c) => ({ rows: [], command: c.query.text }) as unknown as QueryResult),
      )
    },
    () => Promise.reject(new Error('sent alone')),
  )
  return { messages, gathered }
}

describe('gatherer (queries that travel together)', () => {
  it('sends what arrived once the other runs end without a query, before the next turn of the event loop', async () => {
    const { messages, gathered } = recorded()
    const ended = gathered.start(3)
    const answer = gathered.join(call('select 1'))
    ended()
    expect(messages).toEqual([])
    ended()
    expect(messages).toEqual([['select 1']])
    await expect(answer).resolves.toMatchObject({ command: 'select 1' })
    // The batch is over: a later query is not held back, and a run ending now changes nothing.
    expect(gathered.join(call('select 2'))).toBeUndefined()
    ended()
    expect(messages).toEqual([['select 1']])
  })

  it('sends the announced queries together by their count', async () => {
    const { messages, gathered } = recorded()
    gathered.start(2)
    const answers = [gathered.join(call('select 1')), gathered.join(call('select 2'))]
    expect(messages).toEqual([['select 1', 'select 2']])
    await expect(Promise.all(answers)).resolves.toHaveLength(2)
  })

  it('sends fewer than announced by the next turn of the event loop when nobody says the rest will not come', async () => {
    const { messages, gathered } = recorded()
    gathered.start(2)
    const answer = gathered.join(call('select 1'))
    expect(messages).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(messages).toEqual([['select 1']])
    await expect(answer).resolves.toMatchObject({ command: 'select 1' })
  })
})
