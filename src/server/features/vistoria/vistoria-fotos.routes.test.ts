import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { assinar, enviarFoto, vistoriaNova } from './vistoria-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const upload = (user: TestUser | null, id: string, data: Buffer, type = 'image/png') => {
  const body = multipart([{ name: 'arquivo', filename: 'f.png', type, data }])
  return t.app.inject({
    method: 'POST',
    url: `/api/vistorias/${id}/fotos`,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'content-type': body.contentType },
    payload: body.payload,
  })
}
const arquivoDe = (url: string, empresaId: string) => {
  const [, , , vistoriaId, , fotoId] = url.split('/')
  return path.join(t.config.dataDir, 'vistorias', empresaId, vistoriaId!, `${fotoId}.png`)
}

describe('POST /api/vistorias/:id/fotos', () => {
  it('answers 401 without a session, 404 for another company, 400 for a file that is no image', async () => {
    const { admin } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    expect((await upload(null, vistoria.id, PNG_1X1)).statusCode).toBe(401)
    const intruso = await buildCompany(t)
    expect((await upload(intruso.admin, vistoria.id, PNG_1X1)).statusCode).toBe(404)
    const texto = await upload(admin, vistoria.id, Buffer.from('não sou uma imagem'), 'image/png')
    expect(texto.statusCode).toBe(400)
    expect(texto.json().error.message).toBe('Envie uma imagem JPEG, PNG ou WebP')
  })

  it('answers 403 to a role without os edit', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPermission(t, empresaId, 'operador', 'os', { can_edit: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const { vistoria } = await vistoriaNova(t, admin)
    expect((await upload(operador, vistoria.id, PNG_1X1)).statusCode).toBe(403)
  })

  it('stores the photo under the inspection and refuses one on a signed inspection (409)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const foto = await enviarFoto(t, admin, vistoria.id)
    expect(existsSync(arquivoDe(foto.url, empresaId))).toBe(true)
    const v = (await call(t, admin, 'GET', `/api/vistorias/${vistoria.id}`)).json()
    expect(v.fotos_soltas).toEqual([foto])
    await assinar(t, admin, vistoria.id)
    const depois = await upload(admin, vistoria.id, PNG_1X1)
    expect(depois.statusCode).toBe(409)
  })
})

describe('GET and DELETE /api/vistorias/:id/fotos/:fotoId', () => {
  const fotoUrl = async (owner: TestUser) => {
    const { vistoria } = await vistoriaNova(t, owner)
    const foto = await enviarFoto(t, owner, vistoria.id)
    return foto.url.replace('/api/vistorias/', '')
  }
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => (id.includes('/') ? `/api/vistorias/${id}` : `/api/vistorias/${id}/fotos/${id}`),
    permission: ['os', 'view'],
    createRecord: fotoUrl,
  })

  it("a draft's photo goes with its row and its mark loses it; a file an earlier signed version shows stays", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const foto = await enviarFoto(t, admin, vistoria.id)
    await call(t, admin, 'PATCH', `/api/vistorias/${vistoria.id}`, {
      marcas: [{ vista: 'traseira', x: 0.5, y: 0.5, tipo: 'quebrado', foto_id: foto.id }],
    })
    await assinar(t, admin, vistoria.id)
    const v2 = (await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/corrigir`)).json()
    const copia = v2.marcas[0].foto
    const res = await call(t, admin, 'DELETE', copia.url)
    expect(res.statusCode).toBe(204)
    expect((await call(t, admin, 'GET', `/api/vistorias/${v2.id}`)).json().marcas[0].foto).toBeNull()
    // The signed version still shows the shared file.
    expect(existsSync(arquivoDe(foto.url, empresaId))).toBe(true)
    expect((await call(t, admin, 'GET', foto.url)).statusCode).toBe(200)
    expect((await call(t, admin, 'DELETE', foto.url)).statusCode).toBe(409)
  })

  it('removes the file of a photo no other version shows', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const foto = await enviarFoto(t, admin, vistoria.id)
    expect((await call(t, admin, 'DELETE', foto.url)).statusCode).toBe(204)
    expect(existsSync(arquivoDe(foto.url, empresaId))).toBe(false)
    expect((await call(t, admin, 'GET', foto.url)).statusCode).toBe(404)
  })
})

describe('deleting the OS (DELETE /api/os)', () => {
  it("takes a draft inspection's photo files along; an OS with a signed inspection is kept", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const rascunho = await vistoriaNova(t, admin)
    const foto = await enviarFoto(t, admin, rascunho.vistoria.id)
    const assinada = await vistoriaNova(t, admin)
    await assinar(t, admin, assinada.vistoria.id)
    const res = await call(t, admin, 'DELETE', `/api/os?ids=${rascunho.os.id},${assinada.os.id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      deleted: [rascunho.os.id],
      skipped: [
        {
          id: assinada.os.id,
          numero_os: assinada.os.numero_os,
          motivo: 'Esta OS tem uma vistoria assinada pelo cliente e não pode ser excluída; cancele a OS',
        },
      ],
    })
    expect(existsSync(arquivoDe(foto.url, empresaId))).toBe(false)
  })
})
