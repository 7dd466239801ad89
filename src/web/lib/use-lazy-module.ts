import { useState } from 'react'

type State<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'error'; error: unknown }

/**
 * Code fetched when the person first reaches for it (a menu's, a popover's or a sheet's: Radix with its
 * positioning and focus handling), not with the first page (decision 021). `load()` starts the download;
 * hover and focus call it early, the click again. A download that fails is thrown at render, so the
 * screen's error boundary offers 'Tentar novamente' instead of leaving a button that does nothing.
 */
export function useLazyModule<T>(importer: () => Promise<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle' })
  if (state.status === 'error') throw state.error

  const load = () => {
    if (state.status !== 'idle') return
    setState({ status: 'loading' })
    importer().then(
      (module) => setState({ status: 'ready', module }),
      (error: unknown) => setState({ status: 'error', error }),
    )
  }

  return {
    module: state.status === 'ready' ? state.module : undefined,
    loading: state.status === 'loading',
    load,
  }
}
