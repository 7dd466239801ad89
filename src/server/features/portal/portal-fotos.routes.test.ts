import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { moveOs } from '../financeiro/financeiro-fixtures'

let t: TestApp
beforeAll(async () => {
  // A low answer limit to see it bite; the page's reads keep the general one.
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_AUTH_WINDOW_MS: '60000' })
})
afterAll(() => t.close())

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function enviarFoto(user: TestUser, osId: string, tipo: 'antes' | 'depois') {
  const boundary = `----bancada${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/os/${osId}/fotos`,
    headers: { cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

async function osComLink() {
  const { admin } = await buildCompany(t)
  const c = await buildCatalogo(t, admin)
  const o = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, admin, o.id, 'orcamento_enviado')
  const { token } = (await call(t, admin, 'POST', `/api/os/${o.id}/link`)).json()
  return { admin, os: o, token: token as string }
}

const pub = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/public/orcamentos/${url}`, payload })

describe('public photos and limits', () => {
  it("shows the 'before' photos, the 'after' ones only once concluded, and never another link's", async () => {
    const a = await osComLink()
    const b = await osComLink()
    const antes = await enviarFoto(a.admin, a.os.id, 'antes')
    const depois = await enviarFoto(a.admin, a.os.id, 'depois')
    const fotoDeB = await enviarFoto(b.admin, b.os.id, 'antes')

    const view = (await pub(a.token)).json()
    expect(view.fotos.map((f: { id: string }) => f.id)).toEqual([antes])
    const imagem = await pub(`${a.token}/fotos/${antes}`)
    expect(imagem.statusCode).toBe(200)
    expect(imagem.headers['content-type']).toBe('image/png')
    expect((await pub(`${a.token}/fotos/${depois}`)).statusCode).toBe(404)
    // B's photo exists, but A's link does not open it (B's link does).
    expect((await pub(`${a.token}/fotos/${fotoDeB}`)).statusCode).toBe(404)
    expect((await pub(`${b.token}/fotos/${fotoDeB}`)).statusCode).toBe(200)

    await pub(`${a.token}/aprovar`, 'POST', { nome: 'Maria' })
    await moveOs(t, a.admin, a.os.id, 'em_execucao', 'concluido')
    const concluida = (await pub(a.token)).json()
    expect(concluida.fotos.map((f: { id: string }) => f.id)).toEqual([antes, depois])
    expect((await pub(`${a.token}/fotos/${depois}`)).statusCode).toBe(200)
  })

  it('rate limits the answers per IP', async () => {
    const { token } = await osComLink()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await pub(`${token}/recusar`, 'POST', { nome: '' })).statusCode)
    expect(codes).toEqual([400, 400, 400, 429])
  })
})
