import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OsStatus } from '../../../../shared/os/os-status'
import { os, osFotos } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../../test/factories'
import { multipart } from '../../../test/multipart'
import { listFotos } from './fotos.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** The start of a JFIF file: enough for the magic-byte check. */
const jpegOf = (size: number) => {
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
  const data = Buffer.alloc(size, 0x20)
  header.copy(data)
  data[size - 2] = 0xff
  data[size - 1] = 0xd9
  return data
}
const MB = 1024 * 1024

const fotoBody = (tipo: string, data: Buffer, filename = 'foto.png', type = 'image/png') =>
  multipart([
    { name: 'tipo', value: tipo },
    { name: 'arquivo', filename, type, data },
  ])

function upload(user: TestUser | null, osId: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/os/${osId}/fotos`,
    headers: { 'content-type': body.contentType, ...(user ? { cookie: user.cookie } : {}) },
    payload: body.payload,
  })
}

const call = (user: TestUser | null, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} })

/** One OS row of the company, straight into the table (the photos only need it to exist). */
async function createOs(empresaId: string, status: OsStatus = 'rascunho'): Promise<string> {
  const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .insert(os)
      .values({
        empresa_id: empresaId,
        numero_os: `OS-TESTE-${randomBytes(4).toString('hex')}`,
        data_abertura: '2026-01-15',
        status,
      })
      .returning({ id: os.id }),
  )
  return row!.id
}

const setStatus = (empresaId: string, osId: string, status: OsStatus) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .update(os)
      .set({ status })
      .where(and(eq(os.empresa_id, empresaId), eq(os.id, osId))),
  )

const fotosDir = (empresaId: string, osId: string) => path.join(t.config.dataDir, 'fotos', empresaId, osId)
const filesOf = (empresaId: string, osId: string) =>
  existsSync(fotosDir(empresaId, osId)) ? readdirSync(fotosDir(empresaId, osId)) : []

async function uploaded(user: TestUser, osId: string, tipo = 'antes', data = PNG) {
  const res = await upload(user, osId, fotoBody(tipo, data))
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as { id: string; tipo: string; url: string; criado_em: string }
}

describe('POST /api/os/:id/fotos', () => {
  it('stores a PNG and serves the same bytes with its type and cache headers', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const res = await upload(admin, osId, fotoBody('antes', PNG))
    expect(res.statusCode).toBe(201)
    const foto = res.json()
    expect(foto).toEqual({
      id: expect.any(String),
      tipo: 'antes',
      url: `/api/os/${osId}/fotos/${foto.id}`,
      criado_em: expect.any(String),
    })
    expect(filesOf(empresaId, osId)).toEqual([`${foto.id}.png`])

    const get = await t.app.inject({
      method: 'GET',
      url: foto.url,
      headers: { cookie: admin.cookie, 'accept-encoding': 'gzip, br' },
    })
    expect(get.statusCode).toBe(200)
    expect(get.headers['content-type']).toBe('image/png')
    expect(get.headers['content-length']).toBe(String(PNG.length))
    expect(get.headers['content-encoding']).toBeUndefined()
    expect(get.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    expect(get.headers['x-content-type-options']).toBe('nosniff')
    expect(get.headers['content-security-policy']).toContain('sandbox')
    expect(get.rawPayload.equals(PNG)).toBe(true)

    const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      tx.select().from(osFotos).where(eq(osFotos.id, foto.id)),
    )
    expect(row).toMatchObject({ os_id: osId, tipo: 'antes', mime: 'image/png', tamanho: PNG.length })
    expect(row!.user_id).toBe(admin.userId)
  })

  it('trusts the bytes, not the name or the declared type: a JPEG sent as .bin is stored as JPEG', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId, 'em_execucao')
    const jpeg = jpegOf(2048)
    const res = await upload(admin, osId, fotoBody('depois', jpeg, 'coisa.bin', 'application/octet-stream'))
    expect(res.statusCode).toBe(201)
    const get = await call(admin, 'GET', res.json().url)
    expect(get.headers['content-type']).toBe('image/jpeg')
    expect(get.rawPayload.equals(jpeg)).toBe(true)
    expect(filesOf(empresaId, osId)).toEqual([`${res.json().id}.jpg`])
  })

  it('refuses a text file renamed foto.jpg (400) and keeps nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const res = await upload(
      admin,
      osId,
      fotoBody('antes', Buffer.from('isto não é uma foto\n'.repeat(50)), 'foto.jpg', 'image/jpeg'),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'FOTO_INVALIDA',
      message: 'Envie uma imagem JPEG, PNG ou WebP',
    })
    expect(filesOf(empresaId, osId)).toEqual([])
  })

  it('refuses an image type other than JPEG, PNG or WebP (a GIF)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
    const res = await upload(admin, osId, fotoBody('antes', gif, 'foto.gif', 'image/gif'))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Envie uma imagem JPEG, PNG ou WebP')
  })

  it.each([
    ['5 MB and 1 byte (read and cut by the parser)', 5 * MB + 1],
    ['6 MB (refused from its Content-Length)', 6 * MB],
  ])('answers 413 for an image of %s and keeps nothing', async (_label, size) => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const res = await upload(admin, osId, fotoBody('antes', jpegOf(size), 'grande.jpg', 'image/jpeg'))
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('A foto deve ter no máximo 5 MB')
    expect(filesOf(empresaId, osId)).toEqual([])
  })

  it('accepts an image of exactly 5 MB', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const res = await upload(admin, osId, fotoBody('antes', jpegOf(5 * MB), 'limite.jpg', 'image/jpeg'))
    expect(res.statusCode).toBe(201)
  })

  it.each([
    ['an unknown tipo', [{ name: 'tipo', value: 'durante' }]],
    ['no tipo', []],
  ] as const)('answers 400 "Tipo de foto inválido" for %s', async (_label, fields) => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const body = multipart([...fields, { name: 'arquivo', filename: 'f.png', type: 'image/png', data: PNG }])
    const res = await upload(admin, osId, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      message: 'Tipo de foto inválido',
      fields: { tipo: 'Tipo de foto inválido' },
    })
  })

  it('answers 400 without a file, with two files, and for a body that is not multipart', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const semArquivo = await upload(admin, osId, multipart([{ name: 'tipo', value: 'antes' }]))
    expect(semArquivo.statusCode).toBe(400)
    expect(semArquivo.json().error.message).toBe('Selecione uma foto para enviar')

    const duas = await upload(
      admin,
      osId,
      multipart([
        { name: 'tipo', value: 'antes' },
        { name: 'arquivo', filename: 'a.png', type: 'image/png', data: PNG },
        { name: 'arquivo', filename: 'b.png', type: 'image/png', data: PNG },
      ]),
    )
    expect(duas.statusCode).toBe(400)
    expect(duas.json().error.message).toBe('Envie uma foto por vez')

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/os/${osId}/fotos`,
      headers: { cookie: admin.cookie },
      payload: { tipo: 'antes' },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().error.code).toBe('VALIDATION')

    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/os/${osId}/fotos`,
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\n\r\nabc',
    })
    expect(truncated.statusCode).toBe(400)
    expect(filesOf(empresaId, osId)).toEqual([])
  })

  it('answers 400 for an OS id that is not a UUID', async () => {
    const { admin } = await buildCompany(t)
    const res = await upload(admin, 'nao-e-uuid', fotoBody('antes', PNG))
    expect(res.statusCode).toBe(400)
  })

  it('answers 401 without a session and 403 to a role without os edit', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const anon = await upload(null, osId, fotoBody('antes', PNG))
    expect(anon.statusCode).toBe(401)
    expect(anon.json().error.code).toBe('UNAUTHENTICATED')

    const foto = await uploaded(admin, osId)
    await setPermission(t, empresaId, 'operador', 'os', { can_edit: false })
    const operador = await buildUser(t, empresaId, 'operador')
    const denied = await upload(operador, osId, fotoBody('antes', PNG))
    expect(denied.statusCode).toBe(403)
    expect(denied.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
    expect((await call(operador, 'DELETE', foto.url)).statusCode).toBe(403)
    // Viewing needs only os view.
    expect((await call(operador, 'GET', foto.url)).statusCode).toBe(200)

    await setPermission(t, empresaId, 'operador', 'os', { can_view: false })
    expect((await call(operador, 'GET', foto.url)).statusCode).toBe(403)
    expect((await call(null, 'GET', foto.url)).statusCode).toBe(401)
    expect((await call(null, 'DELETE', foto.url)).statusCode).toBe(401)
    expect(filesOf(empresaId, osId)).toEqual([`${foto.id}.png`])
  })

  it("answers 404 for another company's OS and an unknown OS, writing nothing", async () => {
    const owner = await buildCompany(t)
    const osId = await createOs(owner.empresaId)
    const intruder = await buildCompany(t)
    const res = await upload(intruder.admin, osId, fotoBody('antes', PNG))
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('OS não encontrada')
    expect(filesOf(intruder.empresaId, osId)).toEqual([])
    expect(filesOf(owner.empresaId, osId)).toEqual([])
    expect((await upload(owner.admin, randomUUID(), fotoBody('antes', PNG))).statusCode).toBe(404)
    expect((await upload(owner.admin, osId, fotoBody('antes', PNG))).statusCode).toBe(201)
  })

  it.each(['entregue', 'cancelado'] as const)('answers 409 for an OS %s', async (status) => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId, status)
    const res = await upload(admin, osId, fotoBody('depois', PNG))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('OS entregue ou cancelada não pode ser alterada')
    expect(filesOf(empresaId, osId)).toEqual([])
  })

  it('takes at most 20 photos per OS', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    for (let i = 0; i < 20; i++) await uploaded(admin, osId, i % 2 ? 'depois' : 'antes')
    const res = await upload(admin, osId, fotoBody('antes', PNG))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Limite de 20 fotos por OS')
    expect(filesOf(empresaId, osId)).toHaveLength(20)
  })

  it('removes the stored file when the row cannot be written (no orphan file)', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    // A trigger that refuses this OS's photo rows, standing in for any failure after the file was written.
    await t.handle.db.execute(
      sql.raw(`create or replace function fotos_teste_recusa() returns trigger language plpgsql as $$
        begin raise exception 'recusada pelo teste'; end $$`),
    )
    await t.handle.db.execute(
      sql.raw(`create trigger fotos_teste_recusa before insert on os_fotos for each row
        when (new.os_id = '${osId}') execute function fotos_teste_recusa()`),
    )
    try {
      const res = await upload(admin, osId, fotoBody('antes', PNG))
      expect(res.statusCode).toBe(500)
      expect(res.json().error.code).toBe('INTERNAL')
      expect(filesOf(empresaId, osId)).toEqual([])
    } finally {
      await t.handle.db.execute(sql.raw('drop trigger fotos_teste_recusa on os_fotos'))
    }
  })
})

describe('GET and DELETE /api/os/:id/fotos/:fotoId', () => {
  it('deletes the row and the file: 204, then 404', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const keep = await uploaded(admin, osId)
    const foto = await uploaded(admin, osId, 'depois')
    expect(filesOf(empresaId, osId)).toHaveLength(2)

    const del = await call(admin, 'DELETE', foto.url)
    expect(del.statusCode).toBe(204)
    expect(del.body).toBe('')
    expect((await call(admin, 'GET', foto.url)).statusCode).toBe(404)
    expect((await call(admin, 'DELETE', foto.url)).statusCode).toBe(404)
    expect(filesOf(empresaId, osId)).toEqual([`${keep.id}.png`])

    // The last photo takes the OS's folder with it.
    expect((await call(admin, 'DELETE', keep.url)).statusCode).toBe(204)
    expect(existsSync(fotosDir(empresaId, osId))).toBe(false)
  })

  it("answers 404 for another company's photo, and under another OS's id", async () => {
    const owner = await buildCompany(t)
    const osId = await createOs(owner.empresaId)
    const otherOs = await createOs(owner.empresaId)
    const foto = await uploaded(owner.admin, osId)
    const intruder = await buildCompany(t)
    const get = await call(intruder.admin, 'GET', foto.url)
    expect(get.statusCode).toBe(404)
    expect(get.json().error.code).toBe('NOT_FOUND')
    expect((await call(intruder.admin, 'DELETE', foto.url)).statusCode).toBe(404)
    expect((await call(owner.admin, 'GET', `/api/os/${otherOs}/fotos/${foto.id}`)).statusCode).toBe(404)
    expect((await call(owner.admin, 'GET', `/api/os/${osId}/fotos/${randomUUID()}`)).statusCode).toBe(404)
    expect((await call(owner.admin, 'GET', `/api/os/${osId}/fotos/x`)).statusCode).toBe(400)
    // Isolation, not a missing photo: the owner still has it.
    expect((await call(owner.admin, 'GET', foto.url)).statusCode).toBe(200)
    expect(filesOf(owner.empresaId, osId)).toEqual([`${foto.id}.png`])
  })

  it('refuses to delete a photo of an OS delivered or cancelled (409), and keeps it', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId, 'concluido')
    const foto = await uploaded(admin, osId, 'depois')
    await setStatus(empresaId, osId, 'entregue')
    const res = await call(admin, 'DELETE', foto.url)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('OS entregue ou cancelada não pode ser alterada')
    expect((await call(admin, 'GET', foto.url)).statusCode).toBe(200)
    expect(filesOf(empresaId, osId)).toEqual([`${foto.id}.png`])
  })

  it('answers 404 when the file is missing from the storage', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const foto = await uploaded(admin, osId)
    rmSync(path.join(fotosDir(empresaId, osId), `${foto.id}.png`))
    expect((await call(admin, 'GET', foto.url)).statusCode).toBe(404)
  })
})

describe('listFotos', () => {
  it("lists an OS's photos oldest first, as the OS detail shows them", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const osId = await createOs(empresaId)
    const other = await createOs(empresaId)
    const a = await uploaded(admin, osId, 'depois')
    const b = await uploaded(admin, osId, 'antes')
    await uploaded(admin, other)
    const fotos = await withTenant(t.handle.db, { empresaId }, (tx) => listFotos(tx, empresaId, osId))
    expect(fotos).toEqual([a, b])
  })
})

describe('photos in the OS API', () => {
  it('shows in GET /api/os/:id, and go with their files when the draft is deleted', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/os',
      headers: { cookie: admin.cookie },
      payload: {},
    })
    expect(created.statusCode).toBe(201)
    const osId: string = created.json().id
    const antes = await uploaded(admin, osId, 'antes')
    const depois = await uploaded(admin, osId, 'depois')
    const detail = await call(admin, 'GET', `/api/os/${osId}`)
    expect(detail.json().fotos).toEqual([antes, depois])

    const del = await call(admin, 'DELETE', `/api/os?ids=${osId}`)
    expect(del.statusCode).toBe(200)
    expect(del.json().deleted).toEqual([osId])
    expect(existsSync(fotosDir(empresaId, osId))).toBe(false)
  })
})
