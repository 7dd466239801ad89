import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cobrancaPixConfig } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { buildCompany, buildUser } from '../../test/factories'
import { conectar, configDoFake, type PspEApp, startPspEApp } from './cobranca-pix-fixtures'

let x: PspEApp
beforeAll(async () => {
  x = await startPspEApp()
})
afterAll(() => x.close())

describe('Configurações > Cobrança PIX', () => {
  it('answers 401 without a session and 403 to anyone but an admin, before reading the body', async () => {
    const semSessao = await x.t.app.inject({ method: 'GET', url: '/api/cobranca-pix/config' })
    expect(semSessao.statusCode).toBe(401)
    const { empresaId } = await buildCompany(x.t)
    const gerente = await buildUser(x.t, empresaId, 'gerente')
    for (const [method, url, body] of [
      ['GET', '/api/cobranca-pix/config', undefined],
      ['PUT', '/api/cobranca-pix/config', { lixo: true }],
      ['DELETE', '/api/cobranca-pix/config', undefined],
      ['POST', '/api/cobranca-pix/testar', undefined],
    ] as const) {
      const res = await call(x.t, gerente, method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error.message).toBe('Apenas administradores podem configurar a cobrança PIX')
    }
  })

  it('answers 400 in Portuguese for bad settings and saves nothing', async () => {
    const { admin, empresaId } = await buildCompany(x.t)
    const casos: [object, string, string][] = [
      [{ base_url: 'http://banco.com' }, 'base_url', 'Informe uma URL https:// válida'],
      [{ multa_percentual: '25' }, 'multa_percentual', 'Informe um percentual entre 0 e 20'],
      [{ juros_percentual_mes: 'um' }, 'juros_percentual_mes', 'Informe um percentual entre 0 e 10'],
      [{ validade_dias: 0 }, 'validade_dias', 'Informe um número de dias entre 1 e 365'],
      [
        { certificado: { tipo: 'pem', certificado: 'x', chave_privada: 'y' } },
        'certificado.certificado',
        'Cole o certificado e a chave privada em formato PEM (-----BEGIN …-----)',
      ],
    ]
    for (const [extra, campo, mensagem] of casos) {
      const res = await call(x.t, admin, 'PUT', '/api/cobranca-pix/config', configDoFake(x.psp, extra))
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().error.fields[campo]).toBe(mensagem)
    }
    // A PFX that is not one (or whose password is wrong) is refused before it is stored.
    const pfx = await call(
      x.t,
      admin,
      'PUT',
      '/api/cobranca-pix/config',
      configDoFake(x.psp, { certificado: { tipo: 'pfx', arquivo_base64: 'AAAA', senha: 'x' } }),
    )
    expect(pfx.statusCode).toBe(400)
    expect(pfx.json().error.message).toBe('Certificado do cliente inválido ou senha incorreta.')
    const semSegredo = await call(
      x.t,
      admin,
      'PUT',
      '/api/cobranca-pix/config',
      configDoFake(x.psp, { client_secret: undefined }),
    )
    expect(semSegredo.statusCode).toBe(400)
    expect(semSegredo.json().error.message).toBe('Informe o client secret fornecido pelo banco')
    const linhas = await withTenant(x.t.handle.db, { empresaId }, (tx) => tx.select().from(cobrancaPixConfig))
    expect(linhas).toEqual([])
  })

  it('keeps the secrets sealed: never in an answer, never in clear in the database', async () => {
    const { admin, empresaId } = await buildCompany(x.t)
    const res = await call(x.t, admin, 'PUT', '/api/cobranca-pix/config', configDoFake(x.psp))
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json()
    expect(view).toMatchObject({
      configurado: true,
      base_url: x.psp.baseUrl,
      client_id: x.psp.clientId,
      certificado_tipo: 'pem',
      multa_percentual: '2.00',
      juros_percentual_mes: '1.00',
      teste: null,
    })
    expect(view.certificado_validade).toMatch(/^\d{4}-/)
    expect(view.webhook_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/pix\/[\w-]{20,}$/)
    const get = await call(x.t, admin, 'GET', '/api/cobranca-pix/config')
    for (const corpo of [res.body, get.body]) {
      expect(corpo).not.toContain(x.psp.clientSecret)
      expect(corpo).not.toContain('PRIVATE KEY')
    }
    const [linha] = await withTenant(x.t.handle.db, { empresaId }, (tx) =>
      tx.select().from(cobrancaPixConfig).where(eq(cobrancaPixConfig.empresa_id, empresaId)),
    )
    expect(linha.segredos).toMatch(/^v1\./)
    expect(JSON.stringify(linha)).not.toContain(x.psp.clientSecret)
    expect(JSON.stringify(linha)).not.toContain('PRIVATE KEY')

    // Saved again without secret or certificate: the stored ones stay, the webhook URL too.
    const outra = await call(
      x.t,
      admin,
      'PUT',
      '/api/cobranca-pix/config',
      configDoFake(x.psp, { client_secret: undefined, certificado: undefined, multa_percentual: '2,5' }),
    )
    expect(outra.statusCode, outra.body).toBe(200)
    expect(outra.json()).toMatchObject({ multa_percentual: '2.50', webhook_url: view.webhook_url })
    const teste = await call(x.t, admin, 'POST', '/api/cobranca-pix/testar')
    expect(teste.json()).toEqual({
      ok: true,
      mensagem: 'Conexão com o banco funcionando: webhook registrado',
    })
  })

  it("'Testar conexão' gets a token and registers the webhook at the bank; a wrong secret says why", async () => {
    const { admin } = await buildCompany(x.t)
    const view = await conectar(x.t, admin, x.psp)
    expect(x.psp.webhookUrl).toBe(view.webhook_url)
    expect(x.psp.webhookChave).toBe('financeiro@oficina.com.br')
    const depois = (await call(x.t, admin, 'GET', '/api/cobranca-pix/config')).json()
    expect(depois.teste).toMatchObject({ ok: true })
    expect(depois.webhook_registrado_em).not.toBeNull()

    await call(
      x.t,
      admin,
      'PUT',
      '/api/cobranca-pix/config',
      configDoFake(x.psp, { client_secret: 'errado' }),
    )
    const falha = await call(x.t, admin, 'POST', '/api/cobranca-pix/testar')
    expect(falha.statusCode).toBe(200)
    expect(falha.json().ok).toBe(false)
    expect(falha.json().mensagem).toMatch(/credenciais/)
    expect(falha.body).not.toContain('errado')
  })

  it('disconnects the bank; testing then says it is not configured', async () => {
    const { admin } = await buildCompany(x.t)
    await conectar(x.t, admin, x.psp)
    const del = await call(x.t, admin, 'DELETE', '/api/cobranca-pix/config')
    expect(del.statusCode).toBe(204)
    const teste = await call(x.t, admin, 'POST', '/api/cobranca-pix/testar')
    expect(teste.statusCode).toBe(404)
    expect(teste.json().error.message).toBe('A cobrança PIX ainda não foi configurada')
    expect((await call(x.t, admin, 'GET', '/api/cobranca-pix/config')).json().configurado).toBe(false)
  })

  it("one company never sees or changes another's settings", async () => {
    const a = await buildCompany(x.t)
    const b = await buildCompany(x.t)
    await conectar(x.t, a.admin, x.psp)
    expect((await call(x.t, b.admin, 'GET', '/api/cobranca-pix/config')).json().configurado).toBe(false)
    expect((await call(x.t, b.admin, 'DELETE', '/api/cobranca-pix/config')).statusCode).toBe(404)
    expect((await call(x.t, a.admin, 'GET', '/api/cobranca-pix/config')).json().configurado).toBe(true)
  })
})
