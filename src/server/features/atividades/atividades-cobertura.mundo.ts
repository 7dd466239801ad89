import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../../test/fake-focus-nfe'
import { type FakePsp, startFakePsp } from '../../test/fake-psp'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp'
import type { multipart } from '../../test/multipart'
import { buildCatalogo, type Catalogo } from '../../test/os-fixtures'

/**
 * The world the activity log's coverage test walks (atividades-cobertura.routes.test.ts): the real app
 * listening on a port of its own, with a fake bank, a fake fiscal provider and a fake SMTP server, and a
 * company with a catalogue. Each recipe makes what else it needs.
 */
export interface Mundo {
  t: TestApp
  psp: FakePsp
  focus: FakeFocusNfe
  smtp: FakeSmtp
  admin: TestUser
  empresaId: string
  c: Catalogo
  close(): Promise<void>
}

/** One successful call of a write route: what a recipe prepares (its preparation is not the call). */
export interface Pedido {
  url: string
  payload?: object
  /** Default: the company's admin; null: no session (a public link, a webhook, a sign-in). */
  user?: TestUser | null
  headers?: Record<string, string>
  /** A multipart body (uploads) instead of JSON. */
  arquivo?: ReturnType<typeof multipart>
  /** The company whose log must show the call, when not the world's (a sign-up makes its own). */
  empresaId?: string | (() => Promise<string>)
}

/** 'METHOD /path' as the OpenAPI document names it → how to make one successful call of it. */
export type Receitas = Record<string, (m: Mundo) => Promise<Pedido>>

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export async function montarMundo(): Promise<Mundo> {
  const [psp, focus, smtp] = await Promise.all([startFakePsp(), iniciarFakeFocusNfe(), startFakeSmtp()])
  const dir = mkdtempSync(path.join(tmpdir(), 'bancada-cobertura-'))
  const caFile = path.join(dir, 'ca.pem')
  writeFileSync(caFile, psp.ca)
  const port = await portaLivre()
  const t = await createTestApp({
    BASE_URL: `http://127.0.0.1:${port}`,
    PIX_CA_FILE: caFile,
    FOCUS_NFE_URL_HOMOLOGACAO: focus.url,
    SMTP_URL: smtp.url,
  })
  await t.app.listen({ port, host: '127.0.0.1' })
  const { admin, empresaId } = await buildCompany(t)
  const c = await buildCatalogo(t, admin)
  return {
    t,
    psp,
    focus,
    smtp,
    admin,
    empresaId,
    c,
    async close() {
      await t.close()
      await Promise.all([psp.close(), focus.fechar(), smtp.close()])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A valid CPF of its own: a company's customers have distinct documents. */
export function cpfAleatorio() {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  for (const n of [9, 10]) {
    const soma = d.reduce((s, x, i) => s + x * (n + 1 - i), 0)
    d.push(((soma * 10) % 11) % 10)
  }
  return d.join('')
}

/** A Mercosul plate of its own (AAA9A99). */
export const placaAleatoria = () => {
  const letra = () => String.fromCharCode(65 + Math.floor(Math.random() * 26))
  const n = () => Math.floor(Math.random() * 10)
  return `${letra()}${letra()}${letra()}${n()}${letra()}${n()}${n()}`
}

/** Something made once per world, on first use (a company configured for a fake, say). */
export function umaVez<T>(fazer: (m: Mundo) => Promise<T>) {
  let feito: Promise<T> | undefined
  return (m: Mundo) => {
    feito ??= fazer(m)
    return feito
  }
}

/** POSTs and answers the JSON, failing loudly when the API refuses. */
export async function ok(m: Mundo, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const res = await call(m.t, m.admin, method, url, payload)
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`)
  return res.json()
}

export const criar = (m: Mundo, url: string, payload: object) => create(m.t, m.admin, url, payload)

/** The company a user belongs to (a sign-up's new company), as the owner sees it. */
export const empresaDoEmail = (m: Mundo, email: string) => async () => {
  const [row] = await queryRows<{ empresa_id: string }>(
    m.t.handle.db,
    sql`select m.empresa_id from membros m join users u on u.id = m.user_id where u.email = ${email}`,
  )
  return row!.empresa_id
}

export interface Entrada {
  id: number
  entidade: string
  entidade_id: string | null
  acao: string
  campos: Record<string, [unknown, unknown]> | null
  descricao: string | null
  origem: string
  categoria: string
  usuario_id: string | null
}

/** The company's entries after `desde` (an id), oldest first, read in its scope. */
export const entradasDesde = (t: TestApp, empresaId: string, desde: number) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    queryRows<Entrada>(tx, sql`select * from atividades where id > ${desde} order by id`),
  )

/** The last entry id of any company (ids grow across companies). */
export const ultimaEntrada = async (t: TestApp) => {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select coalesce(max(id), 0)::bigint as id from atividades`,
  )
  return Number(row!.id)
}

/** How many entries of any company hold `texto` in their values or description (read as the owner). */
export async function vezesNoLog(t: TestApp, texto: string) {
  const [row] = await queryRows<{ n: number }>(
    t.handle.db,
    sql`select count(*)::int as n from atividades
        where strpos(coalesce(campos::text, ''), ${texto}) > 0 or strpos(coalesce(descricao, ''), ${texto}) > 0`,
  )
  return row!.n
}
