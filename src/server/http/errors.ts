import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { genericMessages } from '../../shared/http/api-error'
import { isTransientConflict } from '../db/retry-conflicts'

/**
 * An error a service throws on purpose; the handler turns it into `{ error: { code, message, fields? } }`,
 * plus any `details` the client acts on (e.g. the short parts of a refused conclusion).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const notFound = (message: string = genericMessages.naoEncontrado) =>
  new AppError(404, 'NOT_FOUND', message)
export const conflict = (code: string, message: string) => new AppError(409, code, message)
export const unauthorized = () => new AppError(401, 'UNAUTHENTICATED', genericMessages.naoAutenticado)
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.') =>
  new AppError(403, 'FORBIDDEN', message)

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null
  return e?.cause?.code ?? e?.code
}

/** Postgres unique violation, on either driver (PGlite and node-postgres both expose `code`). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505'

/** Postgres foreign-key violation: a delete of a row that others still point to. */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503'

/** Runs `fn`, turning the database's unique / foreign-key refusals into the register's 409 messages. */
export async function withConflicts<T>(
  fn: () => Promise<T>,
  messages: { unique?: string; inUse?: string },
): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (messages.unique && isUniqueViolation(error)) throw conflict('DUPLICADO', messages.unique)
    if (messages.inUse && isForeignKeyViolation(error)) throw conflict('EM_USO', messages.inUse)
    throw error
  }
}

const clientErrorMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'O corpo da requisição não é um JSON válido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O conteúdo enviado é grande demais'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do conteúdo inválido'],
}

/** Bad input is never a 500 and no response carries a stack trace (DESIGN §8). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: {
          ...error.details,
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const params = issue.params as { keys?: string[] } | undefined
        if (issue.keyword === 'unrecognized_keys' && params?.keys) {
          for (const key of params.keys) fields[key] = 'Campo não permitido'
          continue
        }
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        fields[key] ??= issue.message ?? genericMessages.dadosInvalidos
      }
      const first = error.validation[0]
      const message = first?.keyword === 'unrecognized_keys' ? genericMessages.dadosInvalidos : first?.message
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION', message: message ?? 'Dados inválidos', fields } })
    }
    // A deadlock or serialization failure still there after withTenant's retries: the user's to retry.
    if (isTransientConflict(error)) {
      request.log.warn({ err: error }, 'conflito de concorrência após novas tentativas')
      return reply
        .status(409)
        .send({ error: { code: 'CONFLITO_CONCORRENTE', message: genericMessages.conflitoConcorrente } })
    }
    const known = error.code ? clientErrorMessages[error.code] : undefined
    if (known) return reply.status(known[0]).send({ error: { code: error.code, message: known[1] } })
    if (error.statusCode === 429) {
      const body = (error as { error?: unknown }).error ?? {
        code: 'RATE_LIMITED',
        message: genericMessages.muitasTentativas,
      }
      return reply.status(429).send({ error: body })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: 'BAD_REQUEST', message: 'Requisição inválida' } })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ error: { code: 'INTERNAL', message: genericMessages.erroInesperado } })
  })
}
