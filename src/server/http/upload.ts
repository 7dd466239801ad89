import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from './errors'

/** What one upload route accepts and how it words each refusal (photos and the logo differ). */
export interface UploadRules {
  maxBytes: number
  /** Room for the multipart boundaries and the text fields around the file. */
  overhead: number
  grandeDemais: () => AppError
  umPorVez: () => AppError
  invalido: () => AppError
  naoMultipart: () => AppError
}

/** The multipart plugin's own refusals, in the route's words (DESIGN §8). */
function multipartError(error: unknown, rules: UploadRules): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return rules.grandeDemais()
    case 'FST_FILES_LIMIT':
      return rules.umPorVez()
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return rules.invalido()
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return rules.naoMultipart()
    default:
      // Busboy's "Unexpected end of form" and similar: a malformed body is bad input, not a 500.
      if (error instanceof Error && !(error instanceof AppError) && !('statusCode' in error)) {
        return rules.invalido()
      }
      return error
  }
}

/**
 * Reads the one file `arquivo` and the text fields of a multipart body. An oversized body is refused
 * from its Content-Length before any byte is read; a second file is refused.
 */
export async function readArquivo(
  req: FastifyRequest,
  rules: UploadRules,
): Promise<{ data: Buffer | undefined; campos: Map<string, string> }> {
  const length = Number(req.headers['content-length'])
  if (Number.isFinite(length) && length > rules.maxBytes + rules.overhead) throw rules.grandeDemais()
  const campos = new Map<string, string>()
  let data: Buffer | undefined
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'arquivo' || data) {
          part.file.resume()
          throw rules.umPorVez()
        }
        data = await part.toBuffer()
      } else if (typeof part.value === 'string') {
        campos.set(part.fieldname, part.value.trim())
      }
    }
  } catch (error) {
    throw multipartError(error, rules)
  }
  return { data, campos }
}

/**
 * Sends a stored image. Opened on its own, the file is an image and nothing else: no script, no form,
 * no frame. The caller sets its own cache headers first.
 */
export function sendImagem(reply: FastifyReply, stream: Readable, mime: string) {
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header('content-disposition', 'inline')
    .send(stream)
}
