import { describe, expect, it } from 'vitest'
import { FOTO_MAX_LADO, fitWithin, jpegName } from './resize-image'

describe('fitWithin', () => {
  it('shrinks the long side to 1600 px keeping the proportion', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: FOTO_MAX_LADO, height: 1200 })
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: FOTO_MAX_LADO })
    expect(fitWithin(8000, 10)).toEqual({ width: 1600, height: 2 })
    expect(fitWithin(10000, 1)).toEqual({ width: 1600, height: 1 })
  })

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 })
  })
})

describe('jpegName', () => {
  it('names the re-encoded photo .jpg', () => {
    expect(jpegName('IMG_2031.HEIC')).toBe('IMG_2031.jpg')
    expect(jpegName('porta.traseira.png')).toBe('porta.traseira.jpg')
    expect(jpegName('image')).toBe('image.jpg')
    expect(jpegName('')).toBe('foto.jpg')
    expect(jpegName('.png')).toBe('foto.jpg')
  })
})
