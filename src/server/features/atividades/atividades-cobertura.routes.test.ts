import { afterAll, describe, expect, it } from 'vitest'
import { entradasDesde, montarMundo, type Pedido, ultimaEntrada } from './atividades-cobertura.mundo'
import { receitasDeCadastros } from './atividades-cobertura.receitas-cadastros'
import { receitasDoFinanceiro } from './atividades-cobertura.receitas-financeiro'
import { receitasLgpd } from './atividades-cobertura.receitas-lgpd'
import { receitasDaOs } from './atividades-cobertura.receitas-os'

/**
 * Issue 29: every write route of the OpenAPI document (POST, PUT, PATCH, DELETE) leaves an entry in the
 * activity log. Each route has a recipe (atividades-cobertura.receitas-*.ts) that makes one successful
 * call; the call must add at least one entry to the company's log, row changes with their fields, and a
 * customer's call through a public link shows as the portal's. A new write route without a recipe fails
 * here until someone adds one (and, if its call changes no audited row, gives it `config.auditoria` or a
 * registrarAtividade call).
 */

/** Routes with no company at all: nothing to log in any company's activity. */
const SEM_EMPRESA: Record<string, string> = {
  'POST /api/contato':
    "the public site's contact form: a prospect, no company (the message goes to the product's team)",
  'POST /api/auth/esqueci-senha':
    'asking for a reset link names no one for sure (an unknown e-mail gets the same answer); the completed reset (redefinir-senha) is logged',
}

const receitas = { ...receitasDeCadastros, ...receitasDaOs, ...receitasDoFinanceiro, ...receitasLgpd }

const m = await montarMundo()
afterAll(() => m.close())
await m.t.app.ready()
const documento = m.t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
const rotas = Object.entries(documento.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((metodo) => ['post', 'put', 'patch', 'delete'].includes(metodo))
    .map((metodo) => `${metodo.toUpperCase()} ${path}`),
)
const cobertas = rotas.filter((rota) => !(rota in SEM_EMPRESA))

const ACOES_DE_LINHA = ['criou', 'alterou', 'excluiu']

async function chamar(rota: string, pedido: Pedido) {
  const method = rota.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  const user = pedido.user === undefined ? m.admin : pedido.user
  const headers: Record<string, string> = { ...pedido.headers }
  if (user) headers.cookie = user.cookie
  if (pedido.arquivo) headers['content-type'] = pedido.arquivo.contentType
  return m.t.app.inject({
    method,
    url: pedido.url,
    headers,
    payload: pedido.arquivo ? pedido.arquivo.payload : pedido.payload,
  })
}

describe('every write route leaves an entry in the activity log', () => {
  it('has a recipe for every write route, and the exempt routes still exist', () => {
    expect(rotas.length).toBeGreaterThan(90)
    const semReceita = cobertas.filter((rota) => !(rota in receitas))
    expect(
      semReceita,
      'A write route without a recipe: add one to atividades-cobertura.receitas-*.ts (a successful call of it)',
    ).toEqual([])
    expect(Object.keys(SEM_EMPRESA).filter((rota) => !rotas.includes(rota))).toEqual([])
    expect(Object.keys(receitas).filter((rota) => !rotas.includes(rota))).toEqual([])
  })

  it.each(cobertas.filter((rota) => rota in receitas))('%s', async (rota) => {
    const pedido = await receitas[rota]!(m)
    const desde = await ultimaEntrada(m.t)
    const res = await chamar(rota, pedido)
    expect(res.statusCode, `${rota} ${pedido.url} → ${res.body}`).toBeLessThan(400)
    const empresaId =
      typeof pedido.empresaId === 'function'
        ? await pedido.empresaId()
        : (pedido.empresaId ?? pedido.user?.empresaId ?? m.empresaId)
    // A background job woken by the call writes as the system: only the call's own entries count.
    const entradas = (await entradasDesde(m.t, empresaId, desde)).filter((e) => e.origem !== 'sistema')
    expect(entradas.length, `${rota} wrote no activity entry`).toBeGreaterThan(0)
    for (const e of entradas.filter((x) => ACOES_DE_LINHA.includes(x.acao))) {
      expect(
        Object.keys(e.campos ?? {}).length,
        `${rota}: ${e.entidade} ${e.acao} without fields`,
      ).toBeGreaterThan(0)
    }
    const path = rota.split(' ')[1]!
    if (path.startsWith('/api/public/'))
      expect(entradas.map((e) => e.origem)).toEqual(entradas.map(() => 'portal'))
    if (path.startsWith('/api/webhooks/'))
      expect(entradas.map((e) => e.origem)).toEqual(entradas.map(() => 'webhook'))
  })
})
