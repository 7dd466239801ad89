import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

/**
 * Every installed package accepts the oldest Node the project supports: one that does not makes
 * `npm install` print EBADENGINE warnings (and may really need a newer Node). Optional packages are
 * left out: npm skips those that do not fit the machine.
 */
describe('Node version of the dependencies', () => {
  const minimo = semver.minVersion(read('package.json').engines.node)!.version

  it(`every package in package-lock.json accepts Node ${minimo}`, () => {
    const packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }> =
      read('package-lock.json').packages
    const recusam = Object.entries(packages)
      .filter(([nome, info]) => nome && !info.optional && info.engines?.node)
      .filter(([, info]) => !semver.satisfies(minimo, info.engines!.node!))
      .map(
        ([nome, info]) => `${nome.replace(/^.*node_modules\//, '')}@${info.version} (${info.engines!.node})`,
      )
    expect(recusam).toEqual([])
  })
})
