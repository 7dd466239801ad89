import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 033. A feature may render another's screens, dialogs and pickers (`.tsx` outside its
// `components/` and `lib/`) and call its endpoints (`api/`); its helpers (`.ts`), `components/` and `lib/`
// are its own. What several features need lives in src/web/components, src/web/lib or src/shared.

const web = path.resolve(import.meta.dirname, '..')
const features = path.join(web, 'features')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    // A test may compare two features (the dashboard's KPIs with the reports'); it ships nothing.
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })

/** The files a source imports by relative path, resolved to their extension. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].flatMap(([, spec]) => {
    const base = path.resolve(path.dirname(file), spec)
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find(existsSync)
    return found ? [found] : []
  })
}

const featureOf = (file: string) => path.relative(features, file).split(path.sep)[0]
const inFeatures = (file: string) => !path.relative(features, file).startsWith('..')

function isPublic(file: string): boolean {
  const parts = path.relative(features, file).split(path.sep).slice(1)
  if (parts.includes('api')) return true
  return file.endsWith('.tsx') && !parts.includes('components') && !parts.includes('lib')
}

describe('feature boundaries', () => {
  it('no feature reaches into another feature’s helpers, components or lib', () => {
    const wrong = sources(features).flatMap((file) =>
      imports(file)
        .filter((target) => inFeatures(target) && featureOf(target) !== featureOf(file) && !isPublic(target))
        .map((target) => `${path.relative(web, file)} → ${path.relative(web, target)}`),
    )
    expect(wrong).toEqual([])
  })

  it('features depend on each other one way only', () => {
    const edges = new Map<string, Set<string>>()
    for (const file of sources(features)) {
      for (const target of imports(file).filter(inFeatures)) {
        const [from, to] = [featureOf(file), featureOf(target)]
        if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to))
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      )
    const cycles = [...edges].flatMap(([from, tos]) =>
      [...tos].filter((to) => reaches(to, from)).map((to) => `${from} ⇄ ${to}`),
    )
    expect(cycles).toEqual([])
  })

  it('components and lib never import a feature', () => {
    const shared = [...sources(path.join(web, 'components')), ...sources(path.join(web, 'lib'))]
    const wrong = shared.flatMap((file) =>
      imports(file)
        .filter(inFeatures)
        .map((target) => `${path.relative(web, file)} → ${path.relative(web, target)}`),
    )
    expect(wrong).toEqual([])
  })
})
