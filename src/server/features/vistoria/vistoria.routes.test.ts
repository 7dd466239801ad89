import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ITENS_PADRAO } from '../../../shared/vistoria/vistoria'
import type { VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import { vistorias } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { ASSINATURA, assinar, preencher, vistoriaNova } from './vistoria-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const novaId = async (owner: Parameters<typeof vistoriaNova>[1]) => (await vistoriaNova(t, owner)).vistoria.id

describe('POST /api/os/:id/vistorias', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/os/${id}/vistorias`,
    permission: ['os', 'edit'],
    body: () => ({ tipo: 'entrada' }),
    badBody: { body: { tipo: 'chegada' }, field: 'tipo', message: 'Tipo de vistoria inválido' },
  })

  it('starts a draft with the company checklist, nothing ticked, and records it in the OS history', async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    expect(vistoria).toMatchObject({
      os_id: os.id,
      numero_os: os.numero_os,
      cliente_nome: 'Maria Aparecida da Silva',
      veiculo: { descricao: 'Fiat Uno', placa: 'ABC1D23' },
      tipo: 'entrada',
      versao: 1,
      situacao: 'rascunho',
      marcas: [],
      assinatura: null,
    })
    expect(vistoria.checklist).toEqual(ITENS_PADRAO.map((item) => ({ item, presente: false })))
    const detalhe = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json()
    expect(detalhe.historico.at(-1)).toMatchObject({
      evento: 'vistoria',
      observacao: 'Vistoria de entrada iniciada',
    })
  })

  it("refuses a second check-in (409 with the existing one's id) and a check-out before a check-in", async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    const again = await call(t, admin, 'POST', `/api/os/${os.id}/vistorias`, { tipo: 'entrada' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      message: 'Esta OS já tem esta vistoria: abra-a para continuar',
      id: vistoria.id,
    })
    const outra = await create(t, admin, '/api/os', {})
    const saida = await call(t, admin, 'POST', `/api/os/${outra.id}/vistorias`, { tipo: 'saida' })
    expect(saida.statusCode).toBe(409)
    expect(saida.json().error.message).toBe('Faça a vistoria de entrada antes da de saída')
  })
})

describe('GET /api/os/:id/vistorias and GET /api/vistorias/:id', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/os/${id}/vistorias`,
    permission: ['os', 'view'],
    createRecord: async (owner) => (await vistoriaNova(t, owner)).os.id,
  })
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/vistorias/${id}`,
    permission: ['os', 'view'],
    createRecord: novaId,
  })
  it('answers 400 in Portuguese for an id that is no uuid', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/vistorias/abc')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Vistoria não encontrada')
  })
})

describe('PATCH /api/vistorias/:id', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'PATCH',
    url: (id) => `/api/vistorias/${id}`,
    permission: ['os', 'edit'],
    body: () => ({ km: 1000 }),
    createRecord: novaId,
    badBody: { body: { combustivel: 7 }, field: 'combustivel', message: 'Nível de combustível inválido' },
  })

  it('stores km, fuel, checklist, notes and numbered marks with their photo', async () => {
    const { admin } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const { vistoria: v, foto } = await preencher(t, admin, vistoria)
    expect(v).toMatchObject({ km: 45210, combustivel: 2, observacoes: 'Cadeirinha no banco traseiro' })
    expect(v.marcas).toEqual([
      { numero: 1, vista: 'esquerda', x: 0.3, y: 0.5, tipo: 'risco', descricao: null, foto: null },
      {
        numero: 2,
        vista: 'frente',
        x: 0.5,
        y: 0.8,
        tipo: 'amassado',
        descricao: 'Para-choque',
        foto: { id: foto.id, url: foto.url },
      },
    ])
    expect(v.fotos_soltas).toEqual([])
    const img = await call(t, admin, 'GET', foto.url)
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
  })

  it("refuses a mark with another inspection's photo (400) and writes nothing", async () => {
    const { admin } = await buildCompany(t)
    const a = await vistoriaNova(t, admin)
    const b = await vistoriaNova(t, admin)
    const { foto } = await preencher(t, admin, a.vistoria)
    const res = await call(t, admin, 'PATCH', `/api/vistorias/${b.vistoria.id}`, {
      km: 10,
      marcas: [{ vista: 'superior', x: 0.5, y: 0.5, tipo: 'trinca', foto_id: foto.id }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.marcas).toBe('Foto não encontrada')
    const depois = (await call(t, admin, 'GET', `/api/vistorias/${b.vistoria.id}`)).json()
    expect(depois).toMatchObject({ km: null, marcas: [] })
  })
})

describe('POST /api/vistorias/:id/assinar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/vistorias/${id}/assinar`,
    permission: ['os', 'edit'],
    body: () => ({ nome: 'Maria Aparecida', imagem: ASSINATURA }),
    createRecord: novaId,
    badBody: { body: { nome: 'Maria', imagem: '' }, field: 'imagem', message: 'Assinatura inválida' },
  })

  it('keeps who, when, where from and the SHA-256; the inspection is then read-only (409)', async () => {
    const { admin } = await buildCompany(t, { name: 'Ana Admin' })
    const { os, vistoria } = await vistoriaNova(t, admin)
    await preencher(t, admin, vistoria)
    const v = await assinar(t, admin, vistoria.id)
    expect(v.situacao).toBe('assinada')
    expect(v.assinatura).toMatchObject({
      nome: 'Maria Aparecida',
      documento: '***.982.247-**',
      canal: 'balcao',
      coletada_por: 'Ana Admin',
      ip: '127.0.0.1',
      user_agent: 'lightMyRequest',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      confere: true,
      imagem: ASSINATURA,
    })
    const editar = await call(t, admin, 'PATCH', `/api/vistorias/${v.id}`, { km: 1 })
    expect(editar.statusCode).toBe(409)
    expect(editar.json().error.message).toBe(
      'Esta vistoria já foi assinada e não pode ser alterada. Para corrigir, crie uma nova versão.',
    )
    expect(
      (
        await call(t, admin, 'POST', `/api/vistorias/${v.id}/assinar`, {
          nome: 'Outra Pessoa',
          imagem: ASSINATURA,
        })
      ).statusCode,
    ).toBe(409)
    const historico = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json().historico
    expect(historico.at(-1).observacao).toBe('Vistoria de entrada assinada por Maria Aparecida na oficina')
  })

  it('shows when the stored content no longer gives the signed hash (changed outside the app)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    await assinar(t, admin, vistoria.id)
    await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx
        .update(vistorias)
        .set({ km: 99 })
        .where(and(eq(vistorias.empresa_id, empresaId), eq(vistorias.id, vistoria.id))),
    )
    const v: VistoriaView = (await call(t, admin, 'GET', `/api/vistorias/${vistoria.id}`)).json()
    expect(v.assinatura?.confere).toBe(false)
  })
})

