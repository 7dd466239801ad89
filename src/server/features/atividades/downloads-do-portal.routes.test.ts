import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { call, create } from '../../test/api'
import { createTestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { agendamentoNovo, linkDe } from '../agenda/agendamento-links.fixtures'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { inserirNota } from '../fiscal/relatorio-fixtures'
import { preencher, vistoriaNova } from '../vistoria/vistoria-fixtures'
import { type Entrada, entradasDesde, ultimaEntrada } from './atividades-cobertura.mundo'

// Issue 29: what the customer downloads through a public link (the OS's DANFSE, the appointment's .ics) is a
// download of personal data: an entry in the company's log, from the portal, by no one, without the token.
// Reading the pages and viewing their photos is not an export: no entry.

const t = await createTestApp()
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n% DANFSE do portal\n%%EOF\n')
const pub = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Celular do cliente' } })

/** Every entry written after `desde`, in any company, read as the owner. */
const todasDesde = (desde: number) =>
  queryRows<Entrada & { empresa_id: string; user_agent: string | null }>(
    t.handle.db,
    sql`select * from atividades where id > ${desde} order by id`,
  )

/** The step's entries in any company, and that none of them holds `segredo` (the link's token). */
async function escritasDe(segredo: string, passo: () => Promise<unknown>) {
  const desde = await ultimaEntrada(t)
  await passo()
  const entradas = await todasDesde(desde)
  for (const e of entradas) expect(JSON.stringify(e)).not.toContain(segredo)
  return entradas
}

const baixou = (empresaId: string, entidade: string, entidadeId: string, descricao: string) =>
  expect.objectContaining({
    empresa_id: empresaId,
    entidade,
    entidade_id: entidadeId,
    acao: 'baixou',
    descricao,
    categoria: 'seguranca',
    origem: 'portal',
    usuario_id: null,
    campos: null,
    user_agent: 'Celular do cliente',
  })

async function osComNota(admin: TestUser) {
  const c = await buildCatalogo(t, admin)
  const o = await create(t, admin, '/api/os', osBody(c))
  await moveOs(t, admin, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido')
  const { token } = (await call(t, admin, 'POST', `/api/os/${o.id}/link`)).json() as { token: string }
  const nota = await inserirNota(
    t,
    admin.empresaId,
    { os_id: o.id, cliente_id: c.cliente.id, numero: '8765' },
    { pdf: PDF, xml: Buffer.from('<NFSe/>') },
  )
  return { token, nota }
}

describe('downloads through the OS link', () => {
  it("the DANFSE: 'baixou' in the note's company, from the portal, by no one", async () => {
    const { admin } = await buildCompany(t)
    const { token, nota } = await osComNota(admin)
    const url = `/api/public/orcamentos/${token}/notas/${nota.id}/danfse`
    const entradas = await escritasDe(token, async () => {
      const res = await pub(url)
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(PDF)).toBe(true)
    })
    expect(entradas).toEqual([baixou(admin.empresaId, 'notas_fiscais', nota.id, 'DANFSE')])
  })

  it('writes nothing when nothing is downloaded: an unknown link, a note not of the link, the page', async () => {
    const { admin } = await buildCompany(t)
    const { token, nota } = await osComNota(admin)
    const outra = await osComNota((await buildCompany(t)).admin)
    const entradas = await escritasDe(token, async () => {
      expect((await pub(`/api/public/orcamentos/nao-existe/notas/${nota.id}/danfse`)).statusCode).toBe(404)
      expect((await pub(`/api/public/orcamentos/${token}/notas/${outra.nota.id}/danfse`)).statusCode).toBe(
        404,
      )
      expect((await pub(`/api/public/orcamentos/${token}`)).statusCode).toBe(200)
    })
    expect(entradas).toEqual([])
  })
})

describe("the appointment's .ics", () => {
  it("through the link: 'baixou' from the portal; the staff's copy: by the user", async () => {
    const { admin } = await buildCompany(t)
    const { agendamento } = await agendamentoNovo(t, admin)
    const { token } = await linkDe(t, admin, agendamento.id)
    const pelaLink = await escritasDe(token, async () => {
      const res = await pub(`/api/public/agendamentos/${token}/ics`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(res.body).toContain('BEGIN:VCALENDAR')
    })
    expect(pelaLink).toEqual([baixou(admin.empresaId, 'agendamentos', agendamento.id, 'Agendamento (.ics)')])

    const desde = await ultimaEntrada(t)
    const res = await call(t, admin, 'GET', `/api/agendamentos/${agendamento.id}/ics`)
    expect(res.statusCode).toBe(200)
    expect(await entradasDesde(t, admin.empresaId, desde)).toEqual([
      expect.objectContaining({
        entidade: 'agendamentos',
        entidade_id: agendamento.id,
        acao: 'baixou',
        categoria: 'seguranca',
        origem: 'usuario',
        usuario_id: admin.userId,
      }),
    ])
  })

  it('an unknown link: 404 in Portuguese and no entry', async () => {
    const entradas = await escritasDe('nao-existe', async () => {
      const res = await pub('/api/public/agendamentos/nao-existe/ics')
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(
        'Link de agendamento inválido ou expirado. Peça um novo link à oficina.',
      )
    })
    expect(entradas).toEqual([])
  })
})

describe('the inspection link', () => {
  it('viewing the page and its photos writes nothing (viewing photos is not an export)', async () => {
    const { admin } = await buildCompany(t)
    const { vistoria } = await vistoriaNova(t, admin)
    const { foto } = await preencher(t, admin, vistoria)
    const { token } = (await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/link`)).json() as {
      token: string
    }
    const entradas = await escritasDe(token, async () => {
      expect((await pub(`/api/public/vistorias/${token}`)).statusCode).toBe(200)
      expect((await pub(`/api/public/vistorias/${token}/fotos/${foto.id}`)).statusCode).toBe(200)
    })
    expect(entradas).toEqual([])
  })
})
