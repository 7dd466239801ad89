import { useEffect, useState, useSyncExternalStore } from 'react'
import { dicaDeInstalacao } from '../lib/instalar-app'
import { assinarPedidoDeInstalacao, temPedidoDeInstalacao } from '../lib/pwa'
import { useIsMobile, useMediaQuery } from '../lib/use-media-query'

const DISPENSADA_KEY = 'bancada:instalar-dispensado'

type Dica = typeof import('./instalar-app-dica')

// Most screens never show the hint (desktops, installed apps, a dismissed hint): its markup comes with
// the first screen that does, not with every first load. A download that fails leaves the hint out: the
// app works without it.
function useDica(mostrar: boolean) {
  const [modulo, setModulo] = useState<Dica | null>(null)
  useEffect(() => {
    if (mostrar && !modulo) import('./instalar-app-dica').then(setModulo, () => {})
  }, [mostrar, modulo])
  return modulo
}

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
  const modulo = useDica(dica !== null)
  if (!dica || !modulo) return null

  const dispensar = () => {
    setDispensada(true)
    try {
      window.localStorage.setItem(DISPENSADA_KEY, '1')
    } catch {
      // Private mode: dismissed for this visit only.
    }
  }
  return <modulo.InstalarAppDica dica={dica} onDispensar={dispensar} />
}
