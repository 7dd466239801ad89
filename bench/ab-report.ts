// bench:ab's comparison and tables: plain functions of the figures, no servers or databases here.

/** The two sides of an A/B run: the commit asked for (A) and the working tree (B). */
export type Side = 'ref' | 'tree'

/** One side's figures for a row; `cpu`: the server's and PostgreSQL's CPU per request, as printed while it runs. */
export type Outcome = { rps: number; p99: number; cpu?: string } | { error: string }

/** What one row measured on each side, over every round. */
export interface RowOutcomes {
  label: string
  ref: Outcome[]
  tree: Outcome[]
}

/**
 * The acceptance figures: the working tree may serve no fewer than 75% of the ref's requests per second
 * and its p99 may be no more than 1.5 times the ref's, on every row.
 */
export const LIMITS = { minRpsRatio: 0.75, maxP99Ratio: 1.5 }

interface SideFigures {
  rps: number
  p99: number
  /** This row's req/s over the floor row's, on the same side: compares with other machines' runs. */
  perFloor: number
}

interface Compared {
  label: string
  ref: SideFigures | string
  tree: SideFigures | string
  rpsRatio?: number
  p99Ratio?: number
  flagged: boolean
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A side's medians over the rounds, or the first error (a row that failed once is not a figure). */
function summarise(outcomes: Outcome[]): { rps: number; p99: number } | string {
  const failed = outcomes.find((o) => 'error' in o)
  if (failed && 'error' in failed) return failed.error
  const ok = outcomes as { rps: number; p99: number }[]
  return { rps: median(ok.map((o) => o.rps)), p99: median(ok.map((o) => o.p99)) }
}

/** Each row's medians, ratios tree/ref, ratios to each side's own floor row, and whether it is flagged. */
export function compare(rows: RowOutcomes[], floorLabel: string): Compared[] {
  const floor = rows.find((r) => r.label === floorLabel)
  const floorRps = (side: Side) => {
    const s = floor ? summarise(floor[side]) : 'no floor row'
    return typeof s === 'string' ? Number.NaN : s.rps
  }
  const withFloor = (side: Side, outcomes: Outcome[]): SideFigures | string => {
    const s = summarise(outcomes)
    return typeof s === 'string' ? s : { ...s, perFloor: s.rps / floorRps(side) }
  }
  return rows.map(({ label, ref, tree }) => {
    const a = withFloor('ref', ref)
    const b = withFloor('tree', tree)
    if (typeof a === 'string' || typeof b === 'string') return { label, ref: a, tree: b, flagged: true }
    const rpsRatio = b.rps / a.rps
    const p99Ratio = b.p99 / a.p99
    const flagged = rpsRatio < LIMITS.minRpsRatio || p99Ratio > LIMITS.maxP99Ratio
    return { label, ref: a, tree: b, rpsRatio, p99Ratio, flagged }
  })
}

const HEADER = [
  'row',
  'ref req/s',
  'ref p99 ms',
  'tree req/s',
  'tree p99 ms',
  'req/s tree/ref',
  'p99 tree/ref',
  'ref ÷ floor',
  'tree ÷ floor',
]

const ratio = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(2))

/** A row's cells; a side that failed shows "error" (its message is listed under the table). */
function cells(c: Compared): string[] {
  const side = (s: SideFigures | string) =>
    typeof s === 'string' ? ['error', '—'] : [String(Math.round(s.rps)), s.p99.toFixed(1)]
  const floor = (s: SideFigures | string) => (typeof s === 'string' ? '—' : ratio(s.perFloor))
  const mark = c.flagged ? ' ⚠' : ''
  return [
    c.label + mark,
    ...side(c.ref),
    ...side(c.tree),
    ratio(c.rpsRatio),
    ratio(c.p99Ratio),
    floor(c.ref),
    floor(c.tree),
  ]
}

/** The table for a terminal: the label left-aligned, figures right-aligned. */
export function textTable(compared: Compared[]): string {
  const table = [HEADER, ...compared.map(cells)]
  const widths = HEADER.map((_, i) => Math.max(...table.map((row) => row[i].length)))
  return table
    .map((row) =>
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
    )
    .join('\n')
}

/** The same table in Markdown, to paste into a decision record. */
export function markdownTable(compared: Compared[]): string {
  const line = (row: string[]) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  const align = HEADER.map((_, i) => (i === 0 ? ':---' : '---:'))
  return [line(HEADER), line(align), ...compared.map((c) => line(cells(c)))].join('\n')
}

/** The verdict on the acceptance figures, naming every flagged row and every error. */
export function acceptance(compared: Compared[]): string {
  const rule = `req/s tree/ref ≥ ${LIMITS.minRpsRatio}, p99 tree/ref ≤ ${LIMITS.maxP99Ratio}`
  const flagged = compared.filter((c) => c.flagged)
  if (flagged.length === 0) return `Acceptance (${rule}): all ${compared.length} rows pass.`
  const why = (c: Compared) =>
    typeof c.ref === 'string' || typeof c.tree === 'string'
      ? `${c.label} (${[
          typeof c.ref === 'string' ? `ref: ${c.ref}` : '',
          typeof c.tree === 'string' ? `tree: ${c.tree}` : '',
        ]
          .filter(Boolean)
          .join('; ')})`
      : `${c.label} (req/s ${ratio(c.rpsRatio)}, p99 ${ratio(c.p99Ratio)})`
  return `Acceptance (${rule}): ${flagged.length} of ${compared.length} rows FLAGGED: ${flagged.map(why).join('; ')}`
}

/**
 * The deprecation warnings in a server's stderr, each with the stack `--trace-deprecation` adds, once
 * each (the "(node:PID)" prefix differs from process to process, so it is left out).
 */
export function deprecationWarnings(stderr: string): string[] {
  const lines = stderr.split('\n')
  const found = new Set<string>()
  lines.forEach((line, i) => {
    if (!/deprecat/i.test(line) || /^\s+at /.test(line)) return
    const stack: string[] = []
    for (let j = i + 1; j < lines.length && /^\s+at /.test(lines[j]) && stack.length < 8; j++) {
      stack.push(lines[j])
    }
    found.add([line.replace(/^\(node:\d+\) /, ''), ...stack].join('\n'))
  })
  return [...found]
}
