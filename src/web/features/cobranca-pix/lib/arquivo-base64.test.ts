import { describe, expect, it } from 'vitest'
import { arquivoParaBase64, bytesParaBase64, cabeNoLimite } from './arquivo-base64'

describe('the PFX file as base64', () => {
  it('encodes the bytes as the API expects, without a data: prefix', async () => {
    const bytes = new Uint8Array([0x30, 0x82, 0x0a, 0xff, 0x00, 0x7f])
    expect(bytesParaBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(await arquivoParaBase64(new Blob([bytes]))).toBe('MIIK/wB/')
  })

  it('encodes a file larger than one chunk', async () => {
    const bytes = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7) % 256)
    expect(await arquivoParaBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'))
  })

  it('knows when a file is over the 64 KB of base64 the API takes', () => {
    expect(cabeNoLimite(48 * 1024)).toBe(true)
    expect(cabeNoLimite(48 * 1024 + 1)).toBe(false)
  })
})
