import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GrupoDeCampos, gruposDeCamposLista, podeVer } from '../../../shared/permissoes/campos-restritos'
import { modulos, type Role } from '../../../shared/permissoes/permissoes'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { type Dados, folhas, folhasDoArquivo, semear, vazamentos } from './campos-restritos.fixtures'
import { entra, type Leitor, mostra, rotasGet, valoresEm } from './campos-restritos.rotas'

/**
 * Issue 22 item 5: for each role, every GET route of the OpenAPI document is called with real data (an
 * invoiced, partly received OS with PIX; a product and a service with costs; a client with mobile, phone
 * and email) and every answer — JSON fields, PDF text, CSV and XLSX cells — is compared with the
 * permission matrix through campos-restritos.ts.
 */
let t: TestApp
let admin: TestUser
let dados: Dados
const usuarios = {} as Record<Exclude<Role, 'admin'>, TestUser>

beforeAll(async () => {
  // The CEP lookup goes nowhere (a closed local port): no internet in tests.
  t = await createTestApp({
    CEP_API_URL: 'http://127.0.0.1:9/ws',
    CEP_FALLBACK_URL: 'http://127.0.0.1:9/cep',
  })
  ;({ admin } = await buildCompany(t))
  for (const role of ['gerente', 'operador', 'tecnico'] as const)
    usuarios[role] = await buildUser(t, admin.empresaId, role)
  dados = await semear(t, admin)
}, 120_000)
afterAll(() => t.close())

/** A role's matrix as the Permissões tab saves it ('' = no access). */
async function definirMatriz(
  role: Exclude<Role, 'admin'>,
  letras: Partial<Record<(typeof modulos)[number], string>>,
) {
  const rows = modulos.map((modulo) => {
    const l = letras[modulo] ?? ''
    return {
      modulo,
      can_view: l.includes('V'),
      can_create: l.includes('C'),
      can_edit: l.includes('E'),
      can_delete: l.includes('D'),
    }
  })
  const res = await call(t, admin, 'PUT', '/api/permissoes', { role, rows })
  expect(res.statusCode).toBe(200)
}

/** Every disagreement between the answers this user gets and the matrix, as readable lines. */
async function conferir(user: TestUser): Promise<{ falhas: string[]; leitor: Leitor }> {
  const leitor: Leitor = (await call(t, user, 'GET', '/api/me')).json()
  const falhas: string[] = []
  const proibidos = gruposDeCamposLista.filter((g) => !podeVer(leitor, g))
  for (const [path, rota] of Object.entries(rotasGet)) {
    const vistos = new Set<GrupoDeCampos>()
    for (const url of rota.urls(dados)) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })
      const esperado = entra(rota, leitor) ? (rota.status ?? 200) : 403
      if (res.statusCode !== esperado) {
        falhas.push(`${url}: ${res.statusCode}, esperado ${esperado} (${res.body.slice(0, 120)})`)
        continue
      }
      if (res.statusCode !== 200) continue
      const tipo = String(res.headers['content-type'] ?? '')
      const json = tipo.includes('application/json') ? res.json() : undefined
      const leaves = json === undefined ? await folhasDoArquivo(tipo, res.rawPayload) : folhas(json)
      // The seeded values of the groups this reader may not see, anywhere in the answer.
      if (!rota.semVarredura) {
        for (const grupo of proibidos) {
          const achados = vazamentos(grupo, leaves, grupo === 'financeiro' ? dados.pix : [])
          if (achados.length) falhas.push(`${url}: ${grupo} visível: ${achados.slice(0, 3).join('; ')}`)
        }
      }
      // The declared places: empty for a forbidden group, filled (the data exists) for an allowed one.
      for (const [grupo, onde] of Object.entries(rota.grupos ?? {}) as Array<[GrupoDeCampos, never]>) {
        if (json === undefined) continue
        const algum = valoresEm(json, onde).some(mostra)
        if (algum && proibidos.includes(grupo)) falhas.push(`${url}: ${grupo} presente`)
        if (algum) vistos.add(grupo)
      }
      for (const grupo of rota.arquivoMostra ?? [])
        if (vazamentos(grupo, leaves, dados.pix).length) vistos.add(grupo)
    }
    for (const grupo of [
      ...Object.keys(rota.grupos ?? {}),
      ...(rota.arquivoMostra ?? []),
    ] as GrupoDeCampos[]) {
      if (entra(rota, leitor) && !proibidos.includes(grupo) && !vistos.has(grupo))
        falhas.push(`${path}: ${grupo} permitido mas ausente (o teste não veria um vazamento)`)
    }
  }
  return { falhas, leitor }
}

describe("every answer follows the reader's permissions (campos-restritos.ts)", () => {
  it('covers every GET route of the OpenAPI document, and only those', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const gets = Object.entries<Record<string, unknown>>(doc.paths)
      .filter(([, ops]) => 'get' in ops)
      .map(([path]) => path)
      .sort()
    expect(gets).toEqual(Object.keys(rotasGet).sort())
  })

  it.each([
    ['Administrador', 'admin'],
    ['Gerente', 'gerente'],
    ['Operador', 'operador'],
    ['Técnico', 'tecnico'],
  ] as const)('%s with the default matrix', async (_nome, role) => {
    const { falhas, leitor } = await conferir(role === 'admin' ? admin : usuarios[role])
    expect(falhas).toEqual([])
    if (role === 'tecnico') expect(podeVer(leitor, 'financeiro') || podeVer(leitor, 'custo')).toBe(false)
  })

  it('a Técnico without Cadastros sees no customer contact (OS, share, PDFs)', async () => {
    await definirMatriz('tecnico', { dashboard: 'V', os: 'VE', configuracoes: 'V' })
    const { falhas, leitor } = await conferir(usuarios.tecnico)
    expect(falhas).toEqual([])
    expect(podeVer(leitor, 'contato_cliente')).toBe(false)
  })

  it.each([
    [
      'an Operador with Relatórios but without Contas a Receber gets costs, not receivables',
      'operador',
      { dashboard: 'V', os: 'VCE', relatorios: 'V', cadastros: 'VCE', configuracoes: 'V' },
      [false, true],
    ],
    [
      // The activity log (and its CSV/XLSX) included: its entries of titles and costs are not theirs to read.
      'a Gerente without Contas a Receber and Relatórios sees neither, the activity log included',
      'gerente',
      { dashboard: 'V', os: 'VCE', agenda: 'VCE', cadastros: 'VCE', configuracoes: 'V' },
      [false, false],
    ],
  ] as const)('%s', async (_nome, role, matriz, [financeiro, custo]) => {
    await definirMatriz(role, matriz)
    const { falhas, leitor } = await conferir(usuarios[role])
    expect(falhas).toEqual([])
    expect([podeVer(leitor, 'financeiro'), podeVer(leitor, 'custo')]).toEqual([financeiro, custo])
  })

  it('answers every route without a session with 401 (or its public answer)', async () => {
    const falhas: string[] = []
    for (const rota of Object.values(rotasGet)) {
      for (const url of rota.urls(dados)) {
        const res = await t.app.inject({ method: 'GET', url })
        const esperado = entra(rota, null) ? (rota.status ?? 200) : 401
        if (res.statusCode !== esperado) falhas.push(`${url}: ${res.statusCode}, esperado ${esperado}`)
      }
    }
    expect(falhas).toEqual([])
  })
})
