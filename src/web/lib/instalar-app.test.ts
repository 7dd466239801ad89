import { describe, expect, it } from 'vitest'
import { dicaDeInstalacao, ehSafariDoIos } from './instalar-app'

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const iphoneChrome = iphoneSafari.replace('Version/17.5', 'CriOS/126.0.6478.54')
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const base = { celular: true, dispensada: false, instalado: false, temPedido: false, userAgent: android }

describe('dicaDeInstalacao', () => {
  it('offers the install button on a phone when the browser offers the prompt', () => {
    expect(dicaDeInstalacao({ ...base, temPedido: true })).toBe('instalar')
  })

  it('shows nothing on wide screens, once dismissed or when already installed', () => {
    expect(dicaDeInstalacao({ ...base, temPedido: true, celular: false })).toBeNull()
    expect(dicaDeInstalacao({ ...base, temPedido: true, dispensada: true })).toBeNull()
    expect(dicaDeInstalacao({ ...base, temPedido: true, instalado: true })).toBeNull()
  })

  it('explains the Share menu on iOS Safari only', () => {
    expect(dicaDeInstalacao({ ...base, userAgent: iphoneSafari })).toBe('ios')
    expect(dicaDeInstalacao({ ...base, userAgent: iphoneChrome })).toBeNull()
    expect(dicaDeInstalacao(base)).toBeNull()
  })
})

describe('ehSafariDoIos', () => {
  it('tells Safari from the other iOS browsers and from Android', () => {
    expect(ehSafariDoIos(iphoneSafari)).toBe(true)
    expect(ehSafariDoIos(iphoneChrome)).toBe(false)
    expect(ehSafariDoIos(android)).toBe(false)
  })
})
