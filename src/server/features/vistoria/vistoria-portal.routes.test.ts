import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import { vistoriaLinks } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { linkDeDescadastro } from '../consentimento/descadastro'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { ASSINATURA, assinar, preencher, vistoriaNova } from './vistoria-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/public/vistorias/${url}`,
    payload,
    headers: { 'user-agent': 'Celular do cliente' },
  })

async function comLink(admin?: TestUser) {
  const user = admin ?? (await buildCompany(t, { nome_empresa: 'Funilaria Central' })).admin
  const { os, vistoria } = await vistoriaNova(t, user)
  const { vistoria: preenchida, foto } = await preencher(t, user, vistoria)
  const res = await call(t, user, 'POST', `/api/vistorias/${vistoria.id}/link`)
  expect(res.statusCode, res.body).toBe(200)
  const link = res.json() as { url: string; token: string; descadastro: string | null }
  return { admin: user, os, vistoria: preenchida, foto, ...link }
}

const assinaturaDoCliente = {
  nome: 'Maria Aparecida da Silva',
  documento: '529.982.247-25',
  imagem: ASSINATURA,
}

describe('POST /api/vistorias/:id/link', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'POST',
    url: (id) => `/api/vistorias/${id}/link`,
    permission: ['os', 'edit'],
    createRecord: async (owner) => (await vistoriaNova(t, owner)).vistoria.id,
  })

  it('hands out the same live link again: an unguessable token in /v/:token', async () => {
    const { admin, vistoria, url, token, os, descadastro } = await comLink()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url).toBe(`http://localhost:3000/v/${token}`)
    // The customer's opt-out link, for the WhatsApp text's last line.
    expect(descadastro).toBe(linkDeDescadastro(t.config, admin.empresaId, os.cliente.id))
    expect((await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/link`)).json().token).toBe(token)
  })
})

describe('the customer reviews and signs through the link', () => {
  it('shows the inspection with its marks and photo, the company, and nothing of the staff', async () => {
    const { token, os, foto } = await comLink()
    const res = await pub('GET', token)
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json()
    expect(v).toMatchObject({
      numero_os: os.numero_os,
      situacao: 'rascunho',
      km: 45210,
      empresa: { nome: 'Funilaria Central' },
      assinatura: null,
    })
    expect(v.marcas[1].foto).toEqual({ id: foto.id, url: `/api/public/vistorias/${token}/fotos/${foto.id}` })
    expect(JSON.stringify(v)).not.toMatch(/criado_por|coletada_por|user_agent/)
    const img = await t.app.inject({ method: 'GET', url: v.marcas[1].foto.url })
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
  })

  it('signs with name and CPF; the shop sees the portal signature with IP and browser, and it is read-only', async () => {
    const { token, admin, vistoria, os } = await comLink()
    const res = await pub('POST', `${token}/assinar`, assinaturaDoCliente)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      situacao: 'assinada',
      assinatura: { nome: 'Maria Aparecida da Silva', documento: '***.982.247-**' },
    })
    const v: VistoriaView = (await call(t, admin, 'GET', `/api/vistorias/${vistoria.id}`)).json()
    expect(v.assinatura).toMatchObject({
      canal: 'portal',
      coletada_por: null,
      user_agent: 'Celular do cliente',
      confere: true,
    })
    const again = await pub('POST', `${token}/assinar`, assinaturaDoCliente)
    expect(again.statusCode).toBe(409)
    const historico = (await call(t, admin, 'GET', `/api/os/${os.id}`)).json().historico
    expect(historico.at(-1)).toMatchObject({
      origem: 'portal',
      nome_cliente: 'Maria Aparecida da Silva',
      observacao: 'Vistoria de entrada assinada por Maria Aparecida da Silva pelo link enviado ao cliente',
    })
  })

  it('requires the CPF remotely (400 in Portuguese) and refuses an invalid one', async () => {
    const { token } = await comLink()
    const sem = await pub('POST', `${token}/assinar`, { ...assinaturaDoCliente, documento: '' })
    expect(sem.statusCode).toBe(400)
    expect(sem.json().error.fields.documento).toBe('Informe o CPF de quem assina')
    const errado = await pub('POST', `${token}/assinar`, {
      ...assinaturaDoCliente,
      documento: '123.456.789-00',
    })
    expect(errado.json().error.fields.documento).toBe('CPF inválido')
  })

  it('refuses a wrong token (404) and an expired link (410), and signs nothing', async () => {
    const { token, admin, vistoria } = await comLink()
    const errado = await pub('POST', `${token.slice(0, -2)}xx/assinar`, assinaturaDoCliente)
    expect(errado.statusCode).toBe(404)
    expect(errado.json().error.message).toBe(
      'Link de vistoria inválido ou já substituído. Peça um novo link à oficina.',
    )
    await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx
        .update(vistoriaLinks)
        .set({ expira_em: sql`now() - interval '1 minute'` })
        .where(
          and(eq(vistoriaLinks.empresa_id, admin.empresaId), eq(vistoriaLinks.vistoria_id, vistoria.id)),
        ),
    )
    const expirado = await pub('POST', `${token}/assinar`, assinaturaDoCliente)
    expect(expirado.statusCode).toBe(410)
    expect(expirado.json().error.message).toBe('Este link de vistoria expirou. Peça um novo link à oficina.')
    expect((await call(t, admin, 'GET', `/api/vistorias/${vistoria.id}`)).json().situacao).toBe('rascunho')
  })

  it("never shows another company's inspection photo through a link", async () => {
    const a = await comLink()
    const b = await comLink()
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/vistorias/${a.token}/fotos/${b.foto.id}`,
    })
    expect(res.statusCode).toBe(404)
  })

  it('after a correction, the same link shows the new version to sign', async () => {
    const { token, admin, vistoria } = await comLink()
    await assinar(t, admin, vistoria.id)
    const v2 = (await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/corrigir`)).json()
    const res = await pub('GET', token)
    expect(res.json()).toMatchObject({ versao: 2, situacao: 'rascunho' })
    expect((await pub('POST', `${token}/assinar`, assinaturaDoCliente)).statusCode).toBe(200)
    expect((await call(t, admin, 'GET', `/api/vistorias/${v2.id}`)).json().situacao).toBe('assinada')
  })
})

describe("the customer's quote page", () => {
  it('lists the signed inspection with its marks, signer and hash; a draft is not shown', async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    await preencher(t, admin, vistoria)
    await moveOs(t, admin, os.id, 'orcamento_enviado')
    const { token } = (await call(t, admin, 'POST', `/api/os/${os.id}/link`)).json()
    const antes = (await t.app.inject({ method: 'GET', url: `/api/public/orcamentos/${token}` })).json()
    expect(antes.vistorias).toEqual([])
    const v = await assinar(t, admin, vistoria.id, 'Maria Aparecida')
    const depois = (await t.app.inject({ method: 'GET', url: `/api/public/orcamentos/${token}` })).json()
    expect(depois.vistorias).toEqual([
      {
        tipo: 'entrada',
        versao: 1,
        assinante: 'Maria Aparecida',
        assinado_em: v.assinatura!.assinado_em,
        sha256: v.assinatura!.sha256,
        km: 45210,
        marcas: ['1. Risco — Lado esquerdo', '2. Amassado — Frente (Para-choque)'],
      },
    ])
  })
})
