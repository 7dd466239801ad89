/** The photo types the server takes (it checks the bytes, not the name). */
export const FOTO_TIPOS_ACEITOS = ['image/jpeg', 'image/png', 'image/webp'] as const
export const FOTO_MAX_BYTES = 5 * 1024 * 1024
/** The long side of an uploaded photo: sharp on a phone and a printed A4, ~300–600 KB as JPEG. */
export const FOTO_MAX_LADO = 1600
const QUALIDADE_JPEG = 0.85

export class FotoInvalidaError extends Error {}

/** The size to draw an image at so its long side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide = FOTO_MAX_LADO) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** `foto.jpg` from `IMG_2031.HEIC`, `foto.png` … */
export function jpegName(name: string) {
  const base = name.replace(/\.[^./\\]*$/, '').trim()
  return `${base || 'foto'}.jpg`
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d')
    if (ctx) {
      // JPEG has no transparency: a transparent PNG gets a white background instead of black.
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, width, height)
      ctx.drawImage(bitmap, 0, 0, width, height)
      return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALIDADE_JPEG })
    }
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('canvas 2d indisponível')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob falhou'))),
      'image/jpeg',
      QUALIDADE_JPEG,
    ),
  )
}

/**
 * Shrinks a photo in the browser before it is sent: long side ≤ 1600 px, JPEG at 0.85, turned upright
 * from its EXIF orientation, and without its EXIF data (no GPS position leaves the phone). When the
 * browser cannot decode the file, an accepted type within the limit is sent as it is.
 */
export async function prepareFoto(file: File): Promise<{ blob: Blob; fileName: string }> {
  let bitmap: ImageBitmap | null = null
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    bitmap = null
  }
  if (bitmap) {
    try {
      const { width, height } = fitWithin(bitmap.width, bitmap.height)
      const blob = await encode(bitmap, width, height)
      return { blob, fileName: jpegName(file.name) }
    } catch {
      // Fall through to the original file.
    } finally {
      bitmap.close()
    }
  }
  if (!(FOTO_TIPOS_ACEITOS as readonly string[]).includes(file.type)) {
    throw new FotoInvalidaError('Envie uma imagem JPEG, PNG ou WebP')
  }
  if (file.size > FOTO_MAX_BYTES) throw new FotoInvalidaError('A foto deve ter no máximo 5 MB')
  return { blob: file, fileName: file.name || 'foto' }
}
