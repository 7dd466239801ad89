import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { danfsePublicaUrl } from '../../../shared/os/mensagens-compartilhamento'
import { notasFiscais } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { inserirNota } from '../fiscal/relatorio-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n% DANFSE de teste\n%%EOF\n')
const pub = (url: string) => t.app.inject({ method: 'GET', url })

/** An OS whose quote was approved and the work done, its public link, and an authorized NFS-e. */
async function osComNota(dono?: { admin: TestUser; c: Catalogo }) {
  const user = dono?.admin ?? (await buildCompany(t)).admin
  const c = dono?.c ?? (await buildCatalogo(t, user))
  const o = await create(t, user, '/api/os', osBody(c))
  await moveOs(t, user, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido')
  const { url, token } = (await call(t, user, 'POST', `/api/os/${o.id}/link`)).json()
  const nota = await inserirNota(
    t,
    user.empresaId,
    { os_id: o.id, cliente_id: c.cliente.id, numero: '4321' },
    { pdf: PDF, xml: Buffer.from('<NFSe/>') },
  )
  return { admin: user, c, os: o, url: url as string, token: token as string, nota }
}

describe('the NFS-e on the public OS page (issue 28 item 5)', () => {
  it("lists the OS's authorized note and serves its DANFSE to whoever holds the link", async () => {
    const { token, url, nota } = await osComNota()
    const view = (await pub(`/api/public/orcamentos/${token}`)).json()
    const danfseUrl = `/api/public/orcamentos/${token}/notas/${nota.id}/danfse`
    expect(view.notas_fiscais).toEqual([
      { id: nota.id, numero: '4321', autorizada_em: '2026-03-10T14:05:00.000Z', danfse_url: danfseUrl },
    ])
    // The link WhatsApp carries is the same address, on the company's base URL.
    expect(danfsePublicaUrl(url, nota.id)).toBe(`http://localhost:3000${danfseUrl}`)
    const pdf = await pub(danfseUrl)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe('inline; filename="nfse-4321.pdf"')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    expect(pdf.rawPayload.equals(PDF)).toBe(true)
  })

  it('leaves out cancelled notes and notes without a kept PDF', async () => {
    const { admin, c, token, os, nota } = await osComNota()
    await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx.update(notasFiscais).set({ situacao: 'cancelada' }).where(eq(notasFiscais.id, nota.id)),
    )
    const semPdf = await inserirNota(t, admin.empresaId, {
      os_id: os.id,
      cliente_id: c.cliente.id,
      tentativa: 2,
    })
    const view = (await pub(`/api/public/orcamentos/${token}`)).json()
    expect(view.notas_fiscais).toEqual([])
    for (const id of [nota.id, semPdf.id]) {
      const res = await pub(`/api/public/orcamentos/${token}/notas/${id}/danfse`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe('Nota fiscal não encontrada')
    }
  })

  it("never serves another OS's or another company's note through a link", async () => {
    const dona = await osComNota()
    const outraOs = await osComNota(dona)
    const outraEmpresa = await osComNota()
    for (const id of [outraOs.nota.id, outraEmpresa.nota.id]) {
      const res = await pub(`/api/public/orcamentos/${dona.token}/notas/${id}/danfse`)
      expect(res.statusCode).toBe(404)
    }
    // The link's own note still opens: the 404s are isolation, not a broken route.
    expect((await pub(`/api/public/orcamentos/${dona.token}/notas/${dona.nota.id}/danfse`)).statusCode).toBe(
      200,
    )
  })

  it('refuses an unknown link with 404 and a malformed note id with 400', async () => {
    const { nota } = await osComNota()
    const semLink = await pub(`/api/public/orcamentos/nao-existe/notas/${nota.id}/danfse`)
    expect(semLink.statusCode).toBe(404)
    expect(semLink.json().error.message).toBe(
      'Link não encontrado. Confira o endereço ou peça à oficina um novo link.',
    )
    const { token } = await osComNota()
    expect((await pub(`/api/public/orcamentos/${token}/notas/abc/danfse`)).statusCode).toBe(400)
  })
})
