import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TreinamentoView } from '../../../shared/treinamento/treinamento.schemas'
import { videosDoBancadaDir } from '../../config'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'

// The training centre has no module (SPEC §2: any signed-in user), so no role can lack a permission for
// it: the standard 403 case does not apply. Each route is tested for 401, bad input (400) and isolation
// per user and per company (another user's progress is never read nor written).

// `t` is a fresh install (empty DATA_DIR, no TRAINING_VIDEOS_DIR): it plays the videos shipped in
// content/treinamento/videos. `tv` points TRAINING_VIDEOS_DIR at a folder of its own, which replaces both.
let t: TestApp
let tv: TestApp
const videosDir = mkdtempSync(path.join(tmpdir(), 'bancada-videos-'))
// Stand-in bytes for a video file: the route serves whatever file the folder holds, by ranges.
const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256))

beforeAll(async () => {
  t = await createTestApp()
  mkdirSync(videosDir, { recursive: true })
  writeFileSync(path.join(videosDir, 'primeiros-passos.webm'), bytes)
  tv = await createTestApp({
    TRAINING_VIDEOS_DIR: videosDir,
    TRAINING_VIDEO_BASE_URL: 'https://videos.example.com/embed/',
  })
})
afterAll(async () => {
  await t.close()
  await tv.close()
  rmSync(videosDir, { recursive: true, force: true })
})

const catalogo = async (app: TestApp, user: TestUser): Promise<TreinamentoView> => {
  const res = await call(app, user, 'GET', '/api/treinamento')
  expect(res.statusCode).toBe(200)
  return res.json()
}
const feitos = (view: TreinamentoView) =>
  [...view.videos, ...view.documentos, ...view.guias].filter((item) => item.concluido_em !== null)
const marcar = (app: TestApp, user: TestUser, tipo: string, item_id: string) =>
  call(app, user, 'POST', '/api/treinamento/progresso', { tipo, item_id })

