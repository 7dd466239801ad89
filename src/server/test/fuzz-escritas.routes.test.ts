import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { withTenant } from '../db/with-tenant'
import { faturar, osEmExecucao } from '../features/financeiro/financeiro-fixtures'
import { call, create } from './api'
import { createTestApp } from './build-app'
import { buildCompany, buildUser, uniqueEmail } from './factories'
import { corpoHostil, type Ids, type JsonSchema, parametroHostil, valorHostil } from './fuzz-valores'
import { buildCatalogo, osBody } from './os-fixtures'

/**
 * Every write route of the OpenAPI document (POST, PUT, PATCH, DELETE), driven with values derived from
 * its schema — control characters, huge strings, wrong types, negative and huge numbers, unicode, empty
 * objects, unknown keys, other companies' and malformed ids — as an admin of a company with data. Each
 * answer is below 500, and a refused request (4xx) leaves the company's tables as they were.
 * FUZZ_RUNS=200 runs more per route (the default keeps the file near 30 s per database).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
// `npm test` replays the same cases, so a red build means a regression, not a new find by chance;
// FUZZ_SEED=random (or a number) with a larger FUZZ_RUNS explores further.
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261125)

// Left out on purpose: sign-out ends the admin's sessions (the later runs would only see 401s).
const FORA = new Set(['POST /api/auth/sign-out'])

type Operacao = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

const t = await createTestApp()
afterAll(() => t.close())
await t.app.ready()
const documento = t.app.swagger() as { paths: Record<string, Record<string, Operacao>> }
const rotas = Object.entries(documento.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([m]) => ['post', 'put', 'patch', 'delete'].includes(m))
    .map(([m, op]) => ({ method: m.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE', path, op }))
    .filter((r) => !FORA.has(`${r.method} ${r.path}`)),
)

// A company with a bit of everything (records, an invoiced OS with titles, a user, an invitation, a
// public link), and another company whose ids must stay out of reach.
const { admin, empresaId } = await buildCompany(t)
const c = await buildCatalogo(t, admin)
const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Técnico Fuzz' })
const faturada = await osEmExecucao(t, admin, c)
await faturar(t, admin, faturada, { forma: 'pix', parcelas: 2, vencimento_inicial: '2030-01-10' })
const aberta = await create(t, admin, '/api/os', osBody(c))
await call(t, admin, 'POST', `/api/os/${aberta.id}/status`, { status: 'orcamento_enviado' })
const link = (await call(t, admin, 'POST', `/api/os/${aberta.id}/link`)).json() as { token: string }
const operador = await buildUser(t, empresaId, 'operador')
await call(t, admin, 'POST', '/api/convites', { email: uniqueEmail('convidado'), role: 'tecnico' })
const outra = await buildCompany(t)
const deOutra = await buildCatalogo(t, outra.admin)

/** The company's tables (every one with `empresa_id`), as one checksum of their rows. */
const tabelas = (
  await queryRows<{ table_name: string }>(
    t.handle.db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'empresa_id' order by table_name`,
  )
).map((r) => r.table_name)

// A refused sign-in (401) for a user's e-mail writes its 'falhou_entrar' entry by design (issue 29): the
// company's log must show the attempt. It is the one write a refusal may leave.
const naoFalhaDeEntrada = sql`and r.acao <> 'falhou_entrar'`

const somaDaEmpresa = () =>
  withTenant(t.handle.db, { empresaId }, async (tx) => {
    const partes = tabelas.map(
      (nome) =>
        sql`select ${nome} || ':' || count(*) || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as parte
            from ${sql.identifier(nome)} r where r.empresa_id = ${empresaId}
            ${nome === 'atividades' ? naoFalhaDeEntrada : sql``}`,
    )
    const [row] = await queryRows<{ soma: string }>(
      tx,
      sql`select string_agg(parte, '|' order by parte) as soma from (${sql.join(partes, sql` union all `)}) p`,
    )
    return row.soma
  })

const idsDaEmpresa = await withTenant(t.handle.db, { empresaId }, async (tx) => {
  const comId = tabelas.filter((n) => n !== 'membros')
  const partes = comId.map(
    (n) => sql`(select id::text from ${sql.identifier(n)} where empresa_id = ${empresaId} limit 4)`,
  )
  const rows = await queryRows<{ id: string }>(tx, sql.join(partes, sql` union all `)).catch(() => [])
  return rows.map((r) => r.id)
})
const idsDe = async (tabela: string) =>
  withTenant(t.handle.db, { empresaId }, async (tx) =>
    (
      await queryRows<{ id: string }>(
        tx,
        sql`select id::text from ${sql.identifier(tabela)} where empresa_id = ${empresaId}`,
      )
    ).map((r) => r.id),
  )
// Pools by path segment before `{id}` and by body field: an id of the right kind reaches the service.
const porRecurso: Record<string, string[]> = {
  clientes: await idsDe('clientes'),
  veiculos: await idsDe('veiculos'),
  tecnicos: await idsDe('tecnicos'),
  servicos: await idsDe('servicos_catalogo'),
  produtos: await idsDe('produtos'),
  os: await idsDe('os'),
  titulos: await idsDe('ar_titulos'),
  convites: await idsDe('convites'),
  usuarios: [operador.userId],
}
const ids: Ids = {
  daEmpresa: [...new Set([...idsDaEmpresa, tecnico.id, operador.userId, c.cliente.id])],
  porNome: {
    ...porRecurso,
    cliente_id: porRecurso.clientes,
    veiculo_id: porRecurso.veiculos,
    tecnico_id: porRecurso.tecnicos,
    referencia_id: [...porRecurso.servicos, ...porRecurso.produtos],
    ids: porRecurso.os,
    os_id: porRecurso.os,
  },
  deOutra: [deOutra.cliente.id, deOutra.veiculo.id, deOutra.tinta.id, outra.admin.userId],
  tokens: [link.token, `${link.token}x`],
}

// A URL carries UTF-8: a lone surrogate becomes U+FFFD on the way, as a browser would send it.
const encode = (v: string) => encodeURIComponent(Buffer.from(v, 'utf8').toString('utf8'))

describe('fuzzed writes', () => {
  it('covers the write routes of the OpenAPI document', () => {
    expect(rotas.length).toBeGreaterThan(40)
    expect(rotas.map((r) => `${r.method} ${r.path}`)).toContain('PATCH /api/veiculos/{id}')
  })

  it.each(rotas)(
    '$method $path: below 500, and a refused request writes nothing',
    async ({ method, path, op }) => {
      // `{id}` takes the name of the resource before it (/api/clientes/{id} → clientes).
      const recurso = (nome: string) =>
        nome === 'id' ? (path.match(/\/([a-z]+)\/\{id\}/)?.[1] ?? nome) : nome
      const noCaminho = (op.parameters ?? []).filter((p) => p.in === 'path')
      const naQuery = (op.parameters ?? []).filter((p) => p.in === 'query')
      const corpo = op.requestBody?.content?.['application/json']?.schema
      const pedido = fc.record({
        caminho: fc.tuple(...noCaminho.map((p) => parametroHostil(recurso(p.name), p.schema ?? {}, ids))),
        query: fc.record(
          Object.fromEntries(naQuery.map((p) => [p.name, valorHostil(p.schema ?? {}, ids, p.name)])),
          {
            requiredKeys: [],
          },
        ),
        corpo: corpo ? fc.option(corpoHostil(corpo, ids), { freq: 10 }) : fc.constant(null),
      })
      await fc.assert(
        fc.asyncProperty(pedido, async ({ caminho, query, corpo }) => {
          // Taken before each request: a failed run (and fast-check's shrinking) must not compare with
          // the state before an earlier one.
          const antes = await somaDaEmpresa()
          let url = path
          noCaminho.forEach((p, i) => {
            url = url.replace(`{${p.name}}`, encode(caminho[i]))
          })
          const qs = Object.entries(query)
            .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(String(x))}`))
            .join('&')
          const res = await t.app.inject({
            method,
            url: qs ? `${url}?${qs}` : url,
            headers: { cookie: admin.cookie },
            ...(corpo === null
              ? {}
              : {
                  payload: JSON.stringify(corpo),
                  headers: { cookie: admin.cookie, 'content-type': 'application/json' },
                }),
          })
          expect(
            res.statusCode,
            `${method} ${url}?${qs} ${JSON.stringify(corpo)?.slice(0, 300)} → ${res.body}`,
          ).toBeLessThan(500)
          const depois = await somaDaEmpresa()
          if (res.statusCode >= 400) expect(depois, `${method} ${url} ${res.statusCode} wrote`).toBe(antes)
        }),
        { numRuns: RUNS, seed: SEED },
      )
    },
  )

  it('leaves the admin signed in (the fuzzer cannot lock itself out)', async () => {
    expect((await call(t, admin, 'GET', '/api/me')).statusCode).toBe(200)
  })
})
