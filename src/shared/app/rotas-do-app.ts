/**
 * Every path the web app's router (src/web/app/router.tsx) shows a screen for, in its pattern syntax. The
 * server answers these with the app's index.html and 200, and any other path with the same page and 404,
 * which the app shows as its not-found page. rotas-do-app.test.ts checks this list against the router.
 * The public pages (/, /precos …) are not here: they are pre-rendered documents (site/paginas.ts).
 */
export const rotasDoApp = [
  '/auth',
  '/auth/redefinir-senha',
  '/auth/email-confirmado',
  '/p/:token',
  '/v/:token',
  '/dashboard',
  '/os',
  '/os/nova',
  '/os/:id',
  '/os/:id/editar',
  '/os/:id/vistoria/:tipo',
  '/vistorias/:id',
  '/patio',
  '/meus-servicos',
  '/contas-receber',
  '/financeiro/conciliacao-pix',
  '/financeiro/cobrancas-do-dia',
  '/relatorios/servico',
  '/relatorios/financeiro',
  '/cadastros/clientes',
  '/cadastros/veiculos',
  '/cadastros/tecnicos',
  '/cadastros/servicos',
  '/cadastros/produtos',
  '/configuracoes',
  '/treinamento',
  '/treinamento/videos',
  '/treinamento/documentos',
  '/treinamento/guias',
  '/perfil',
  '/notificacoes',
] as const
