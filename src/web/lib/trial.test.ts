import { describe, expect, it } from 'vitest'
import { trialDaysLeft } from './trial'

describe('trialDaysLeft', () => {
  const now = new Date('2026-03-10T12:00:00Z')

  it('counts whole days, rounding a partial day up', () => {
    expect(trialDaysLeft('2026-03-17T12:00:00Z', now)).toBe(7)
    expect(trialDaysLeft('2026-03-10T13:00:00Z', now)).toBe(1)
  })

  it('never goes below zero, and has no count without a date', () => {
    expect(trialDaysLeft('2026-03-01T00:00:00Z', now)).toBe(0)
    expect(trialDaysLeft(null, now)).toBeNull()
    expect(trialDaysLeft('not a date', now)).toBeNull()
  })
})
