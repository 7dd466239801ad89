const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days left in the trial, rounded up (a trial ending later today still counts 1), never negative. */
export function trialDaysLeft(trialAte: string | null, now: Date = new Date()): number | null {
  if (!trialAte) return null
  const end = new Date(trialAte).getTime()
  if (Number.isNaN(end)) return null
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS))
}
