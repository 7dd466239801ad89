import { expect, it } from 'vitest'
import type { Acao, Modulo } from '../../shared/permissoes/permissoes'
import type { TestApp } from './build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from './factories'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export interface StandardCasesOptions {
  /** Returns the test app (created in the file's beforeAll). */
  app: () => TestApp
  method: Method
  /** The route's URL for a record id (ignored by routes without an id). */
  url: (id: string) => string
  /** The module and action the route declares. */
  permission: [Modulo, Acao]
  /** A valid body, for routes that take one. */
  body?: () => unknown
  /** Creates a record in the given company and returns its id (for the other-company case). */
  createRecord?: (owner: TestUser) => Promise<string>
  /** A bad body with the field and Portuguese message the API must answer. */
  badBody?: { body: unknown; field: string; message: string }
}

const ZERO_ID = '00000000-0000-4000-8000-000000000000'

/**
 * The four cases every endpoint must pass (no session → 401, a role without the permission → 403,
 * another company's id → 404, bad input → 400 with the spec's message). Call inside a `describe`.
 */
export function itHandlesStandardCases(opts: StandardCasesOptions) {
  const inject = (cookie: string | undefined, id: string, payload?: unknown) =>
    opts.app().app.inject({
      method: opts.method,
      url: opts.url(id),
      headers: cookie ? { cookie } : {},
      payload: payload as never,
    })

  it('answers 401 without a session', async () => {
    const res = await inject(undefined, ZERO_ID, opts.body?.())
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it(`answers 403 to a role without ${opts.permission.join(' ')}`, async () => {
    const t = opts.app()
    const { empresaId } = await buildCompany(t)
    const [modulo, acao] = opts.permission
    await setPermission(t, empresaId, 'operador', modulo, { [`can_${acao}`]: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const res = await inject(operador.cookie, ZERO_ID, opts.body?.())
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
  })

  if (opts.createRecord) {
    it("answers 404 for another company's record", async () => {
      const t = opts.app()
      const owner = await buildCompany(t)
      const id = await opts.createRecord!(owner.admin)
      const intruder = await buildCompany(t)
      const res = await inject(intruder.admin.cookie, id, opts.body?.())
      expect(res.statusCode).toBe(404)
      // The owner still sees it: the 404 is isolation, not a missing record.
      const own = await inject(owner.admin.cookie, id, opts.method === 'DELETE' ? undefined : opts.body?.())
      expect(own.statusCode).toBeLessThan(300)
    })
  }

  if (opts.badBody) {
    it('answers 400 with the field message for a bad body', async () => {
      const t = opts.app()
      const { admin } = await buildCompany(t)
      const id = opts.createRecord ? await opts.createRecord(admin) : ZERO_ID
      const res = await inject(admin.cookie, id, opts.badBody!.body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields[opts.badBody!.field]).toBe(opts.badBody!.message)
    })
  }
}

/** The standard cases for the five routes of a register (list, get, create, update, delete). */
export function itHandlesRegisterCases(opts: {
  app: () => TestApp
  base: string
  body: () => unknown
  createRecord: (owner: TestUser) => Promise<string>
  badCreate: { body: unknown; field: string; message: string }
  badUpdate: { body: unknown; field: string; message: string }
}) {
  const { app, base, createRecord } = opts
  itHandlesStandardCases({ app, method: 'GET', url: () => base, permission: ['cadastros', 'view'] })
  itHandlesStandardCases({
    app,
    method: 'GET',
    url: (id) => `${base}/${id}`,
    permission: ['cadastros', 'view'],
    createRecord,
  })
  itHandlesStandardCases({
    app,
    method: 'POST',
    url: () => base,
    permission: ['cadastros', 'create'],
    body: opts.body,
    badBody: opts.badCreate,
  })
  itHandlesStandardCases({
    app,
    method: 'PATCH',
    url: (id) => `${base}/${id}`,
    permission: ['cadastros', 'edit'],
    body: opts.body,
    createRecord,
    badBody: opts.badUpdate,
  })
  itHandlesStandardCases({
    app,
    method: 'DELETE',
    url: (id) => `${base}/${id}`,
    permission: ['cadastros', 'delete'],
    createRecord,
  })
}
