import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nfseConfig } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../../test/fake-focus-nfe'

let t: TestApp
let focus: FakeFocusNfe
beforeAll(async () => {
  focus = await iniciarFakeFocusNfe({ token: 'tok-focus-segredo-123' })
  t = await createTestApp({ FOCUS_NFE_URL_HOMOLOGACAO: focus.url })
})
afterAll(async () => {
  await t.close()
  await focus.fechar()
})

/** What an admin types for the fake Focus NFe (the company is in São Paulo). */
const configDoFake = (extra: object = {}) => ({
  ambiente: 'homologacao',
  token: focus.token,
  cnpj: '12.345.678/0001-95',
  inscricao_municipal: '1.234.567-8',
  codigo_municipio: '3550308',
  regime_tributario: 'simples_nacional',
  aliquota_iss: '2,5',
  codigo_tributacao: '14.01.01',
  ...extra,
})

const salvar = (admin: TestUser, extra: object = {}) =>
  call(t, admin, 'PUT', '/api/fiscal/config', configDoFake(extra))

const linhaDe = async (empresaId: string) => {
  const [linha] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.select().from(nfseConfig).where(eq(nfseConfig.empresa_id, empresaId)),
  )
  return linha
}

describe('Configurações > Nota fiscal', () => {
  it('answers 401 without a session and 403 to anyone but an admin, before reading the body', async () => {
    const semSessao = await t.app.inject({ method: 'GET', url: '/api/fiscal/config' })
    expect(semSessao.statusCode).toBe(401)
    const { empresaId } = await buildCompany(t)
    for (const papel of ['gerente', 'operador', 'tecnico'] as const) {
      const usuario = await buildUser(t, empresaId, papel)
      for (const [method, url, body] of [
        ['GET', '/api/fiscal/config', undefined],
        ['PUT', '/api/fiscal/config', { lixo: true }],
        ['DELETE', '/api/fiscal/config', undefined],
        ['POST', '/api/fiscal/testar', undefined],
        ['GET', '/api/fiscal/municipios?uf=S&cidade=', undefined],
      ] as const) {
        const res = await call(t, usuario, method, url, body)
        expect(res.statusCode, `${papel} ${method} ${url}`).toBe(403)
        expect(res.json().error.message).toBe('Apenas administradores podem configurar a nota fiscal')
      }
    }
  })

  it('shows defaults before the first save: the company CNPJ offered, code 14.01.01', async () => {
    const { admin } = await buildCompany(t)
    await call(t, admin, 'PATCH', '/api/empresa', { nome_empresa: 'Oficina X', cnpj: '11.222.333/0001-81' })
    const res = await call(t, admin, 'GET', '/api/fiscal/config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      configurado: false,
      token_salvo: false,
      provedor: 'focus_nfe',
      ambiente: 'homologacao',
      cnpj: '11222333000181',
      codigo_tributacao: '140101',
      webhook_url: null,
      teste: null,
    })
  })

  it('answers 400 in Portuguese for each bad field and saves nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const casos: [object, string, string][] = [
      [{ provedor: 'nfe_io' }, 'provedor', 'Escolha o provedor da nota fiscal'],
      [{ ambiente: 'teste' }, 'ambiente', 'Escolha o ambiente: homologação ou produção'],
      [{ token: 'x'.repeat(201) }, 'token', 'Informe o token da API (até 200 caracteres)'],
      [{ cnpj: '123' }, 'cnpj', 'Informe o CNPJ da empresa (14 caracteres)'],
      [
        { inscricao_municipal: '1'.repeat(21) },
        'inscricao_municipal',
        'Informe a inscrição municipal (até 20 caracteres)',
      ],
      [{ codigo_municipio: '35503' }, 'codigo_municipio', 'Informe o código IBGE do município (7 dígitos)'],
      [{ regime_tributario: 'outro' }, 'regime_tributario', 'Escolha o regime tributário'],
      [{ regime_especial: 'x' }, 'regime_especial', 'Escolha o regime especial de tributação'],
      [{ aliquota_iss: '6' }, 'aliquota_iss', 'Informe a alíquota de ISS entre 0 e 5%'],
      [{ aliquota_iss: 'dois' }, 'aliquota_iss', 'Informe a alíquota de ISS entre 0 e 5%'],
      [
        { codigo_tributacao: '14.01' },
        'codigo_tributacao',
        'Informe o código de tributação nacional com 6 dígitos (ex.: 14.01.01)',
      ],
      [{ codigo_nbs: '1234' }, 'codigo_nbs', 'Informe o código NBS com 9 dígitos'],
      [
        { tributos_simples: '34' },
        'tributos_simples',
        'Informe o percentual aproximado de tributos do Simples entre 0 e 33%',
      ],
      [{ emitir_ao_faturar: 'sim' }, 'emitir_ao_faturar', 'Informe sim ou não'],
    ]
    for (const [extra, campo, mensagem] of casos) {
      const res = await salvar(admin, extra)
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().error.fields[campo], JSON.stringify(extra)).toBe(mensagem)
    }
    // A well-formed code that is no city: the IBGE table says so.
    const semCidade = await salvar(admin, { codigo_municipio: '3599999' })
    expect(semCidade.statusCode).toBe(400)
    expect(semCidade.json().error.fields.codigo_municipio).toBe(
      'Município não encontrado na tabela do IBGE: confira a cidade e a UF',
    )
    const semToken = await salvar(admin, { token: '' })
    expect(semToken.statusCode).toBe(400)
    expect(semToken.json().error.message).toBe('Informe o token da API fornecido pelo provedor')
    expect(semToken.json().error.fields.token).toBe('Informe o token da API fornecido pelo provedor')
    expect(await linhaDe(empresaId)).toBeUndefined()
  })

  it('keeps the token sealed: never in an answer, never in clear in the database; kept when left empty', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Oficina SP',
      cidade: 'São Paulo',
      uf: 'SP',
    })
    const res = await salvar(admin)
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json()
    expect(view).toMatchObject({
      configurado: true,
      token_salvo: true,
      cnpj: '12345678000195',
      inscricao_municipal: '12345678',
      codigo_municipio: '3550308',
      municipio: 'São Paulo/SP',
      aliquota_iss: '2.50',
      codigo_tributacao: '140101',
      codigo_nbs: '',
      tributos_simples: '',
      emitir_ao_faturar: false,
      teste: null,
    })
    expect(view.webhook_url).toMatch(/^http:\/\/localhost:3000\/api\/webhooks\/nfse\/[\w-]{20,}$/)
    const get = await call(t, admin, 'GET', '/api/fiscal/config')
    expect(get.json()).toEqual(view)
    for (const corpo of [res.body, get.body]) expect(corpo).not.toContain(focus.token)
    const linha = await linhaDe(empresaId)
    expect(linha.segredos).toMatch(/^v1\./)
    expect(JSON.stringify(linha)).not.toContain(focus.token)

    // Saved again without a token: the stored one stays (the test passes), the webhook URL too.
    const outra = await salvar(admin, {
      token: '',
      aliquota_iss: '3',
      tributos_simples: '6,5',
      codigo_nbs: '1.2001.10.00',
      emitir_ao_faturar: true,
    })
    expect(outra.statusCode, outra.body).toBe(200)
    expect(outra.json()).toMatchObject({
      aliquota_iss: '3.00',
      tributos_simples: '6.50',
      codigo_nbs: '120011000',
      emitir_ao_faturar: true,
      token_salvo: true,
      webhook_url: view.webhook_url,
    })
    const teste = await call(t, admin, 'POST', '/api/fiscal/testar')
    expect(teste.json()).toEqual({
      ok: true,
      mensagem: 'Configuração funcionando: o provedor aceitou o token e o aviso de notas foi registrado',
    })

    // A code of another state shows only its UF (the table has no spelled names).
    const rio = await salvar(admin, { token: '', codigo_municipio: '3304557' })
    expect(rio.json().municipio).toBe('RJ')
  })

  it("'Testar configuração' checks the token and registers the callback with its authorization", async () => {
    const { admin } = await buildCompany(t)
    const view = (await salvar(admin, { cnpj: '98765432000198' })).json()
    const teste = await call(t, admin, 'POST', '/api/fiscal/testar')
    expect(teste.statusCode).toBe(200)
    expect(teste.json().ok).toBe(true)
    const gatilho = focus.gatilhos.find((g) => g.cnpj === '98765432000198')
    expect(gatilho).toMatchObject({
      event: 'nfsen',
      url: view.webhook_url,
      authorization_header: 'Authorization',
    })
    expect(gatilho?.authorization).toMatch(/^[\w-]{20,}$/)
    expect(teste.body).not.toContain(gatilho?.authorization)
    const depois = (await call(t, admin, 'GET', '/api/fiscal/config')).json()
    expect(depois.teste).toMatchObject({ ok: true })
    expect(depois.webhook_registrado_em).not.toBeNull()
    expect(JSON.stringify(depois)).not.toContain(gatilho?.authorization)

    // Testing again keeps one hook with the same authorization (made once, kept on save).
    await salvar(admin, { cnpj: '98765432000198', token: '' })
    await call(t, admin, 'POST', '/api/fiscal/testar')
    const daEmpresa = focus.gatilhos.filter((g) => g.cnpj === '98765432000198')
    expect(daEmpresa).toHaveLength(1)
    expect(daEmpresa[0].authorization).toBe(gatilho?.authorization)

    // A new token clears the last test; a wrong one fails with the provider's reason, never a 500.
    const errado = await salvar(admin, { cnpj: '98765432000198', token: 'token-errado' })
    expect(errado.json()).toMatchObject({ teste: null, webhook_registrado_em: null })
    const falha = await call(t, admin, 'POST', '/api/fiscal/testar')
    expect(falha.statusCode).toBe(200)
    expect(falha.json().ok).toBe(false)
    expect(falha.json().mensagem).toMatch(/token/i)
    expect(falha.body).not.toContain('token-errado')
    const registrado = (await call(t, admin, 'GET', '/api/fiscal/config')).json()
    expect(registrado.teste).toMatchObject({ ok: false, mensagem: falha.json().mensagem })
  })

  it('says the provider is unreachable without a 500 (production URL points nowhere in tests)', async () => {
    const { admin } = await buildCompany(t)
    await salvar(admin, { ambiente: 'producao' })
    const falha = await call(t, admin, 'POST', '/api/fiscal/testar')
    expect(falha.statusCode).toBe(200)
    expect(falha.json().ok).toBe(false)
    expect(falha.json().mensagem.length).toBeGreaterThan(10)
  })

  it('disconnects; testing or disconnecting again then says it is not configured', async () => {
    const { admin } = await buildCompany(t)
    await salvar(admin)
    expect((await call(t, admin, 'DELETE', '/api/fiscal/config')).statusCode).toBe(204)
    for (const [method, url] of [
      ['POST', '/api/fiscal/testar'],
      ['DELETE', '/api/fiscal/config'],
    ] as const) {
      const res = await call(t, admin, method, url)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(
        'A nota fiscal ainda não foi configurada (Configurações › Nota fiscal)',
      )
    }
    const get = (await call(t, admin, 'GET', '/api/fiscal/config')).json()
    expect(get).toMatchObject({ configurado: false, token_salvo: false })
  })

  it("one company never sees or changes another's settings", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    await salvar(a.admin, { aliquota_iss: '4' })
    expect((await call(t, b.admin, 'GET', '/api/fiscal/config')).json().configurado).toBe(false)
    expect((await call(t, b.admin, 'DELETE', '/api/fiscal/config')).statusCode).toBe(404)
    expect((await call(t, b.admin, 'POST', '/api/fiscal/testar')).statusCode).toBe(404)
    // B's first save needs its own token: A's is not B's.
    expect((await salvar(b.admin, { token: '' })).statusCode).toBe(400)
    const deA = (await call(t, a.admin, 'GET', '/api/fiscal/config')).json()
    expect(deA).toMatchObject({ configurado: true, aliquota_iss: '4.00' })
  })

  it('finds the IBGE code of a city, ignoring accents and case; 404 and 400 in Portuguese', async () => {
    const { admin } = await buildCompany(t)
    const sp = await call(
      t,
      admin,
      'GET',
      `/api/fiscal/municipios?uf=sp&cidade=${encodeURIComponent('São Paulo')}`,
    )
    expect(sp.statusCode).toBe(200)
    expect(sp.json()).toEqual({ codigo: '3550308', nome: 'São Paulo', uf: 'SP' })
    const nenhuma = await call(t, admin, 'GET', '/api/fiscal/municipios?uf=SP&cidade=Atlantida')
    expect(nenhuma.statusCode).toBe(404)
    expect(nenhuma.json().error.message).toBe(
      'Município não encontrado na tabela do IBGE: confira a cidade e a UF',
    )
    const semUf = await call(t, admin, 'GET', '/api/fiscal/municipios?uf=S&cidade=Recife')
    expect(semUf.statusCode).toBe(400)
    expect(semUf.json().error.fields.uf).toBe('Informe a UF com 2 letras')
    const semCidade = await call(t, admin, 'GET', '/api/fiscal/municipios?uf=PE&cidade=')
    expect(semCidade.statusCode).toBe(400)
    expect(semCidade.json().error.fields.cidade).toBe('Informe a cidade')
  })
})
