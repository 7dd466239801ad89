import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const APENAS_ADMIN = 'Apenas administradores podem alterar essas configurações'

const completo = {
  nome_empresa: 'Funilaria Estrela',
  cnpj: '12.ABC.345/01DE-35',
  email: 'Contato@Estrela.com.br',
  telefone: '(11) 3222-3333',
  cep: '01001-000',
  endereco: 'Praça da Sé, 100',
  cidade: 'São Paulo',
  uf: 'sp',
  fuso_horario: 'America/Cuiaba',
  pix_tipo: 'telefone',
  pix_chave: '(11) 97162-6799',
  pix_nome: 'Funilaria Estrela',
  pix_cidade: 'Sao Paulo',
}

const empresaOf = async (user: TestUser) => (await call(t, user, 'GET', '/api/empresa')).json()
const meOf = async (user: TestUser) => (await call(t, user, 'GET', '/api/me')).json()

describe('GET/PATCH /api/empresa', () => {
  it("reads the new company's settings: its name, São Paulo time and no PIX key", async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Oficina do Zé' })
    const res = await call(t, admin, 'GET', '/api/empresa')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: empresaId,
      nome_empresa: 'Oficina do Zé',
      cnpj: null,
      email: null,
      telefone: null,
      cep: null,
      endereco: null,
      cidade: null,
      uf: null,
      fuso_horario: 'America/Sao_Paulo',
      pix_tipo: null,
      pix_chave: null,
      pix_nome: null,
      pix_cidade: null,
      logo_url: null,
      permitir_estoque_negativo: true,
    })
  })

  it('lets the admin save every field, stored unmasked, and every member read them', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const res = await call(t, admin, 'PATCH', '/api/empresa', completo)
    expect(res.statusCode).toBe(200)
    const salvo = {
      id: empresaId,
      nome_empresa: 'Funilaria Estrela',
      cnpj: '12ABC34501DE35',
      email: 'contato@estrela.com.br',
      telefone: '1132223333',
      cep: '01001000',
      endereco: 'Praça da Sé, 100',
      cidade: 'São Paulo',
      uf: 'SP',
      fuso_horario: 'America/Cuiaba',
      pix_tipo: 'telefone',
      pix_chave: '+5511971626799',
      pix_nome: 'Funilaria Estrela',
      pix_cidade: 'Sao Paulo',
      logo_url: null,
      permitir_estoque_negativo: true,
    }
    expect(res.json()).toEqual(salvo)
    expect(await empresaOf(admin)).toEqual(salvo)
    expect(await empresaOf(tecnico)).toEqual(salvo)
  })

  it('shows the new name and time zone in /api/me at once, for every session of the company', async () => {
    const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Nome Antigo' })
    const operador = await buildUser(t, empresaId, 'operador')
    // Both sessions are now remembered by the auth hook (decision 003) with the old name.
    expect((await meOf(admin)).empresa.nome_empresa).toBe('Nome Antigo')
    expect((await meOf(operador)).empresa.nome_empresa).toBe('Nome Antigo')
    await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Nome Novo',
      fuso_horario: 'America/Manaus',
    })
    for (const user of [admin, operador]) {
      expect((await meOf(user)).empresa).toMatchObject({
        nome_empresa: 'Nome Novo',
        fuso_horario: 'America/Manaus',
      })
    }
  })

  it('changes only the fields sent; a blank field or an all-blank PIX group clears them', async () => {
    const { admin } = await buildCompany(t)
    await call(t, admin, 'PATCH', '/api/empresa', completo)
    await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Estrela Nova', cidade: 'Recife' })
    expect(await empresaOf(admin)).toMatchObject({
      nome_empresa: 'Estrela Nova',
      cidade: 'Recife',
      cnpj: '12ABC34501DE35',
      pix_chave: '+5511971626799',
    })
    const res = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Estrela Nova',
      cnpj: '',
      pix_tipo: '',
      pix_chave: '',
      pix_nome: '',
      pix_cidade: '',
    })
    expect(res.json()).toMatchObject({
      cnpj: null,
      cidade: 'Recife',
      pix_tipo: null,
      pix_chave: null,
      pix_nome: null,
      pix_cidade: null,
    })
  })

  it('no longer takes the share templates: they moved to Configurações → Mensagens', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Funilaria Estrela',
      modelo_whatsapp: 'Oi {cliente}',
    })
    expect(res.statusCode).toBe(400)
    expect(await empresaOf(admin)).not.toHaveProperty('modelo_whatsapp')
  })

  it("turns 'Permitir estoque negativo' off and on, keeping the other settings", async () => {
    const { admin } = await buildCompany(t)
    await call(t, admin, 'PATCH', '/api/empresa', completo)
    const off = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Funilaria Estrela',
      permitir_estoque_negativo: false,
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ permitir_estoque_negativo: false, cidade: 'São Paulo' })
    expect((await empresaOf(admin)).permitir_estoque_negativo).toBe(false)
    // Saving the other fields (the company form) leaves the setting as it is.
    await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Estrela', cidade: 'Recife' })
    expect((await empresaOf(admin)).permitir_estoque_negativo).toBe(false)
    await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Estrela',
      permitir_estoque_negativo: true,
    })
    expect((await empresaOf(admin)).permitir_estoque_negativo).toBe(true)
    const bad = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Estrela',
      permitir_estoque_negativo: 'talvez',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.permitir_estoque_negativo).toBe(
      'Informe se a empresa permite estoque negativo (sim ou não)',
    )
  })

  it('accepts numeric and alphanumeric CNPJs and each kind of PIX key', async () => {
    const { admin } = await buildCompany(t)
    const cases: Array<[object, object]> = [
      [{ cnpj: '11.222.333/0001-81' }, { cnpj: '11222333000181' }],
      [{ cnpj: 'a3.170.7x3/0001-36' }, { cnpj: 'A31707X3000136' }],
      [
        { pix_tipo: 'email', pix_chave: 'Caixa@Estrela.com.br', pix_nome: 'Estrela', pix_cidade: 'Recife' },
        { pix_tipo: 'email', pix_chave: 'caixa@estrela.com.br' },
      ],
      [
        { pix_tipo: 'cnpj', pix_chave: '12.ABC.345/01DE-35', pix_nome: 'Estrela', pix_cidade: 'Recife' },
        { pix_tipo: 'cnpj', pix_chave: '12ABC34501DE35' },
      ],
      [
        { pix_tipo: 'cpf', pix_chave: '529.982.247-25', pix_nome: 'Estrela', pix_cidade: 'Recife' },
        { pix_tipo: 'cpf', pix_chave: '52998224725' },
      ],
      [
        {
          pix_tipo: 'aleatoria',
          pix_chave: '123e4567-e12b-12d1-a456-426655440000',
          pix_nome: 'Estrela',
          pix_cidade: 'Recife',
        },
        { pix_tipo: 'aleatoria', pix_chave: '123e4567-e12b-12d1-a456-426655440000' },
      ],
    ]
    for (const [body, expected] of cases) {
      const res = await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Estrela', ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(200)
      expect(res.json()).toMatchObject(expected)
    }
  })

  it("never shows or changes another company's settings", async () => {
    const a = await buildCompany(t, { nome_empresa: 'Oficina A' })
    const b = await buildCompany(t, { nome_empresa: 'Oficina B' })
    await call(t, a.admin, 'PATCH', '/api/empresa', completo)
    const deB = await empresaOf(b.admin)
    expect(deB).toMatchObject({ id: b.empresaId, nome_empresa: 'Oficina B', cnpj: null, pix_chave: null })
    await call(t, b.admin, 'PATCH', '/api/empresa', { nome_empresa: 'Oficina B2', cidade: 'Manaus' })
    expect(await empresaOf(a.admin)).toMatchObject({
      id: a.empresaId,
      nome_empresa: 'Funilaria Estrela',
      cidade: 'São Paulo',
    })
    expect((await meOf(a.admin)).empresa.nome_empresa).toBe('Funilaria Estrela')
    expect((await meOf(b.admin)).empresa.nome_empresa).toBe('Oficina B2')
  })
})

