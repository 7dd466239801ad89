import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rotasDoApp } from '../../shared/app/rotas-do-app'
import { routes } from './router'

/** Every screen path of the route tree, joined with its parents' paths; the catch-all is left out. */
function screenPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path)
    const children = route.children ? screenPaths(route.children, own) : []
    const rendersSomething = Boolean(route.element || route.Component || route.lazy)
    const isScreen = route.path !== undefined && route.path !== '*' && rendersSomething
    return isScreen ? [own, ...children] : children
  })
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`

describe('the paths the server answers with 200', () => {
  it('are exactly the paths the web router shows a screen for', () => {
    expect([...rotasDoApp].sort()).toEqual(screenPaths(routes).sort())
  })
})
