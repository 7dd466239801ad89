import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany } from '../../../test/factories'
import { itHandlesRegisterCases } from '../../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('servicos', () => {
  it('generates the next code per company when blank, keeps a given one, and defaults time and discount', async () => {
    const { admin } = await buildCompany(t)
    const a = await create(t, admin, '/api/servicos', { descricao: 'Pintura', preco_publico: 38000 })
    expect(a).toMatchObject({
      codigo: 'SRV-001',
      tempo_previsto_min: 60,
      permite_desconto: true,
      custo_base: null,
    })
    await create(t, admin, '/api/servicos', {
      codigo: 'pol-10',
      descricao: 'Polimento',
      preco_publico: 30000,
    })
    const c = await create(t, admin, '/api/servicos', {
      codigo: '',
      descricao: 'Funilaria',
      preco_publico: 45000,
      custo_base: 20000,
    })
    expect(c.codigo).toBe('SRV-002')
    const dup = await call(t, admin, 'POST', '/api/servicos', {
      codigo: 'POL-10',
      descricao: 'X',
      preco_publico: 1,
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.message).toBe('Já existe um serviço com este código')
    const other = await buildCompany(t)
    expect(
      (await create(t, other.admin, '/api/servicos', { descricao: 'Pintura', preco_publico: 1 })).codigo,
    ).toBe('SRV-001')
  })

  it('gives distinct codes to concurrent creations', async () => {
    const { admin } = await buildCompany(t)
    const made = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        create(t, admin, '/api/servicos', { descricao: `S${i}`, preco_publico: 100 }),
      ),
    )
    expect(made.map((s) => s.codigo).sort()).toEqual(['SRV-001', 'SRV-002', 'SRV-003', 'SRV-004', 'SRV-005'])
  })

  it('keeps the NFS-e fields: own code, NBS, ISS rate and withholding; null follows the company', async () => {
    const { admin } = await buildCompany(t)
    const padrao = await create(t, admin, '/api/servicos', { descricao: 'Revisão', preco_publico: 30000 })
    expect(padrao).toMatchObject({
      codigo_tributacao: null,
      codigo_nbs: null,
      aliquota_iss_bp: null,
      iss_retido: false,
    })
    const proprio = await create(t, admin, '/api/servicos', {
      descricao: 'Blindagem',
      preco_publico: 900000,
      codigo_tributacao: '14.01.01',
      codigo_nbs: '1.2001.10.00',
      aliquota_iss_bp: 350,
      iss_retido: true,
    })
    expect(proprio).toMatchObject({
      codigo_tributacao: '140101',
      codigo_nbs: '120011000',
      aliquota_iss_bp: 350,
      iss_retido: true,
    })
    // Editing other fields leaves them; clearing them goes back to the company's defaults.
    const preco = await call(t, admin, 'PATCH', `/api/servicos/${proprio.id}`, { preco_publico: 950000 })
    expect(preco.json()).toMatchObject({
      codigo_tributacao: '140101',
      aliquota_iss_bp: 350,
      iss_retido: true,
    })
    const limpo = await call(t, admin, 'PATCH', `/api/servicos/${proprio.id}`, {
      codigo_tributacao: '',
      codigo_nbs: null,
      aliquota_iss_bp: null,
      iss_retido: false,
    })
    expect(limpo.statusCode, limpo.body).toBe(200)
    expect(limpo.json()).toMatchObject({
      codigo_tributacao: null,
      codigo_nbs: null,
      aliquota_iss_bp: null,
      iss_retido: false,
    })
    const lido = await call(t, admin, 'GET', `/api/servicos/${proprio.id}`)
    expect(lido.json()).toMatchObject({ preco_publico: 950000, codigo_tributacao: null })
  })

  it.each([
    [
      { codigo_tributacao: '14.01' },
      'codigo_tributacao',
      'Informe o código de tributação nacional com 6 dígitos (ex.: 14.01.01)',
    ],
    [
      { codigo_tributacao: 'AB0101' },
      'codigo_tributacao',
      'Informe o código de tributação nacional com 6 dígitos (ex.: 14.01.01)',
    ],
    [{ codigo_nbs: '12345' }, 'codigo_nbs', 'Informe o código NBS com 9 dígitos'],
    [{ aliquota_iss_bp: 501 }, 'aliquota_iss_bp', 'Informe a alíquota de ISS entre 0 e 5%'],
    [{ aliquota_iss_bp: 2.5 }, 'aliquota_iss_bp', 'Informe a alíquota de ISS entre 0 e 5%'],
    [{ aliquota_iss_bp: -1 }, 'aliquota_iss_bp', 'Informe a alíquota de ISS entre 0 e 5%'],
    [{ iss_retido: 'sim' }, 'iss_retido', 'Informe sim ou não'],
  ])('answers 400 for the fiscal field %j, on create and on edit', async (extra, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/servicos', {
      descricao: 'X',
      preco_publico: 100,
      ...extra,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    const s = await create(t, admin, '/api/servicos', { descricao: 'Y', preco_publico: 100 })
    const edit = await call(t, admin, 'PATCH', `/api/servicos/${s.id}`, extra)
    expect(edit.statusCode).toBe(400)
    expect(edit.json().error.fields[field]).toBe(message)
  })

  it.each([
    [{ preco_publico: 100 }, 'descricao', 'Preencha descrição e preço'],
    [{ descricao: 'X' }, 'preco_publico', 'Preencha descrição e preço'],
    [{ descricao: 'X', preco_publico: 10.5 }, 'preco_publico', 'Preencha descrição e preço'],
    [{ descricao: 'X', preco_publico: 100, custo_base: -1 }, 'custo_base', 'Informe um valor válido'],
  ])('answers 400 for %j', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/servicos', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })
})

describe('servicos standard cases', () => {
  itHandlesRegisterCases({
    app: () => t,
    base: '/api/servicos',
    body: () => ({ descricao: 'Alinhamento', preco_publico: 9000 }),
    createRecord: async (owner) =>
      (await create(t, owner, '/api/servicos', { descricao: 'A', preco_publico: 1 })).id,
    badCreate: { body: { descricao: '' }, field: 'descricao', message: 'Preencha descrição e preço' },
    badUpdate: {
      body: { preco_publico: 'caro' },
      field: 'preco_publico',
      message: 'Preencha descrição e preço',
    },
  })
})
