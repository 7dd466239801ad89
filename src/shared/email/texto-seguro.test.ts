import { describe, expect, it } from 'vitest'
import { enderecosNoTexto, textoEmHtml } from './texto-seguro'

describe('enderecosNoTexto', () => {
  it('finds what a mail client would make a link', () => {
    const texto = [
      'Pague em https://golpe.exemplo/boleto',
      'ou www.banco-falso.com.br',
      'ou bit.ly/abc e pix.xyz',
      'ou javascript:alert(1)',
    ].join('\n')
    expect(enderecosNoTexto(texto)).toEqual([
      'https://golpe.exemplo/boleto',
      'www.banco-falso.com.br',
      'bit.ly/abc',
      'pix.xyz',
      'javascript:alert(1)',
    ])
  })

  it('leaves ordinary shop text alone: money, numbers, abbreviations, an email address', () => {
    const texto = 'Olá, Sr. João! OS-2026-0001 no valor de R$ 1.234,56. Dúvidas: contato@oficina.com.br'
    expect(enderecosNoTexto(texto)).toEqual([])
  })
})

describe('textoEmHtml', () => {
  it('escapes every tag of the text and links only the given addresses', () => {
    const html = textoEmHtml('<a href="https://x.io">clique</a> & <b>\nVeja: https://bancada.app/p/abc', [
      'https://bancada.app/p/abc',
    ])
    expect(html).toContain('&lt;a href=&quot;https://x.io&quot;&gt;clique&lt;/a&gt; &amp; &lt;b&gt;<br>')
    expect(html).toContain('<a href="https://bancada.app/p/abc">https://bancada.app/p/abc</a>')
    expect(html.match(/<a /g)).toHaveLength(1)
  })
})
