import { describe, expect, it } from 'vitest'
import { rotasDoApp } from '../../shared/app/rotas-do-app'
import { moduleRoutes } from './module-routes'
import { telasFixas } from './router'

describe('the paths the server answers with 200', () => {
  it('are exactly the paths the web router shows a screen for', () => {
    const telas = [...Object.values(telasFixas), ...moduleRoutes.map((route) => `/${route.path}`)]
    expect([...rotasDoApp].sort()).toEqual(telas.sort())
  })
})
