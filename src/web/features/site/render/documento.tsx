import { renderToString } from 'react-dom/server'
import { type PaginaPublica, paginasPublicas } from '../../../../shared/site/paginas'
import { PaginaSite } from '../paginas/pagina-site'

/** Absolute URLs carry this token; the server swaps in its configured public URL when serving the page. */
export const BASE_URL_TOKEN = '__BASE_URL__'

const escapar = (texto: string): string =>
  texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** True for a path of the public site (dev server: which requests this module answers). */
export const isPaginaPublica = (path: string): boolean => paginasPublicas.some((p) => p.path === path)

/** `<head>` tags of one page: title, description, canonical and Open Graph. */
export function cabecalhoPagina(pagina: PaginaPublica): string {
  const url = `${BASE_URL_TOKEN}${pagina.path}`
  const titulo = escapar(pagina.titulo)
  const descricao = escapar(pagina.descricao)
  return [
    `<title>${titulo}</title>`,
    `<meta name="description" content="${descricao}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Bancada" />',
    '<meta property="og:locale" content="pt_BR" />',
    `<meta property="og:title" content="${titulo}" />`,
    `<meta property="og:description" content="${descricao}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ')
}

/**
 * Renders a public page into the built site template: its head tags (plus `extraHead`, e.g. the font
 * preload) and the server-rendered body whose islands site-main.tsx hydrates.
 */
export function renderDocumento(template: string, path: string, extraHead = ''): string {
  const pagina = paginasPublicas.find((p) => p.path === path)
  if (!pagina) throw new Error(`Página pública desconhecida: ${path}`)
  const corpo = renderToString(<PaginaSite path={pagina.path} />)
  const head = [cabecalhoPagina(pagina), extraHead].filter(Boolean).join('\n    ')
  // Replacer functions: the body holds "R$" text, which a replacement string would read as a pattern.
  return template.replace('<!--site-head-->', () => head).replace('<!--site-body-->', () => corpo)
}
