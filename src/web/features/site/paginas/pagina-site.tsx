import type { ComponentType } from 'react'
import type { PaginaPublica } from '../../../../shared/site/paginas'
import { SiteLayout } from '../layout/site-layout'
import { PaginaContato } from './contato/pagina-contato'
import { PaginaInicio } from './inicio/pagina-inicio'
import { PaginaContrato } from './legal/pagina-contrato'
import { PaginaPrivacidade } from './legal/pagina-privacidade'
import { PaginaTermos } from './legal/pagina-termos'
import { PaginaSobre } from './pagina-sobre'
import { PaginaPrecos } from './precos/pagina-precos'
import { PaginaRecursos } from './recursos/pagina-recursos'

// Typed by the shared page list: adding a page there without its component here fails the type check.
const paginas: Record<PaginaPublica['path'], ComponentType> = {
  '/': PaginaInicio,
  '/precos': PaginaPrecos,
  '/recursos': PaginaRecursos,
  '/sobre': PaginaSobre,
  '/contato': PaginaContato,
  '/contrato': PaginaContrato,
  '/termos': PaginaTermos,
  '/privacidade': PaginaPrivacidade,
}

/** A whole public page (top bar, content, footer), rendered on the server only. */
export function PaginaSite({ path }: { path: PaginaPublica['path'] }) {
  const Pagina = paginas[path]
  return (
    <SiteLayout atual={path}>
      <Pagina />
    </SiteLayout>
  )
}
