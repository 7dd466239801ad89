import { Download, X } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { dicaDeInstalacao } from '../lib/instalar-app'
import { assinarPedidoDeInstalacao, instalarApp, temPedidoDeInstalacao } from '../lib/pwa'
import { useIsMobile, useMediaQuery } from '../lib/use-media-query'
import { Button } from './ui/button'

const DISPENSADA_KEY = 'bancada:instalar-dispensado'

function lerDispensada(): boolean {
  try {
    return window.localStorage.getItem(DISPENSADA_KEY) === '1'
  } catch {
    return false
  }
}

/** 'Instalar o Bancada' on phones (issue 25): the browser's install prompt, or the steps on iOS Safari. */
export function InstalarAppBanner() {
  const celular = useIsMobile()
  const instalado = useMediaQuery('(display-mode: standalone)')
  const temPedido = useSyncExternalStore(assinarPedidoDeInstalacao, temPedidoDeInstalacao, () => false)
  const [dispensada, setDispensada] = useState(lerDispensada)
  const dica = dicaDeInstalacao({ celular, dispensada, instalado, temPedido, userAgent: navigator.userAgent })
  if (!dica) return null

  const dispensar = () => {
    setDispensada(true)
    try {
      window.localStorage.setItem(DISPENSADA_KEY, '1')
    } catch {
      // Private mode: dismissed for this visit only.
    }
  }
  return (
    <section
      aria-label="Instalar o Bancada"
      className="flex items-center gap-2 border-b border-border bg-surface px-4 py-1.5 text-sm"
    >
      <Download className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {dica === 'instalar' ? (
        <>
          <p className="flex-1">Abra o Bancada direto da tela inicial.</p>
          <Button size="sm" onClick={() => void instalarApp()}>
            Instalar o Bancada
          </Button>
        </>
      ) : (
        <p className="flex-1">Para instalar, toque em Compartilhar &gt; Adicionar à Tela de Início.</p>
      )}
      <Button variant="ghost" size="icon" aria-label="Dispensar" onClick={dispensar}>
        <X />
      </Button>
    </section>
  )
}
