import type { ComponentProps } from 'react'

// The look of components/ui/button, as plain class strings: islands render these links too, and the
// app's buttonVariants would bring cva and tailwind-merge into the bundle every visitor downloads.
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0'

const variantes = {
  primario: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  contorno: 'border border-input bg-surface text-foreground shadow-sm hover:bg-muted',
  fantasma: 'text-foreground hover:bg-muted',
  // For the dark closing section: orange is the marketing highlight (UI.md).
  destaque: 'bg-orange-500 text-slate-950 shadow-sm hover:bg-orange-400',
  contornoClaro: 'border border-slate-500 text-white hover:bg-slate-800',
} as const

const tamanhos = { padrao: 'h-10 px-4 text-sm', grande: 'h-11 px-6 text-base' } as const

/**
 * A link with the look of a button. Public pages link with plain `<a href>`: they are separate documents,
 * and /auth or /dashboard belong to the app, so every navigation is a full page load. `className` only
 * adds layout classes (width, margin); colours come from the variant.
 */
export function LinkBotao({
  variante = 'primario',
  tamanho = 'padrao',
  className,
  ...props
}: ComponentProps<'a'> & { variante?: keyof typeof variantes; tamanho?: keyof typeof tamanhos }) {
  return (
    <a
      className={[base, variantes[variante], tamanhos[tamanho], className].filter(Boolean).join(' ')}
      {...props}
    />
  )
}
