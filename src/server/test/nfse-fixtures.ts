import { createServer } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { notasFiscais } from '../db/schema'
import { withTenant } from '../db/with-tenant'
import { faturar, faturarBody, osEmExecucao } from '../features/financeiro/financeiro-fixtures'
import { call } from './api'
import { createTestApp, type TestApp } from './build-app'
import type { TestUser } from './factories'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from './fake-focus-nfe'
import { buildCatalogo } from './os-fixtures'

// NFS-e tests: a fake Focus NFe and the real app listening on a port of its own (BASE_URL), so the
// provider's callbacks reach it over HTTP as Focus's would; a company configured to use the fake; an
// invoiced OS with a service line and a part line.

export interface FocusEApp {
  t: TestApp
  focus: FakeFocusNfe
  close(): Promise<void>
}

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export async function startFocusEApp(
  env: Record<string, string> = {},
  comportamento: Parameters<typeof iniciarFakeFocusNfe>[0] = {},
): Promise<FocusEApp> {
  const focus = await iniciarFakeFocusNfe(comportamento)
  const port = await portaLivre()
  const t = await createTestApp({
    BASE_URL: `http://127.0.0.1:${port}`,
    FOCUS_NFE_URL_HOMOLOGACAO: focus.url,
    ...env,
  })
  await t.app.listen({ port, host: '127.0.0.1' })
  return {
    t,
    focus,
    async close() {
      await t.close()
      await focus.fechar()
    },
  }
}

/** What an admin types for the fake Focus NFe: a workshop in São Paulo, not in the Simples, ISS 2%. */
export const configFiscalDoFake = (focus: FakeFocusNfe, extra: object = {}) => ({
  ambiente: 'homologacao',
  token: focus.token,
  cnpj: '12.345.678/0001-95',
  inscricao_municipal: '1234567',
  codigo_municipio: '3550308',
  regime_tributario: 'lucro_presumido',
  aliquota_iss: '2',
  codigo_tributacao: '14.01.01',
  ...extra,
})

/** Configures the admin's company for the fake and tests it (the note callback gets registered). */
export async function configurarNfse(t: TestApp, admin: TestUser, focus: FakeFocusNfe, extra: object = {}) {
  const salvo = await call(t, admin, 'PUT', '/api/fiscal/config', configFiscalDoFake(focus, extra))
  if (salvo.statusCode !== 200) throw new Error(`config → ${salvo.statusCode} ${salvo.body}`)
  const teste = await call(t, admin, 'POST', '/api/fiscal/testar')
  if (!teste.json().ok) throw new Error(`testar → ${teste.body}`)
  return salvo.json()
}

/**
 * An invoiced OS of the catalogue's customer (Maria, CPF): Funilaria porta R$ 350,00 (a service) and
 * 2 × Tinta prata R$ 89,90 (a part, which stays out of the NFS-e).
 */
export async function osFaturadaParaNota(t: TestApp, user: TestUser, body: object = faturarBody()) {
  const c = await buildCatalogo(t, user)
  const osId = await osEmExecucao(t, user, c)
  await faturar(t, user, osId, body)
  return { c, osId }
}

export const emitir = (t: TestApp, user: TestUser, osId: string) =>
  call(t, user, 'POST', `/api/os/${osId}/nfse`)

export const notasDaOs = async (t: TestApp, user: TestUser, osId: string) => {
  const res = await call(t, user, 'GET', `/api/os/${osId}/nfse`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Waits until the OS's latest note is in `situacao` (the job and the webhook work after the answer). */
export async function esperarSituacao(
  t: TestApp,
  user: TestUser,
  osId: string,
  situacao: string,
  timeout = 5_000,
) {
  await expect
    .poll(async () => (await notasDaOs(t, user, osId)).atual?.situacao, { timeout, interval: 50 })
    .toBe(situacao)
  return (await notasDaOs(t, user, osId)).atual
}

/** As if the wait before the next consult had passed: the polling job may take the notes now. */
export const consultaVenceu = (t: TestApp, empresaId: string) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .update(notasFiscais)
      .set({ consultar_em: sql`now() - interval '1 second'` })
      .where(and(eq(notasFiscais.empresa_id, empresaId), eq(notasFiscais.situacao, 'processando'))),
  )

/** The company's note rows, oldest attempt first. */
export const notasNoBanco = (t: TestApp, empresaId: string) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .select()
      .from(notasFiscais)
      .where(eq(notasFiscais.empresa_id, empresaId))
      .orderBy(notasFiscais.criado_em, notasFiscais.tentativa),
  )

/** The provider calls of one kind the fake received ('POST /v2/nfsen', 'GET /v2/nfsen/', …). */
export const chamadas = (focus: FakeFocusNfe, metodo: string, prefixo: string) =>
  focus.requisicoes.filter(
    (r) => r.servidor === 'api' && r.metodo === metodo && r.caminho.startsWith(prefixo),
  )

/** 'Atualizar': asks the provider about the note now (the fake settles a queued note on a consult). */
export async function atualizar(t: TestApp, user: TestUser, notaId: string) {
  const res = await call(t, user, 'POST', `/api/notas-fiscais/${notaId}/atualizar`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A configured company's invoiced OS with its note authorized (emitted, then 'Atualizar'). */
export async function osComNotaAutorizada(x: FocusEApp, admin: TestUser, body: object = faturarBody()) {
  await configurarNfse(x.t, admin, x.focus)
  const { osId } = await osFaturadaParaNota(x.t, admin, body)
  const emitida = await emitir(x.t, admin, osId)
  if (emitida.statusCode !== 201) throw new Error(`emitir → ${emitida.statusCode} ${emitida.body}`)
  const nota = await atualizar(x.t, admin, emitida.json().id)
  if (nota.situacao !== 'autorizada') throw new Error(`atualizar → ${JSON.stringify(nota)}`)
  return { osId, nota }
}
