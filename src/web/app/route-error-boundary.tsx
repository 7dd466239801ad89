import { Component, type ReactNode } from 'react'

type Props = { resetKey: string; fallback: ReactNode; children: ReactNode }
type State = { failed: boolean; resetKey: string }

/**
 * Catches what a screen throws while rendering, a page's or a menu's code that could not be downloaded
 * included (a deploy while the tab was open), and shows `fallback` instead of a blank screen. Going to
 * another address (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
