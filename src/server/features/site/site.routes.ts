import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { contatoInput } from '../../../shared/site/contato.schemas'
import { paginasPublicas } from '../../../shared/site/paginas'
import type { App, AppContext } from '../../http/types'
import { toHeaders } from '../../http/web-request'
import { receiveContato } from './contato.service'

/**
 * The public site: pre-rendered pages (a signed-in visitor of / goes to the dashboard), robots.txt,
 * sitemap.xml and the contact form.
 */
export function siteRoutes(app: App, ctx: AppContext, webDir: string) {
  const baseUrl = ctx.config.baseUrl.replace(/\/$/, '')

  app.post(
    '/api/contato',
    {
      schema: { body: contatoInput, response: { 201: z.object({ ok: z.literal(true) }) } },
      config: {
        rateLimit: { max: ctx.config.rateLimit.contactMax, timeWindow: ctx.config.rateLimit.contactWindowMs },
      },
    },
    async (req, reply) => {
      await receiveContato(ctx.handle.db, ctx.config, req.body, req.ip ?? null)
      return reply.status(201).send({ ok: true })
    },
  )

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dashboard',
          `Sitemap: ${baseUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  )

  app.get('/sitemap.xml', async (_req, reply) => {
    const urls = paginasPublicas.map(
      (p) => `  <url><loc>${baseUrl}${p.path === '/' ? '/' : p.path}</loc></url>`,
    )
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })

  for (const pagina of paginasPublicas) {
    const file = path.join(webDir, 'site', pagina.arquivo)
    // Read once: the pages only change with a new build, which restarts the server.
    const html = existsSync(file) ? readFileSync(file, 'utf8').replaceAll('__BASE_URL__', baseUrl) : null
    if (!html) continue
    app.get(pagina.path, { schema: { hide: true } }, async (req, reply) => {
      if (pagina.path === '/' && req.headers.cookie?.includes('session_token')) {
        const session = await ctx.auth.api.getSession({ headers: toHeaders(req) })
        if (session) return reply.redirect('/dashboard')
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    })
  }
}
