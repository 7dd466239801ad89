import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isNomeIlha, type NomeIlha, prefixoIlha } from './ilhas'

// Props come from the page's JSON, checked by the server's types when it rendered them.
// biome-ignore lint/suspicious/noExplicitAny: the loader is shared by islands with different props.
type Carregar = () => Promise<ComponentType<any>>

const carregar: Record<NomeIlha, Carregar> = {
  contato: () => import('./paginas/contato/contato-form').then((m) => m.ContatoForm),
}

/** Hydrates every island of the page, each as its own React root over its server-rendered markup. */
export function hidratarIlhas(): void {
  for (const elemento of document.querySelectorAll<HTMLElement>('[data-ilha]')) {
    const nome = elemento.dataset.ilha
    if (!isNomeIlha(nome)) continue
    const props: unknown = JSON.parse(elemento.dataset.props ?? '{}')
    void carregar[nome]().then((Componente) =>
      hydrateRoot(elemento, createElement(Componente, props as object), {
        identifierPrefix: prefixoIlha(nome),
      }),
    )
  }
}
