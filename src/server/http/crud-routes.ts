import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { idParams, pageOf, registerListQuery } from '../../shared/http/lista'
import { ocultarCampos, type RespostaRestrita } from '../../shared/permissoes/campos-restritos'
import type { Executor } from '../db/client'
import type { Tenant } from '../features/auth/tenant.service'
import { dbOf } from './tenant-transaction'
import { type App, type AppContext, tenantOf } from './types'

export interface Page<T> {
  items: T[]
  total: number
  /** False when a broad search stopped counting at `total` (there are more). */
  totalExact: boolean
  page: number
  pageSize: number
}

/** What a register's service offers; every function opens its tenant transaction or joins the route's. */
export interface RegisterService<View, Create, Update, Query> {
  list(db: Executor, tenant: Tenant, query: Query): Promise<Page<View>>
  get(db: Executor, tenant: Tenant, id: string): Promise<View>
  create(db: Executor, tenant: Tenant, input: Create): Promise<View>
  update(db: Executor, tenant: Tenant, id: string, input: Update): Promise<View>
  remove(db: Executor, tenant: Tenant, id: string): Promise<void>
}

/**
 * The five routes of a register (DESIGN §10) under module `cadastros`: list (view), get (view),
 * create (create), update (edit), delete (delete).
 */
export function registerRoutes<
  V extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType = typeof registerListQuery,
>(
  app: App,
  ctx: AppContext,
  opts: {
    base: string
    view: V
    create: C
    update: U
    query?: Q
    service: RegisterService<z.infer<V>, z.output<C>, z.output<U>, z.output<Q>>
    /** The record carries fields of another module (a product's cost): every answer is stripped by reader. */
    restrita?: RespostaRestrita
  },
) {
  const { base, view, service, restrita } = opts
  const presente = <T>(tenant: Tenant, record: T): T =>
    restrita ? (ocultarCampos(tenant, restrita, record as object) as T) : record
  const query = (opts.query ?? registerListQuery) as Q
  const db = ctx.handle.db
  // Generic over the schemas, so the routes are declared without the type provider's inference; the
  // zod validator and serializer still run on every request.
  const r = app as unknown as FastifyInstance
  r.get<{ Querystring: z.output<Q> }>(
    base,
    {
      config: { permission: ['cadastros', 'view'] },
      schema: { querystring: query, response: { 200: pageOf(view) } },
    },
    async (req) => {
      const page = await service.list(db, tenantOf(req), req.query as z.output<Q>)
      return { ...page, items: page.items.map((item) => presente(tenantOf(req), item)) }
    },
  )
  r.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { permission: ['cadastros', 'view'] }, schema: { params: idParams, response: { 200: view } } },
    async (req) => presente(tenantOf(req), await service.get(db, tenantOf(req), req.params.id)),
  )
  r.post<{ Body: z.output<C> }>(
    base,
    {
      config: { permission: ['cadastros', 'create'], transaction: true },
      schema: { body: opts.create, response: { 201: view } },
    },
    async (req, reply) => {
      const record = await service.create(dbOf(req, db), tenantOf(req), req.body as z.output<C>)
      reply.status(201)
      return presente(tenantOf(req), record)
    },
  )
  r.patch<{ Params: { id: string }; Body: z.output<U> }>(
    `${base}/:id`,
    {
      config: { permission: ['cadastros', 'edit'], transaction: true },
      schema: { params: idParams, body: opts.update, response: { 200: view } },
    },
    async (req) =>
      presente(
        tenantOf(req),
        await service.update(dbOf(req, db), tenantOf(req), req.params.id, req.body as z.output<U>),
      ),
  )
  r.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { permission: ['cadastros', 'delete'], transaction: true }, schema: { params: idParams } },
    async (req, reply) => {
      await service.remove(dbOf(req, db), tenantOf(req), req.params.id)
      reply.status(204)
    },
  )
}