describe('GET /api/treinamento', () => {
  it('answers the whole catalogue with nothing concluded for a new user', async () => {
    const { admin } = await buildCompany(t)
    const view = await catalogo(t, admin)
    expect(view.videos).toHaveLength(5)
    expect(view.documentos).toHaveLength(5)
    expect(view.guias).toHaveLength(5)
    expect(view.faq.length).toBeGreaterThan(0)
    expect(feitos(view)).toEqual([])
    // A fresh install plays every video from the files shipped with Bancada, with no internet.
    expect(view.videos.map((video) => video.fonte)).toEqual(
      view.videos.map((video) => ({ tipo: 'arquivo', url: `/api/treinamento/videos/${video.id}/arquivo` })),
    )
    expect(view.documentos[0]).toMatchObject({
      id: 'manual-do-usuario',
      url: '/api/treinamento/documentos/manual-do-usuario',
      download_url: '/api/treinamento/documentos/manual-do-usuario?download=1',
    })
    expect(view.guias[0]?.passos.length).toBeGreaterThan(0)
  })

  it('offers the file of TRAINING_VIDEOS_DIR when present and the configured embed otherwise', async () => {
    const { admin } = await buildCompany(tv)
    const [primeiro, segundo] = (await catalogo(tv, admin)).videos
    expect(primeiro?.fonte).toEqual({
      tipo: 'arquivo',
      url: '/api/treinamento/videos/primeiros-passos/arquivo',
    })
    expect(segundo?.fonte).toEqual({
      tipo: 'embed',
      url: `https://videos.example.com/embed/${segundo?.id}`,
    })
    // The page may frame that origin, and only it besides itself.
    const csp = String((await call(tv, admin, 'GET', '/api/treinamento')).headers['content-security-policy'])
    expect(csp).toContain("frame-src 'self' https://videos.example.com")
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/treinamento' })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/treinamento/progresso', () => {
  it('marks an item once: marking again keeps the first date and one row', async () => {
    const { admin } = await buildCompany(t)
    const first = await marcar(t, admin, 'guia', 'ordens-de-servico')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ tipo: 'guia', item_id: 'ordens-de-servico' })
    const again = await marcar(t, admin, 'guia', 'ordens-de-servico')
    expect(again.statusCode).toBe(200)
    expect(again.json().concluido_em).toBe(first.json().concluido_em)
    await marcar(t, admin, 'documento', 'manual-do-usuario')
    await marcar(t, admin, 'video', 'primeiros-passos')
    const view = await catalogo(t, admin)
    expect(feitos(view).map((item) => item.id)).toEqual([
      'primeiros-passos',
      'manual-do-usuario',
      'ordens-de-servico',
    ])
    expect(view.guias[0]?.concluido_em).toBe(first.json().concluido_em)
  })

  it("keeps each user's progress apart, in the same company and across companies", async () => {
    const { empresaId, admin } = await buildCompany(t)
    const colega = await buildUser(t, empresaId, 'tecnico')
    const outra = await buildCompany(t)
    await marcar(t, admin, 'guia', 'cadastros')
    await marcar(t, outra.admin, 'documento', 'ficha-entrada-veiculo')
    expect(feitos(await catalogo(t, admin)).map((item) => item.id)).toEqual(['cadastros'])
    expect(feitos(await catalogo(t, colega))).toEqual([])
    expect(feitos(await catalogo(t, outra.admin)).map((item) => item.id)).toEqual(['ficha-entrada-veiculo'])
    // A técnico (the narrowest default role) marks its own progress: the route needs only a login.
    expect((await marcar(t, colega, 'video', 'clientes-e-veiculos')).statusCode).toBe(200)
    expect(feitos(await catalogo(t, admin)).map((item) => item.id)).toEqual(['cadastros'])
  })

  it.each([
    [{ tipo: 'guia', item_id: 'nao-existe' }, 'item_id', 'Item de treinamento não encontrado'],
    // An id of another tab is not an item of this one.
    [{ tipo: 'video', item_id: 'manual-do-usuario' }, 'item_id', 'Item de treinamento não encontrado'],
    [{ tipo: 'curso', item_id: 'cadastros' }, 'tipo', 'Tipo de item inválido'],
    [{ tipo: 'guia' }, 'item_id', 'Item de treinamento não encontrado'],
    [{ tipo: 'guia', item_id: 'cadastros', extra: 1 }, 'extra', 'Campo não permitido'],
  ])('answers 400 for %j and writes nothing', async (body, field, message) => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'POST', '/api/treinamento/progresso', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect(feitos(await catalogo(t, admin))).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/treinamento/progresso',
      payload: { tipo: 'guia', item_id: 'cadastros' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('DELETE /api/treinamento/progresso/:tipo/:item_id', () => {
  it("unmarks only the user's own item, and unmarking again changes nothing", async () => {
    const { empresaId, admin } = await buildCompany(t)
    const colega = await buildUser(t, empresaId, 'operador')
    await marcar(t, admin, 'guia', 'financeiro')
    await marcar(t, colega, 'guia', 'financeiro')
    const res = await call(t, admin, 'DELETE', '/api/treinamento/progresso/guia/financeiro')
    expect(res.statusCode).toBe(204)
    expect(feitos(await catalogo(t, admin))).toEqual([])
    expect(feitos(await catalogo(t, colega)).map((item) => item.id)).toEqual(['financeiro'])
    expect((await call(t, admin, 'DELETE', '/api/treinamento/progresso/guia/financeiro')).statusCode).toBe(
      204,
    )
  })

  it('answers 400 for an unknown item and 401 without a session', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'DELETE', '/api/treinamento/progresso/guia/nao-existe')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Item de treinamento não encontrado')
    const tipo = await call(t, admin, 'DELETE', '/api/treinamento/progresso/curso/cadastros')
    expect(tipo.json().error.fields.tipo).toBe('Tipo de item inválido')
    const anon = await t.app.inject({ method: 'DELETE', url: '/api/treinamento/progresso/guia/financeiro' })
    expect(anon.statusCode).toBe(401)
  })
})

describe('GET /api/treinamento/documentos/:id', () => {
  it('serves the document as a page to open, or as a download', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/treinamento/documentos/tutorial-ordem-de-servico')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.body).toContain('<h1>Tutorial: ordem de serviço do orçamento ao faturamento</h1>')
    const download = await call(
      t,
      admin,
      'GET',
      '/api/treinamento/documentos/ficha-entrada-veiculo?download=1',
    )
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="bancada-ficha-entrada-veiculo.html"',
    )
    expect(download.body).toContain('Ficha de entrada do veículo')
  })

  it('answers 404 for an unknown document, 400 for a bad query and 401 without a session', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/treinamento/documentos/../../package.json')
    expect(res.statusCode).toBe(404)
    const unknown = await call(t, admin, 'GET', '/api/treinamento/documentos/nao-existe')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Documento não encontrado')
    const bad = await call(t, admin, 'GET', '/api/treinamento/documentos/manual-do-usuario?download=sim')
    expect(bad.statusCode).toBe(400)
    const anon = await t.app.inject({ method: 'GET', url: '/api/treinamento/documentos/manual-do-usuario' })
    expect(anon.statusCode).toBe(401)
  })
})

