import { Download, X } from 'lucide-react'
import type { DicaDeInstalacao } from '../lib/instalar-app'
import { instalarApp } from '../lib/pwa'
import { Button } from './ui/button'

/** The install hint's bar: the browser's prompt behind a button, or the steps on iOS Safari. */
export function InstalarAppDica({
  dica,
  onDispensar,
}: {
  dica: NonNullable<DicaDeInstalacao>
  onDispensar: () => void
}) {
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
      <Button variant="ghost" size="icon" aria-label="Dispensar" onClick={onDispensar}>
        <X />
      </Button>
    </section>
  )
}
