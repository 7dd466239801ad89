import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, type TestUser } from '../../../test/factories'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { assinar, preencher, vistoriaNova } from '../vistoria-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function texto(user: TestUser, url: string) {
  const res = await call(t, user, 'GET', url)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload))
  return { res, texto: (await extractText(pdf, { mergePages: true })).text }
}

describe('GET /api/vistorias/:id/pdf', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/vistorias/${id}/pdf`,
    permission: ['os', 'view'],
    createRecord: async (owner) => (await vistoriaNova(t, owner)).vistoria.id,
  })

  it('answers 400 in Portuguese for an unknown format', async () => {
    const { admin } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const res = await call(t, admin, 'GET', `/api/vistorias/${vistoria.id}/pdf?formato=carta`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Formato inválido. Use a4 ou 80mm.')
  })

  it.each(['a4', '80mm'])(
    'prints a draft (%s) with its marks, checklist and "Aguardando assinatura"',
    async (formato) => {
      const { admin } = await buildCompany(t, { nome_empresa: 'Funilaria Central' })
      const { os, vistoria } = await vistoriaNova(t, admin)
      await preencher(t, admin, vistoria)
      const { res, texto: txt } = await texto(admin, `/api/vistorias/${vistoria.id}/pdf?formato=${formato}`)
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Vistoria-entrada-${os.numero_os}.pdf"`,
      )
      for (const trecho of [
        'Funilaria Central',
        'TERMO DE VISTORIA DE ENTRADA',
        os.numero_os,
        'Maria Aparecida da Silva',
        '45.210 km',
        '1/2',
        '1. Risco — Lado esquerdo',
        '2. Amassado — Frente (Para-choque)',
        'Estepe: presente',
        'Macaco: ausente',
        'Cadeirinha no banco traseiro',
        'Aguardando assinatura',
      ])
        expect(txt).toContain(trecho)
    },
  )

  it.each(['a4', '80mm'])(
    'prints the signature (%s): signer, masked CPF, channel and hash',
    async (formato) => {
      const { admin } = await buildCompany(t)
      const { vistoria } = await vistoriaNova(t, admin)
      await preencher(t, admin, vistoria)
      const v = await assinar(t, admin, vistoria.id, 'Maria Aparecida')
      const { texto: txt } = await texto(admin, `/api/vistorias/${vistoria.id}/pdf?formato=${formato}`)
      expect(txt).toContain('Maria Aparecida · CPF ***.982.247-**')
      expect(txt).toContain('na oficina')
      // On 80 mm the hash wraps over lines.
      expect(txt.replace(/\s+/g, '')).toContain(v.assinatura!.sha256)
      expect(txt).not.toContain('Aguardando assinatura')
    },
  )

  it('prints a check-out with the new marks and says the grey ones are the check-in’s', async () => {
    const { admin } = await buildCompany(t)
    const { os, vistoria } = await vistoriaNova(t, admin)
    await preencher(t, admin, vistoria)
    await assinar(t, admin, vistoria.id)
    const saida = await create(t, admin, `/api/os/${os.id}/vistorias`, { tipo: 'saida' })
    await call(t, admin, 'PATCH', `/api/vistorias/${saida.id}`, {
      marcas: [{ vista: 'traseira', x: 0.4, y: 0.5, tipo: 'trinca', descricao: 'Lanterna' }],
    })
    const { texto: txt } = await texto(admin, `/api/vistorias/${saida.id}/pdf`)
    expect(txt).toContain('TERMO DE VISTORIA DE SAÍDA')
    expect(txt).toContain('Avarias novas (em cinza, as da entrada)')
    expect(txt).toContain('1. Trinca — Traseira (Lanterna)')
    expect(txt).not.toContain('Amassado')
  })
})
