import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const APENAS_ADMIN = 'Apenas administradores podem alterar essas configurações'
const URL = '/api/empresa/logo'

/** A real PNG of `width`×1 pixels, one colour, built chunk by chunk. */
function png(width: number, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => Buffer.from(rgb))])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(files: Array<{ name: string; filename: string; type: string; data: Buffer }>) {
  const boundary = `----bancada${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const logoBody = (data: Buffer, filename = 'logo.png', type = 'image/png') =>
  multipart([{ name: 'arquivo', filename, type, data }])

const upload = (user: TestUser | null, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': body.contentType, ...(user ? { cookie: user.cookie } : {}) },
    payload: body.payload,
  })

const get = (user: TestUser | null, url = URL, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } })

const logosDir = (empresaId: string) => path.join(t.config.dataDir, 'logos', empresaId)
const filesOf = (empresaId: string) =>
  existsSync(logosDir(empresaId)) ? readdirSync(logosDir(empresaId)) : []

describe('POST/GET/DELETE /api/empresa/logo', () => {
  it('stores a PNG sent by the admin; every member reads it; the settings link to it', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBeNull()
    const imagem = png(3)

    const res = await upload(admin, logoBody(imagem))
    expect(res.statusCode).toBe(201)
    const { logo_url } = res.json()
    expect(logo_url).toMatch(/^\/api\/empresa\/logo\?v=[0-9a-f-]{36}$/)
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBe(logo_url)
    expect(filesOf(empresaId)).toHaveLength(1)

    for (const user of [admin, tecnico]) {
      const lido = await get(user, logo_url)
      expect(lido.statusCode).toBe(200)
      expect(lido.headers['content-type']).toBe('image/png')
      expect(lido.headers['cache-control']).toBe('private, max-age=31536000, immutable')
      expect(lido.headers['x-content-type-options']).toBe('nosniff')
      expect(lido.rawPayload.equals(imagem)).toBe(true)
    }
    // Without the version the browser asks each time and gets a 304 while the logo is the same.
    const semVersao = await get(tecnico)
    expect(semVersao.headers['cache-control']).toBe('private, no-cache')
    const etag = semVersao.headers.etag as string
    const igual = await get(tecnico, URL, { 'if-none-match': etag })
    expect(igual.statusCode).toBe(304)
  })

  it('replaces the logo: a new URL, the old file removed; DELETE removes it and answers 404 after', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const primeiro = (await upload(admin, logoBody(png(2)))).json().logo_url
    const segundo = await upload(admin, logoBody(png(4, [0, 0, 255]), 'novo.png'))
    expect(segundo.statusCode).toBe(201)
    expect(segundo.json().logo_url).not.toBe(primeiro)
    expect(filesOf(empresaId)).toHaveLength(1)
    expect((await get(admin)).rawPayload.equals(png(4, [0, 0, 255]))).toBe(true)

    const removido = await call(t, admin, 'DELETE', URL)
    expect(removido.statusCode).toBe(204)
    expect(filesOf(empresaId)).toEqual([])
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBeNull()
    const depois = await get(admin)
    expect(depois.statusCode).toBe(404)
    expect(depois.json().error.message).toBe('Nenhum logo cadastrado')
    // Removing when there is none is not an error.
    expect((await call(t, admin, 'DELETE', URL)).statusCode).toBe(204)
  })

  it("never shows a company's logo to another company", async () => {
    const a = await buildCompany(t)
    const b = await buildCompany(t)
    const url = (await upload(a.admin, logoBody(png(2)))).json().logo_url
    const intruso = await get(b.admin, url)
    expect(intruso.statusCode).toBe(404)
    expect(intruso.json().error.message).toBe('Nenhum logo cadastrado')
    // B's delete touches only B.
    await call(t, b.admin, 'DELETE', URL)
    expect((await get(a.admin, url)).statusCode).toBe(200)
  })
})

describe('/api/empresa/logo refusals', () => {
  it('answers 401 without a session', async () => {
    expect((await upload(null, logoBody(png(2)))).statusCode).toBe(401)
    expect((await get(null)).statusCode).toBe(401)
    const del = await t.app.inject({ method: 'DELETE', url: URL })
    expect(del.statusCode).toBe(401)
    expect(del.json().error.code).toBe('UNAUTHENTICATED')
  })

  it.each(['gerente', 'operador', 'tecnico'] as const)(
    "answers 403 'Apenas administradores…' to a %s sending or removing, even with the configuracoes flags",
    async (role) => {
      const { admin, empresaId } = await buildCompany(t)
      const url = (await upload(admin, logoBody(png(2)))).json().logo_url
      if (role !== 'tecnico') {
        await setPermission(t, empresaId, role, 'configuracoes', { can_edit: true, can_delete: true })
      }
      const user = await buildUser(t, empresaId, role)
      for (const res of [
        await upload(user, logoBody(png(5))),
        await upload(user, logoBody(Buffer.from('não é imagem'), 'x.png')),
        await call(t, user, 'DELETE', URL),
      ]) {
        expect(res.statusCode).toBe(403)
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: APENAS_ADMIN })
      }
      expect((await get(admin, url)).statusCode).toBe(200)
    },
  )

  it('answers 415 to a text file renamed .png, and keeps the logo there was', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const url = (await upload(admin, logoBody(png(2)))).json().logo_url
    const res = await upload(admin, logoBody(Buffer.from('isto é um texto, não uma imagem'), 'logo.png'))
    expect(res.statusCode).toBe(415)
    expect(res.json().error.message).toBe('Envie uma imagem PNG, JPEG ou WebP')
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBe(url)
    expect(filesOf(empresaId)).toHaveLength(1)
  })

  it('answers 413 to a file over 1 MB, and stores nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const grande = Buffer.concat([png(2), Buffer.alloc(1024 * 1024, 1)])
    const res = await upload(admin, logoBody(grande))
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('O logo deve ter no máximo 1 MB')
    expect(filesOf(empresaId)).toEqual([])
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBeNull()
  })

  it('answers 400 without a file, 400 with two files, 415 to a JSON body', async () => {
    const { admin } = await buildCompany(t)
    const vazio = await upload(admin, multipart([]))
    expect(vazio.statusCode).toBe(400)
    expect(vazio.json().error.fields.arquivo).toBe('Selecione uma imagem para enviar')
    const dois = await upload(
      admin,
      multipart([
        { name: 'arquivo', filename: 'a.png', type: 'image/png', data: png(2) },
        { name: 'arquivo', filename: 'b.png', type: 'image/png', data: png(3) },
      ]),
    )
    expect(dois.statusCode).toBe(400)
    expect(dois.json().error.fields.arquivo).toBe('Envie um arquivo por vez')
    const json = await call(t, admin, 'POST', URL, { arquivo: 'x' })
    expect(json.statusCode).toBe(415)
    expect(json.json().error.message).toBe('Envie o logo como multipart/form-data')
    expect((await call(t, admin, 'GET', '/api/empresa')).json().logo_url).toBeNull()
  })
})
