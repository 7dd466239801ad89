import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { z } from 'zod'
import { tecnicos } from '../db/schema'
import { withTenant } from '../db/with-tenant'
import { notFound } from '../http/errors'
import { tenantOf } from '../http/types'
import { createTestApp, type TestApp } from './build-app'
import { itHandlesStandardCases } from './standard-cases'

// The helper itself, proved on a small route shaped like every feature route: permission in config,
// zod body, a tenant transaction that finds the record or answers 404.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  t.app.patch(
    '/api/test-tecnicos/:id',
    {
      config: { permission: ['cadastros', 'edit'] },
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.strictObject({ nome: z.string().trim().min(1, 'O nome é obrigatório') }),
      },
    },
    async (req) => {
      const tenant = tenantOf(req)
      const [row] = await withTenant(t.handle.db, tenant, (tx) =>
        tx
          .update(tecnicos)
          .set({ nome: req.body.nome })
          .where(and(eq(tecnicos.empresa_id, tenant.empresaId), eq(tecnicos.id, req.params.id)))
          .returning({ id: tecnicos.id }),
      )
      if (!row) throw notFound()
      return row
    },
  )
})
afterAll(() => t.close())

describe('itHandlesStandardCases', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'PATCH',
    url: (id) => `/api/test-tecnicos/${id}`,
    permission: ['cadastros', 'edit'],
    body: () => ({ nome: 'Carlos' }),
    createRecord: async (owner) => {
      const [row] = await withTenant(t.handle.db, owner, (tx) =>
        tx
          .insert(tecnicos)
          .values({ empresa_id: owner.empresaId, nome: 'Original' })
          .returning({ id: tecnicos.id }),
      )
      return row.id
    },
    badBody: { body: { nome: '   ' }, field: 'nome', message: 'O nome é obrigatório' },
  })
})
