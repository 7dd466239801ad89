import { describe, expect, it } from 'vitest'
import { inlineParams } from './inline-params'

describe('inlineParams', () => {
  it('writes each value as the literal pg would have sent as a parameter', () => {
    expect(
      inlineParams('select * from t where a = $1 and b = $2 and c = $3 and d is $4 limit $10', [
        "O'Brien",
        42,
        true,
        null,
        5,
        6,
        7,
        8,
        9,
        10,
      ]),
    ).toBe("select * from t where a = 'O''Brien' and b = '42' and c = 'true' and d is NULL limit '10'")
  })

  it('leaves quoted strings and identifiers alone', () => {
    expect(inlineParams(`select '$1', "a$1" from t where x = $1`, ['v'])).toBe(
      `select '$1', "a$1" from t where x = 'v'`,
    )
    expect(inlineParams(`select 'it''s $1' where y = $1`, ['v'])).toBe(`select 'it''s $1' where y = 'v'`)
  })

  it('escapes backslashes the way the server reads standard strings', () => {
    expect(inlineParams('select $1', ['a\\b'])).toBe("select  E'a\\\\b'")
  })

  it('gives up on binary values and on a missing value', () => {
    expect(inlineParams('select $1', [Buffer.from('x')])).toBeNull()
    expect(inlineParams('select $2', ['only one'])).toBeNull()
  })
})
