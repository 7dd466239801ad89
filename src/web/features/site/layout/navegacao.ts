/** The public top bar's page links (SPEC "Landing page": Recursos, Preços, Sobre). */
export const linksPrincipais = [
  { href: '/recursos', rotulo: 'Recursos' },
  { href: '/precos', rotulo: 'Preços' },
  { href: '/sobre', rotulo: 'Sobre' },
] as const

/** Sign in and the free trial both start on the app's auth screen. */
export const LINK_ENTRAR = '/auth'
export const LINK_TESTAR = '/auth'