describe('PATCH /api/empresa refusals', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/empresa', payload: completo })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHENTICATED')
  })

  it.each(['gerente', 'operador', 'tecnico'] as const)(
    "answers 403 'Apenas administradores…' to a %s, even with the configuracoes edit flag and a bad body",
    async (role) => {
      const { admin, empresaId } = await buildCompany(t, { nome_empresa: 'Intocada' })
      if (role !== 'tecnico') {
        await setPermission(t, empresaId, role, 'configuracoes', { can_edit: true, can_create: true })
      }
      const user = await buildUser(t, empresaId, role)
      for (const body of [completo, { cnpj: '123' }]) {
        const res = await call(t, user, 'PATCH', '/api/empresa', body)
        expect(res.statusCode).toBe(403)
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: APENAS_ADMIN })
      }
      expect((await empresaOf(admin)).nome_empresa).toBe('Intocada')
    },
  )

  it.each([
    [{ cnpj: '12.ABC.345/01DE-34' }, 'cnpj', 'CNPJ inválido'],
    [{ cnpj: '11111111111111' }, 'cnpj', 'CNPJ inválido'],
    [{ uf: 'XX' }, 'uf', 'Selecione uma UF válida'],
    [{ nome_empresa: '  ' }, 'nome_empresa', 'O nome é obrigatório'],
    [{ fuso_horario: 'Europe/Lisbon' }, 'fuso_horario', 'Selecione um fuso horário válido'],
    [
      { pix_tipo: 'telefone', pix_chave: '(11) 3222-3333', pix_nome: 'Estrela', pix_cidade: 'Recife' },
      'pix_chave',
      'Chave PIX inválida',
    ],
    [
      { pix_tipo: 'cpf', pix_chave: '111.111.111-11', pix_nome: 'Estrela', pix_cidade: 'Recife' },
      'pix_chave',
      'Chave PIX inválida',
    ],
    [{ pix_tipo: 'email', pix_chave: 'caixa@estrela.com.br' }, 'pix_nome', 'Informe o nome do recebedor'],
    [
      { pix_tipo: 'email', pix_chave: 'caixa@estrela.com.br', pix_nome: 'Estrela' },
      'pix_cidade',
      'Informe a cidade do recebedor',
    ],
    [{ plano: 'enterprise' }, 'plano', 'Campo não permitido'],
  ])('answers 400 for %j and writes nothing', async (body, field, message) => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Intacta' })
    const res = await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Mudou', ...body })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect((await empresaOf(admin)).nome_empresa).toBe('Intacta')
  })

  it("answers 400 'O nome é obrigatório' when the name is missing", async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'PATCH', '/api/empresa', { cidade: 'Recife' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      message: 'O nome é obrigatório',
      fields: { nome_empresa: 'O nome é obrigatório' },
    })
  })
})

describe('GET /api/empresa standard cases', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/empresa',
    permission: ['configuracoes', 'view'],
  })
})
