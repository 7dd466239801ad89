import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, type TestUser } from '../../../test/factories'
import { itHandlesRegisterCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newCliente = (user: TestUser, doc = '52998224725') =>
  create(t, user, '/api/clientes', { tipo_pessoa: 'fisica', doc, nome_razao: `Cliente ${doc}` })

const gol = (clienteId: string) => ({
  cliente_id: clienteId,
  marca: 'Volkswagen',
  modelo: 'Gol 1.6',
  placa: 'abc-1234',
  ano: 2018,
  cor: 'Prata',
  chassi: '9bwzzz377vt004251',
  km_atual: 68500,
})

describe('veiculos', () => {
  it('creates a vehicle with the plate and chassis normalised and the client joined', async () => {
    const { admin } = await buildCompany(t)
    const cliente = await newCliente(admin)
    const v = await create(t, admin, '/api/veiculos', gol(cliente.id))
    expect(v).toMatchObject({
      placa: 'ABC1234',
      chassi: '9BWZZZ377VT004251',
      cliente: { id: cliente.id, nome_razao: cliente.nome_razao },
    })
    const zeroKm = await create(t, admin, '/api/veiculos', {
      ...gol(cliente.id),
      placa: 'BRA2E19',
      km_atual: 0,
      chassi: '',
    })
    expect(zeroKm).toMatchObject({ km_atual: null, chassi: null })
  })

  it('finds the car by its plate in the old and the Mercosul form, and by a client filter', async () => {
    const { admin } = await buildCompany(t)
    const a = await newCliente(admin)
    const b = await newCliente(admin, '29537995593')
    await create(t, admin, '/api/veiculos', gol(a.id))
    await create(t, admin, '/api/veiculos', { ...gol(b.id), placa: 'XYZ9J87', modelo: 'Onix' })
    const plates = async (query: string) =>
      (await call(t, admin, 'GET', `/api/veiculos?${query}`))
        .json()
        .items.map((v: { placa: string }) => v.placa)
    expect(await plates('q=ABC1C34')).toEqual(['ABC1234'])
    expect(await plates('q=abc-1234')).toEqual(['ABC1234'])
    expect(await plates('q=XYZ-9987')).toEqual(['XYZ9J87'])
    expect(await plates('q=onix')).toEqual(['XYZ9J87'])
    expect(await plates(`cliente_id=${a.id}`)).toEqual(['ABC1234'])
  })

  it('turns pages newest first from the row the user saw', async () => {
    const { admin } = await buildCompany(t)
    const cliente = await newCliente(admin)
    for (let i = 0; i < 12; i++)
      await create(t, admin, '/api/veiculos', { ...gol(cliente.id), placa: `ABC${1000 + i}`, chassi: '' })
    type VeiculosPage = { items: Array<{ id: string; placa: string }> }
    const list = async (query: string): Promise<VeiculosPage> =>
      (await call(t, admin, 'GET', `/api/veiculos?${query}`)).json()
    const plates = (page: VeiculosPage) => page.items.map((v) => v.placa)
    const [p1, p2] = [await list('page=1'), await list('page=2')]
    expect(plates(p2)).toEqual(['ABC1001', 'ABC1000'])
    expect(plates(await list(`page=2&after=${p1.items.at(-1)?.id}`))).toEqual(plates(p2))
    expect(plates(await list(`page=1&before=${p2.items[0].id}`))).toEqual(plates(p1))
    expect(plates(await list(`page=2&after=${p1.items.at(-1)?.id}&cliente_id=${cliente.id}`))).toEqual(
      plates(p2),
    )
  })

  it.each([
    [{ placa: 'AB-12' }, 'placa', 'Placa inválida (use AAA-9999 ou AAA9A99)'],
    [{ chassi: '9BWZZZ377VT00425' }, 'chassi', 'O chassi deve ter 17 caracteres'],
    [{ chassi: '9BWZZZ377VT00425O' }, 'chassi', 'Chassi inválido'],
    [{ ano: new Date().getFullYear() + 2 }, 'ano', 'Ano inválido'],
    [{ marca: '' }, 'marca', 'Por favor, preencha todos os campos obrigatórios'],
    [{ cliente_id: 'x' }, 'cliente_id', 'Selecione o cliente'],
  ])('answers 400 for %j', async (change, field, message) => {
    const { admin } = await buildCompany(t)
    const cliente = await newCliente(admin)
    const res = await call(t, admin, 'POST', '/api/veiculos', { ...gol(cliente.id), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })

  it("refuses another company's client and a plate already registered", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const foreign = await newCliente(b.admin)
    const res = await call(t, a.admin, 'POST', '/api/veiculos', gol(foreign.id))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.cliente_id).toBe('Selecione o cliente')
    const own = await newCliente(a.admin)
    await create(t, a.admin, '/api/veiculos', gol(own.id))
    const dup = await call(t, a.admin, 'POST', '/api/veiculos', { ...gol(own.id), placa: 'ABC1234' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.message).toBe('Já existe um veículo com esta placa')
  })
})

describe('veiculos standard cases', () => {
  const record = async (owner: TestUser) =>
    (await create(t, owner, '/api/veiculos', gol((await newCliente(owner)).id))).id
  itHandlesRegisterCases({
    app: () => t,
    base: '/api/veiculos',
    body: () => ({ modelo: 'Gol G5' }),
    createRecord: record,
    badCreate: {
      body: { marca: 'Fiat' },
      field: 'modelo',
      message: 'Por favor, preencha todos os campos obrigatórios',
    },
    badUpdate: {
      body: { placa: '123' },
      field: 'placa',
      message: 'Placa inválida (use AAA-9999 ou AAA9A99)',
    },
  })
})
