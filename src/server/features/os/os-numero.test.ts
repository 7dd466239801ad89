import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { osHistorico } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { insertNumbered } from './os-numero'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const next = (empresaId: string, year: number) =>
  withTenant(t.handle.db, { empresaId }, (tx) => insertNumbered(tx, empresaId, year, () => []))

describe('insertNumbered', () => {
  it('numbers per company and year, padded to four digits', async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    expect(await next(a.empresaId, 2026)).toBe('OS-2026-0001')
    expect(await next(a.empresaId, 2026)).toBe('OS-2026-0002')
    expect(await next(b.empresaId, 2026)).toBe('OS-2026-0001')
    expect(await next(a.empresaId, 2027)).toBe('OS-2027-0001')
  })

  it('gives the number back when an insert of the numbering statement fails (no gaps)', async () => {
    const { empresaId } = await buildCompany(t)
    await expect(
      withTenant(t.handle.db, { empresaId }, (tx) =>
        insertNumbered(tx, empresaId, 2026, () => [
          // The history of an OS that does not exist: the foreign key fails the whole statement.
          tx.insert(osHistorico).values({
            empresa_id: empresaId,
            os_id: randomUUID(),
            para_status: 'rascunho',
            evento: 'criacao',
          }),
        ]),
      ),
    ).rejects.toThrow()
    expect(await next(empresaId, 2026)).toBe('OS-2026-0001')
  })

  it('hands out distinct consecutive numbers to concurrent transactions', async () => {
    const { empresaId } = await buildCompany(t)
    const numbers = await Promise.all(Array.from({ length: 10 }, () => next(empresaId, 2026)))
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `OS-2026-${String(i + 1).padStart(4, '0')}`),
    )
  })
})
