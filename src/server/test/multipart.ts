import { randomBytes } from 'node:crypto'

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body built by hand, as a browser's FormData sends it (for `app.inject`). */
export function multipart(parts: Part[]) {
  const boundary = `----bancada${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
