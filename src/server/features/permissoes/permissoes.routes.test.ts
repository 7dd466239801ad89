import { generateCpf } from '@brazilian-utils/brazilian-utils'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPermissionRows, defaultPermissionRows, modulos } from '../../../shared/permissoes/permissoes'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SEM_PERMISSAO = 'Você não tem permissão para realizar esta ação.'
const ADMIN_FIXO = 'Administradores têm acesso total ao sistema. As permissões não podem ser alteradas.'

const defaultsOf = (role: 'gerente' | 'operador' | 'tecnico') =>
  defaultPermissionRows()
    .filter((row) => row.role === role)
    .map(({ role: _role, ...row }) => row)

const cadastros = (flags: { view: boolean; create: boolean; edit: boolean; del: boolean }) => ({
  modulo: 'cadastros',
  can_view: flags.view,
  can_create: flags.create,
  can_edit: flags.edit,
  can_delete: flags.del,
})

const novoCliente = () => ({ tipo_pessoa: 'fisica', doc: generateCpf(), nome_razao: 'Cliente Novo' })

const getOf = (user: TestUser, role: string) => call(t, user, 'GET', `/api/permissoes?role=${role}`)

describe('GET /api/permissoes', () => {
  it.each(['gerente', 'operador', 'tecnico'] as const)(
    "answers the %s's six rows, in the menu's order, as a new company starts",
    async (role) => {
      const { admin } = await buildCompany(t)
      const res = await getOf(admin, role)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toEqual({ role, editavel: true, rows: defaultsOf(role) })
      expect(body.rows.map((row: { modulo: string }) => row.modulo)).toEqual([...modulos])
    },
  )

  it("answers the admin's full, read-only matrix", async () => {
    const { admin } = await buildCompany(t)
    const res = await getOf(admin, 'admin')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ role: 'admin', editavel: false, rows: adminPermissionRows() })
  })

  it.each(['', 'role=', 'role=dono', 'role=ADMIN'])(
    "answers 400 'Selecione um perfil válido' for ?%s",
    async (qs) => {
      const { admin } = await buildCompany(t)
      const res = await call(t, admin, 'GET', `/api/permissoes?${qs}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.role).toBe('Selecione um perfil válido')
    },
  )
})

describe('PUT /api/permissoes', () => {
  it('saves the rows sent, keeps the others, and answers the whole matrix', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'PUT', '/api/permissoes', {
      role: 'operador',
      rows: [
        { modulo: 'os', can_view: true, can_create: false, can_edit: false, can_delete: false },
        { modulo: 'relatorios', can_view: false, can_create: false, can_edit: false, can_delete: false },
      ],
    })
    expect(res.statusCode).toBe(200)
    const esperado = defaultsOf('operador').map((row) =>
      row.modulo === 'os'
        ? { ...row, can_create: false, can_edit: false }
        : row.modulo === 'relatorios'
          ? { ...row, can_view: false }
          : row,
    )
    expect(res.json()).toEqual({ role: 'operador', editavel: true, rows: esperado })
    expect((await getOf(admin, 'operador')).json().rows).toEqual(esperado)
    // The other roles are untouched.
    expect((await getOf(admin, 'gerente')).json().rows).toEqual(defaultsOf('gerente'))
  })

  it("inserts a module's row that is missing (SPEC §6: updated, or inserted when the update finds none)", async () => {
    const { admin, empresaId } = await buildCompany(t)
    await t.handle.db.execute(
      sql`delete from role_permissions where empresa_id = ${empresaId} and role = 'tecnico' and modulo = 'relatorios'`,
    )
    expect((await getOf(admin, 'tecnico')).json().rows).toContainEqual({
      modulo: 'relatorios',
      can_view: false,
      can_create: false,
      can_edit: false,
      can_delete: false,
    })
    const row = {
      modulo: 'relatorios',
      can_view: true,
      can_create: false,
      can_edit: false,
      can_delete: false,
    }
    const res = await call(t, admin, 'PUT', '/api/permissoes', { role: 'tecnico', rows: [row] })
    expect(res.statusCode).toBe(200)
    expect(res.json().rows).toContainEqual(row)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const me = (await call(t, tecnico, 'GET', '/api/me')).json()
    expect(me.permissions).toContainEqual(row)
  })

  it("changes what a gerente may do on its next request: no 'cadastros' create → 403; granted back → 201", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const gerente = await buildUser(t, empresaId, 'gerente')
    // The gerente's session is remembered by the auth hook now (decision 003).
    expect((await call(t, gerente, 'POST', '/api/clientes', novoCliente())).statusCode).toBe(201)

    const tirar = await call(t, admin, 'PUT', '/api/permissoes', {
      role: 'gerente',
      rows: [cadastros({ view: true, create: false, edit: true, del: true })],
    })
    expect(tirar.statusCode).toBe(200)
    const negado = await call(t, gerente, 'POST', '/api/clientes', novoCliente())
    expect(negado.statusCode).toBe(403)
    expect(negado.json().error.message).toBe(SEM_PERMISSAO)
    expect((await call(t, gerente, 'GET', '/api/clientes')).statusCode).toBe(200)

    await call(t, admin, 'PUT', '/api/permissoes', {
      role: 'gerente',
      rows: [cadastros({ view: true, create: true, edit: true, del: true })],
    })
    expect((await call(t, gerente, 'POST', '/api/clientes', novoCliente())).statusCode).toBe(201)
  })

  it("never changes another company's permissions", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const gerenteB = await buildUser(t, b.empresaId, 'gerente')
    await call(t, a.admin, 'PUT', '/api/permissoes', {
      role: 'gerente',
      rows: [cadastros({ view: false, create: false, edit: false, del: false })],
    })
    expect((await getOf(b.admin, 'gerente')).json().rows).toEqual(defaultsOf('gerente'))
    expect((await call(t, gerenteB, 'POST', '/api/clientes', novoCliente())).statusCode).toBe(201)
    expect((await getOf(a.admin, 'gerente')).json().rows).toContainEqual(
      cadastros({ view: false, create: false, edit: false, del: false }),
    )
  })

  it.each([
    [
      { role: 'admin', rows: [cadastros({ view: false, create: false, edit: false, del: false })] },
      'role',
      ADMIN_FIXO,
    ],
    [
      { role: 'dono', rows: [cadastros({ view: true, create: true, edit: true, del: true })] },
      'role',
      'Selecione um perfil válido',
    ],
    [{ role: 'gerente', rows: [] }, 'rows', 'Informe as permissões de pelo menos um módulo'],
    [{ role: 'gerente' }, 'rows', 'Informe as permissões de pelo menos um módulo'],
    [
      {
        role: 'gerente',
        rows: [
          cadastros({ view: true, create: true, edit: true, del: true }),
          cadastros({ view: false, create: false, edit: false, del: false }),
        ],
      },
      'rows',
      'Cada módulo pode aparecer uma vez só',
    ],
    [
      {
        role: 'gerente',
        rows: [{ modulo: 'financeiro', can_view: true, can_create: true, can_edit: true, can_delete: true }],
      },
      'rows.0.modulo',
      undefined,
    ],
    [{ role: 'gerente', rows: [{ modulo: 'os', can_view: 'sim' }] }, 'rows.0.can_view', undefined],
    [
      { role: 'gerente', rows: [cadastros({ view: true, create: true, edit: true, del: true })], extra: 1 },
      'extra',
      'Campo não permitido',
    ],
  ])('answers 400 for %j and changes nothing', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'PUT', '/api/permissoes', body)
    expect(res.statusCode).toBe(400)
    const fields = res.json().error.fields
    expect(fields[field]).toBeTypeOf('string')
    if (message) expect(fields[field]).toBe(message)
    expect((await getOf(admin, 'gerente')).json().rows).toEqual(defaultsOf('gerente'))
  })
})

describe('Permissões is for the admin only', () => {
  it.each(['gerente', 'operador', 'tecnico'] as const)(
    'answers 403 to a %s on GET and PUT, whatever the body, and changes nothing',
    async (role) => {
      const { admin, empresaId } = await buildCompany(t)
      const user = await buildUser(t, empresaId, role)
      const get = await getOf(user, 'gerente')
      expect(get.statusCode).toBe(403)
      expect(get.json().error).toEqual({ code: 'FORBIDDEN', message: SEM_PERMISSAO })
      for (const body of [
        { role, rows: [cadastros({ view: true, create: true, edit: true, del: true })] },
        { role: 'admin', rows: 'x' },
      ]) {
        const put = await call(t, user, 'PUT', '/api/permissoes', body)
        expect(put.statusCode).toBe(403)
        expect(put.json().error).toEqual({ code: 'FORBIDDEN', message: SEM_PERMISSAO })
      }
      expect((await getOf(admin, role)).json().rows).toEqual(defaultsOf(role))
    },
  )
})

describe('GET /api/permissoes standard cases', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/permissoes?role=gerente',
    permission: ['configuracoes', 'edit'],
  })
})

describe('PUT /api/permissoes standard cases', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'PUT',
    url: () => '/api/permissoes',
    permission: ['configuracoes', 'edit'],
    body: () => ({ role: 'gerente', rows: [cadastros({ view: true, create: true, edit: true, del: true })] }),
    badBody: {
      body: { role: 'admin', rows: [cadastros({ view: true, create: true, edit: true, del: true })] },
      field: 'role',
      message: ADMIN_FIXO,
    },
  })
})
