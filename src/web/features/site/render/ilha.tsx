import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { type NomeIlha, type PropsIlhas, prefixoIlha } from '../ilhas'
import { ContatoForm } from '../paginas/contato/contato-form'

const componentes: { [N in NomeIlha]: ComponentType<PropsIlhas[N]> } = {
  contato: ContatoForm,
}

/**
 * Server side only: renders an island as its own React root inside a marked element, with its props as
 * JSON, so hidratar-ilhas.ts can hydrate exactly this markup in the browser.
 */
export function Ilha<N extends NomeIlha>({
  nome,
  props,
  className,
}: {
  nome: N
  props: PropsIlhas[N]
  className?: string
}) {
  const Componente = componentes[nome] as ComponentType<PropsIlhas[N]>
  const html = renderToString(<Componente {...props} />, { identifierPrefix: prefixoIlha(nome) })
  return (
    <div
      data-ilha={nome}
      data-props={JSON.stringify(props)}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server output for this island.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
