import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const maria = {
  tipo_pessoa: 'fisica',
  doc: '123.456.789-09',
  nome_razao: 'Maria Aparecida da Silva',
  celular: '(11) 98765-4321',
  telefone: '(11) 3333-4444',
}

const lista = async (user: TestUser) => {
  const res = await call(t, user, 'GET', '/api/clientes?q=Maria')
  expect(res.statusCode).toBe(200)
  return res.json().items[0]
}

describe('masking in lists (issue 29 item 4)', () => {
  it('shows document and phones in full to who edits the register, masked to who does not', async () => {
    const { empresaId, admin } = await buildCompany(t)
    const c = await create(t, admin, '/api/clientes', maria)
    const gerente = await buildUser(t, empresaId, 'gerente')
    const operador = await buildUser(t, empresaId, 'operador')
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const completo = { doc: '12345678909', celular: '11987654321', telefone: '1133334444' }
    const mascarado = { doc: '***.456.789-**', celular: '(11) *****-4321', telefone: '(11) ****-4444' }

    expect(await lista(admin)).toMatchObject(completo)
    expect(await lista(gerente)).toMatchObject(completo)
    // The default operador edits the register; the técnico only reads it.
    expect(await lista(operador)).toMatchObject(completo)
    expect(await lista(tecnico)).toMatchObject(mascarado)
    await setPermission(t, empresaId, 'operador', 'cadastros', { can_edit: false })
    expect(await lista(operador)).toMatchObject(mascarado)

    // The global search answers the same rule.
    const busca = (user: TestUser) =>
      call(t, user, 'GET', '/api/busca?q=Maria').then((r) => r.json().clientes[0].doc)
    expect(await busca(admin)).toBe('12345678909')
    expect(await busca(operador)).toBe('***.456.789-**')
    expect(await busca(tecnico)).toBe('***.456.789-**')

    // The customer's own record shows them in full to whoever may see the customer.
    for (const user of [tecnico, operador]) {
      const detalhe = await call(t, user, 'GET', `/api/clientes/${c.id}`)
      expect(detalhe.statusCode).toBe(200)
      expect(detalhe.json()).toMatchObject(completo)
    }
  })
})

describe('consent at the counter (issue 29 item 3)', () => {
  it('starts without consent and records when and where it changes', async () => {
    const { admin } = await buildCompany(t)
    const c = await create(t, admin, '/api/clientes', maria)
    expect(c).toMatchObject({
      consentimento_marketing: false,
      consentimento_em: null,
      consentimento_origem: null,
      optout_em: null,
    })

    const antes = Date.now()
    const aceito = await call(t, admin, 'PATCH', `/api/clientes/${c.id}`, { consentimento_marketing: true })
    expect(aceito.statusCode).toBe(200)
    expect(aceito.json()).toMatchObject({ consentimento_marketing: true, consentimento_origem: 'balcao' })
    const em = aceito.json().consentimento_em
    expect(Date.parse(em)).toBeGreaterThanOrEqual(antes - 5_000)

    // Another edit that does not touch the consent keeps its record.
    const outra = await call(t, admin, 'PATCH', `/api/clientes/${c.id}`, {
      nome_razao: 'Maria A. Silva',
      consentimento_marketing: true,
    })
    expect(outra.json()).toMatchObject({ consentimento_marketing: true, consentimento_em: em })

    const retirado = await call(t, admin, 'PATCH', `/api/clientes/${c.id}`, {
      consentimento_marketing: false,
    })
    expect(retirado.json()).toMatchObject({ consentimento_marketing: false, consentimento_origem: 'balcao' })
    expect(retirado.json().consentimento_em).not.toBeNull()
    expect((await call(t, admin, 'GET', `/api/clientes/${c.id}`)).json().consentimento_marketing).toBe(false)
  })

  it('records the consent given at creation', async () => {
    const { admin } = await buildCompany(t)
    const c = await create(t, admin, '/api/clientes', { ...maria, consentimento_marketing: true })
    expect(c).toMatchObject({ consentimento_marketing: true, consentimento_origem: 'balcao' })
    expect(c.consentimento_em).not.toBeNull()
  })

  it('refuses a consent that is not a yes or no, in Portuguese, changing nothing', async () => {
    const { admin } = await buildCompany(t)
    const c = await create(t, admin, '/api/clientes', maria)
    const res = await call(t, admin, 'PATCH', `/api/clientes/${c.id}`, { consentimento_marketing: 'sim' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.consentimento_marketing).toBe('Consentimento inválido')
    expect((await call(t, admin, 'GET', `/api/clientes/${c.id}`)).json().consentimento_marketing).toBe(false)
  })
})
