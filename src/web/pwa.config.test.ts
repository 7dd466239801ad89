import { describe, expect, it } from 'vitest'
import { padraoDaRota, pwaOptions } from './pwa.config'

const abreOShell = (caminho: string) =>
  (pwaOptions.workbox?.navigateFallbackAllowlist ?? []).some((padrao) => padrao.test(caminho))

describe('service worker navigations', () => {
  it('answers the app routes with the cached shell, query strings included', () => {
    expect(abreOShell('/dashboard')).toBe(true)
    expect(abreOShell('/os/123')).toBe(true)
    expect(abreOShell('/os?status=aprovado')).toBe(true)
    expect(abreOShell('/cadastros/clientes/')).toBe(true)
  })

  it('leaves the API, the public pages and unknown paths to the network', () => {
    expect(abreOShell('/api/me')).toBe(false)
    expect(abreOShell('/api/os/1/pdf')).toBe(false)
    expect(abreOShell('/')).toBe(false)
    expect(abreOShell('/precos')).toBe(false)
    expect(abreOShell('/os/1/2/3')).toBe(false)
  })

  it('keeps only the signed-in profile at run time: the rest of the API stays network-only', () => {
    const regras = pwaOptions.workbox?.runtimeCaching ?? []
    expect(regras).toHaveLength(1)
    const casa = regras[0].urlPattern as (o: { url: URL }) => boolean
    const em = (caminho: string) => casa({ url: new URL(caminho, 'http://localhost') })
    expect(em('/api/sessao')).toBe(true)
    for (const outro of ['/api/clientes', '/api/os/1', '/api/sessao/x', '/api/me', '/dashboard'])
      expect(em(outro), outro).toBe(false)
    expect(regras[0].handler).toBe('NetworkFirst')
  })
})

describe('padraoDaRota', () => {
  it('matches one path segment per parameter', () => {
    expect(padraoDaRota('/os/:id/editar').test('/os/abc/editar')).toBe(true)
    expect(padraoDaRota('/os/:id/editar').test('/os/abc/def/editar')).toBe(false)
  })
})
