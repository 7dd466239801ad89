import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useState } from 'react'
import { useLazyModule } from '../lib/use-lazy-module'

type TriggerProps = ComponentProps<'button'>

/**
 * A menu, popover or sheet whose code downloads when the person first reaches for it (decision 021):
 * until the first click `trigger` is drawn alone (hover and focus already start the download); then
 * `children` renders the loaded module around that same trigger, opened.
 */
export function LazyTrigger<M>({
  load,
  popup,
  trigger,
  children,
}: {
  load: () => Promise<M>
  popup: 'menu' | 'dialog'
  trigger: ReactElement<TriggerProps>
  children: (module: M, trigger: ReactElement<TriggerProps>) => ReactNode
}) {
  const lazy = useLazyModule(load)
  const [pedido, setPedido] = useState(false)

  if (pedido && lazy.module) return children(lazy.module, trigger)
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'aria-busy': pedido || undefined,
    onPointerEnter: lazy.load,
    onFocus: lazy.load,
    onClick: () => {
      setPedido(true)
      lazy.load()
    },
  })
}
