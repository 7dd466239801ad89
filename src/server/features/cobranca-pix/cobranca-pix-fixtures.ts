import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { cobrancasPix } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { type FakePsp, startFakePsp } from '../../test/fake-psp'

export interface PspEApp {
  t: TestApp
  psp: FakePsp
  close(): Promise<void>
}

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * The fake bank and the real app listening on a port of its own (BASE_URL), so the bank's webhook calls
 * reach it over HTTP as a bank's would; the app trusts the fake's CA through PIX_CA_FILE.
 */
export async function startPspEApp(env: Record<string, string> = {}): Promise<PspEApp> {
  const psp = await startFakePsp()
  const dir = mkdtempSync(path.join(tmpdir(), 'bancada-pix-'))
  const caFile = path.join(dir, 'ca.pem')
  writeFileSync(caFile, psp.ca)
  const port = await portaLivre()
  const t = await createTestApp({ BASE_URL: `http://127.0.0.1:${port}`, PIX_CA_FILE: caFile, ...env })
  await t.app.listen({ port, host: '127.0.0.1' })
  return {
    t,
    psp,
    async close() {
      await t.close()
      await psp.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The settings an admin types for the fake bank (PEM certificate). */
export const configDoFake = (psp: FakePsp, extra: object = {}) => ({
  base_url: psp.baseUrl,
  token_url: psp.tokenUrl,
  client_id: psp.clientId,
  client_secret: psp.clientSecret,
  certificado: { tipo: 'pem', certificado: psp.certificadoPem.cert, chave_privada: psp.certificadoPem.key },
  chave: 'financeiro@oficina.com.br',
  multa_percentual: '2',
  juros_percentual_mes: '1',
  ...extra,
})

/** Connects the admin's company to the fake bank and tests the connection (webhook registered). */
export async function conectar(t: TestApp, admin: TestUser, psp: FakePsp, extra: object = {}) {
  const salvo = await call(t, admin, 'PUT', '/api/cobranca-pix/config', configDoFake(psp, extra))
  if (salvo.statusCode !== 200) throw new Error(`config → ${salvo.statusCode} ${salvo.body}`)
  const teste = await call(t, admin, 'POST', '/api/cobranca-pix/testar')
  if (!teste.json().ok) throw new Error(`testar → ${teste.body}`)
  return salvo.json()
}

type Titulo = {
  id: string
  numero_os: string
  cliente_nome: string
  parcela: string
  saldo: number
  situacao: string
  cobranca: string | null
  pix: { copia_e_cola: string; txid: string; origem: string } | null
}

/** The company's titles (each test's company has one invoiced OS) as GET /api/titulos answers them. */
export async function titulosDaEmpresa(t: TestApp, user: TestUser): Promise<Titulo[]> {
  const res = await call(t, user, 'GET', '/api/titulos')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as Titulo[]).sort((a, b) => a.parcela.localeCompare(b.parcela))
}

/** Waits until every open title has its charge in `status` (the job runs after the answer). */
export async function esperarCobrancas(t: TestApp, user: TestUser, status = 'registrada') {
  let titulos: Titulo[] = []
  await expect
    .poll(
      async () => {
        titulos = (await titulosDaEmpresa(t, user)).filter((x) => x.saldo > 0)
        return titulos.length > 0 && titulos.every((x) => x.cobranca === status)
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true)
  return titulos
}

/** As if the retry's wait had passed: the job may take the company's pending charges again. */
export const esperaPassou = (t: TestApp, empresaId: string) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .update(cobrancasPix)
      .set({ proxima_tentativa_em: sql`now() - interval '1 second'` })
      .where(and(eq(cobrancasPix.empresa_id, empresaId), eq(cobrancasPix.status, 'pendente'))),
  )
