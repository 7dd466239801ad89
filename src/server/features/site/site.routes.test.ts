import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contatoMessages } from '../../../shared/site/contato.schemas'
import { paginasPublicas } from '../../../shared/site/paginas'
import { contatos, emailsSaida } from '../../db/schema'
import { limiteAtingidoMessage } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'

// A web build of its own: the SPA shell and one pre-rendered page per public route.
const webDir = mkdtempSync(path.join(tmpdir(), 'bancada-web-'))
mkdirSync(path.join(webDir, 'site'))
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
mkdirSync(path.join(webDir, 'assets'))
writeFileSync(path.join(webDir, 'assets', 'dashboard-page-Ab12Cd34.js'), 'export const x = 1\n'.repeat(100))
for (const p of paginasPublicas) {
  writeFileSync(
    path.join(webDir, 'site', p.arquivo),
    `<!doctype html><title>${p.titulo}</title><link rel="canonical" href="__BASE_URL__${p.path}"><h1>${p.path}</h1>${'<p>Texto da página.</p>'.repeat(200)}`,
  )
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp(
    { BASE_URL: 'https://bancada.example.com', RATE_LIMIT_CONTACT_MAX: '1000' },
    { webDir },
  )
})
afterAll(async () => {
  await t.close()
  rmSync(webDir, { recursive: true, force: true })
})

const valid = {
  nome: 'Paulo Mendes',
  email: 'Paulo@Oficina.com.br',
  telefone: '(11) 97162-6799',
  empresa: 'Mendes Autopeças',
  mensagem: 'Quero saber do plano Enterprise para 12 usuários.',
}

describe('public pages', () => {
  it('serves each pre-rendered page with the public URL filled in', async () => {
    for (const p of paginasPublicas) {
      const res = await t.app.inject({ method: 'GET', url: p.path })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain(`<title>${p.titulo}</title>`)
      expect(res.body).toContain(`href="https://bancada.example.com${p.path}"`)
    }
  })

  it('compresses the pages for browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/privacidade',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('sends a signed-in visitor of / to the dashboard, and /precos stays public', async () => {
    const { admin } = await buildCompany(t)
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: admin.cookie } })
    expect(home.statusCode).toBe(302)
    expect(home.headers.location).toBe('/dashboard')
    expect(
      (await t.app.inject({ method: 'GET', url: '/precos', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200)
    const forged = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'bancada.session_token=x.y' },
    })
    expect(forged.statusCode).toBe(200)
  })

  it('serves the SPA for app routes and never the raw pre-rendered files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('<title>app</title>')
    expect((await t.app.inject({ method: 'GET', url: '/site/index.html' })).body).toContain(
      '<title>app</title>',
    )
  })

  it('keeps hashed assets cached for a year (a deploy changes their names) and re-checks the app page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/dashboard-page-Ab12Cd34.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const app = await t.app.inject({ method: 'GET', url: '/dashboard' })
    expect(app.headers['cache-control']).toBe('no-cache')
  })

  it('lists the public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toContain('application/xml')
    for (const p of paginasPublicas)
      expect(sitemap.body).toContain(`<loc>https://bancada.example.com${p.path}</loc>`)
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.body).toContain('Sitemap: https://bancada.example.com/sitemap.xml')
    expect(robots.body).toContain('Disallow: /api/')
  })
})

describe('POST /api/contato', () => {
  it('stores the message and puts an email to the team in the outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contato', payload: valid })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ ok: true })
    const [row] = await t.handle.db.select().from(contatos).where(eq(contatos.email, 'paulo@oficina.com.br'))
    expect(row).toMatchObject({ nome: 'Paulo Mendes', telefone: '11971626799', empresa: 'Mendes Autopeças' })
    const [email] = await t.handle.db.select().from(emailsSaida).orderBy(desc(emailsSaida.criado_em)).limit(1)
    expect(email).toMatchObject({
      para: 'contato@bancada.app',
      responder_para: 'paulo@oficina.com.br',
      assunto: 'Contato pelo site: Paulo Mendes (Mendes Autopeças)',
      status: 'pendente',
    })
    expect(email.texto).toContain('Quero saber do plano Enterprise')
  })

  it.each([
    [{ ...valid, nome: '' }, 'nome', contatoMessages.nome],
    [{ ...valid, email: 'paulo' }, 'email', contatoMessages.email],
    [{ ...valid, telefone: '1234' }, 'telefone', contatoMessages.telefone],
    [{ ...valid, mensagem: 'oi' }, 'mensagem', contatoMessages.mensagem],
    [{ ...valid, mensagem: 'x'.repeat(2001) }, 'mensagem', contatoMessages.mensagem],
    [{ ...valid, admin: true }, 'admin', 'Campo não permitido'],
  ])('answers 400 with the field message for %j', async (payload, field, message) => {
    const before = (await t.handle.db.select().from(contatos)).length
    const res = await t.app.inject({ method: 'POST', url: '/api/contato', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
    expect((await t.handle.db.select().from(contatos)).length).toBe(before)
  })

  it('is rate limited with a Portuguese message', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT_MAX: '1' })
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/contato', payload: valid })
      expect((await send()).statusCode).toBe(201)
      const res = await send()
      expect(res.statusCode).toBe(429)
      expect(res.json().error.message).toMatch(limiteAtingidoMessage)
    } finally {
      await limited.close()
    }
  })
})