describe('POST /api/vistorias/:id/corrigir', () => {
  const assinada = async (owner: Parameters<typeof vistoriaNova>[1]) => {
    const id = await novaId(owner)
    await assinar(t, owner, id)
    return id
  }
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/vistorias/${id}/corrigir`,
    permission: ['os', 'edit'],
    createRecord: assinada,
  })

  it('keeps the signed version as it was and opens version 2 with the same content and photos', async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    const { vistoria: preenchida } = await preencher(t, admin, vistoria)
    const v1 = await assinar(t, admin, vistoria.id)
    const res = await call(t, admin, 'POST', `/api/vistorias/${v1.id}/corrigir`)
    expect(res.statusCode, res.body).toBe(201)
    const v2: VistoriaView = res.json()
    expect(v2).toMatchObject({ versao: 2, situacao: 'rascunho', km: 45210, assinatura: null })
    expect(v2.marcas.map((mk) => mk.descricao)).toEqual(preenchida.marcas.map((mk) => mk.descricao))
    expect(v2.marcas[1]!.foto!.id).not.toBe(preenchida.marcas[1]!.foto!.id)
    expect((await call(t, admin, 'GET', v2.marcas[1]!.foto!.url)).statusCode).toBe(200)
    expect(v2.versoes.map((x) => [x.versao, x.situacao])).toEqual([
      [2, 'rascunho'],
      [1, 'substituida'],
    ])
    const antiga: VistoriaView = (await call(t, admin, 'GET', `/api/vistorias/${v1.id}`)).json()
    expect(antiga).toMatchObject({
      situacao: 'substituida',
      assinatura: { sha256: v1.assinatura!.sha256, confere: true },
    })
    expect((await call(t, admin, 'PATCH', `/api/vistorias/${v1.id}`, { km: 1 })).statusCode).toBe(409)
    const lista = (await call(t, admin, 'GET', `/api/os/${os.id}/vistorias`)).json()
    expect(lista).toHaveLength(2)
  })

  it('refuses to correct a draft (409)', async () => {
    const { admin } = await buildCompany(t)
    const id = await novaId(admin)
    const res = await call(t, admin, 'POST', `/api/vistorias/${id}/corrigir`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Só uma vistoria assinada pode ser corrigida')
  })
})

describe('check-out', () => {
  it('starts from the check-in checklist and km and shows the check-in marks to compare', async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    await preencher(t, admin, vistoria)
    await assinar(t, admin, vistoria.id)
    const saida: VistoriaView = await create(t, admin, `/api/os/${os.id}/vistorias`, { tipo: 'saida' })
    expect(saida).toMatchObject({ tipo: 'saida', km: 45210, marcas: [] })
    expect(saida.marcas_da_entrada?.map((mk) => mk.tipo)).toEqual(['risco', 'amassado'])
    expect(saida.termos).toMatch(/^Declaro que recebi o veículo/)
  })
})

describe('the technician', () => {
  it('reads and fills in an inspection (os view and edit by default) from the phone', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const id = await novaId(admin)
    expect((await call(t, tecnico, 'GET', `/api/vistorias/${id}`)).statusCode).toBe(200)
    const res = await call(t, tecnico, 'PATCH', `/api/vistorias/${id}`, { km: 1200 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().km).toBe(1200)
  })
})
