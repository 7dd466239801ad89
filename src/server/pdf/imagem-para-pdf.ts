import type { FileStorage } from '../storage/file-storage'

/**
 * A stored image's bytes for a PDF, or null: none stored, the file is gone, or WebP (the PDF library
 * embeds only JPEG and PNG). A document never fails for want of a picture.
 */
export async function imagemParaPdf(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  if (!key || key.endsWith('.webp')) return null
  const stream = await storage.get(key)
  if (!stream) return null
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