describe('GET /api/treinamento/videos/:id/arquivo', () => {
  it('streams the file with range support', async () => {
    const { admin } = await buildCompany(tv)
    const whole = await call(tv, admin, 'GET', '/api/treinamento/videos/primeiros-passos/arquivo')
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/webm')
    expect(whole.rawPayload.equals(bytes)).toBe(true)
    const part = await tv.app.inject({
      method: 'GET',
      url: '/api/treinamento/videos/primeiros-passos/arquivo',
      headers: { cookie: admin.cookie, range: 'bytes=100-199' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`)
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true)
  })

  it('plays the shipped video on a fresh install, by ranges', async () => {
    const { admin } = await buildCompany(t)
    const enviado = readFileSync(path.join(videosDoBancadaDir, 'clientes-e-veiculos.webm'))
    const whole = await call(t, admin, 'GET', '/api/treinamento/videos/clientes-e-veiculos/arquivo')
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('video/webm')
    expect(whole.rawPayload.equals(enviado)).toBe(true)
    const part = await t.app.inject({
      method: 'GET',
      url: '/api/treinamento/videos/clientes-e-veiculos/arquivo',
      headers: { cookie: admin.cookie, range: 'bytes=0-1023' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${enviado.length}`)
    expect(part.rawPayload.equals(enviado.subarray(0, 1024))).toBe(true)
  })

  it("plays the admin's own file in DATA_DIR instead of the shipped one", async () => {
    const ta = await createTestApp()
    try {
      const { admin } = await buildCompany(ta)
      const pasta = path.join(ta.config.dataDir, 'treinamento', 'videos')
      mkdirSync(pasta, { recursive: true })
      // Looked up on each request: a file copied in is played without a restart.
      writeFileSync(path.join(pasta, 'estoque-de-produtos.mp4'), bytes)
      const proprio = await call(ta, admin, 'GET', '/api/treinamento/videos/estoque-de-produtos/arquivo')
      expect(proprio.statusCode).toBe(200)
      expect(proprio.headers['content-type']).toBe('video/mp4')
      expect(proprio.rawPayload.equals(bytes)).toBe(true)
      // The other videos are still the shipped ones.
      const outro = await call(ta, admin, 'GET', '/api/treinamento/videos/primeiros-passos/arquivo')
      expect(outro.statusCode).toBe(200)
      expect(
        outro.rawPayload.equals(readFileSync(path.join(videosDoBancadaDir, 'primeiros-passos.webm'))),
      ).toBe(true)
    } finally {
      await ta.close()
    }
  })

  it('answers 404 for a video without a file or unknown, and 401 without a session', async () => {
    const { admin } = await buildCompany(tv)
    // TRAINING_VIDEOS_DIR replaces the shipped folder too: its missing video is not played from there.
    for (const id of ['clientes-e-veiculos', 'nao-existe']) {
      const res = await call(tv, admin, 'GET', `/api/treinamento/videos/${id}/arquivo`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe('Vídeo indisponível neste servidor')
    }
    const anon = await tv.app.inject({
      method: 'GET',
      url: '/api/treinamento/videos/primeiros-passos/arquivo',
    })
    expect(anon.statusCode).toBe(401)
  })
})
