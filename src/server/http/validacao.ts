import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { semCaracteresDeControle } from '../../shared/http/texto'
import { AppError } from './errors'

export const NADA_PARA_ATUALIZAR = 'Nada para atualizar'

/**
 * The zod validator of every route, with a floor under each schema of the body, query string and params:
 * a control character (a NUL byte PostgreSQL refuses, an escape code) anywhere is a 400 in Portuguese on
 * its field, before the route's own rules run.
 */
export const validarEntrada: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: route.httpPart === 'headers' ? route.schema : semCaracteresDeControle.pipe(route.schema),
  })

/**
 * An empty PATCH (`{}`, or only keys the schema drops) is a 400 'Nada para atualizar' on every PATCH
 * route, here and nowhere else: a client that sends nothing to change has a bug worth seeing, and an
 * UPDATE without columns is not a statement the services should each have to guard against. It runs
 * after the schema (the body is the parsed one) and after the auth hooks (401/403 come first).
 */
export function recusarPatchVazio(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'PATCH') return
    const body = req.body as Record<string, unknown> | null | undefined
    if (body == null || (typeof body === 'object' && Object.values(body).every((v) => v === undefined)))
      throw new AppError(400, 'NADA_PARA_ATUALIZAR', NADA_PARA_ATUALIZAR)
  })
}
