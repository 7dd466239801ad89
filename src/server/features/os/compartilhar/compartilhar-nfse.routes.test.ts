import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compartilharMessages as m } from '../../../../shared/os/compartilhar.schemas'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser, uniqueEmail } from '../../../test/factories'
import { type FakeSmtp, startFakeSmtp } from '../../../test/fake-smtp'
import { buildCatalogo, osBody } from '../../../test/os-fixtures'
import { notaStorage } from '../../fiscal/notas.storage'
import { inserirNota } from '../../fiscal/relatorio-fixtures'

let t: TestApp
let smtp: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

// Short enough that its base64 is one line of the message.
const PDF = Buffer.from('%PDF-1.4 DANFSE 777')

/** An OS of a customer with an email, and (unless `nota: false`) its authorized NFS-e nº 777. */
async function osComNota(opts: { nota?: false | 'cancelada' | 'sem-pdf' } = {}) {
  const { admin, empresaId } = await buildCompany(t)
  const c = await buildCatalogo(t, admin)
  const email = uniqueEmail('cliente')
  await call(t, admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { email })
  const o = await create(t, admin, '/api/os', osBody(c))
  const nota =
    opts.nota === false
      ? null
      : await inserirNota(
          t,
          empresaId,
          {
            os_id: o.id,
            cliente_id: c.cliente.id,
            numero: '777',
            situacao: opts.nota === 'cancelada' ? 'cancelada' : 'autorizada',
          },
          opts.nota === 'sem-pdf' ? {} : { pdf: PDF },
        )
  return { admin, empresaId, os: o, nota, email }
}

/**
 * The messages to the OS's customer: found by recipient, since signing a company up (each test makes
 * one) sends its own confirmation email too.
 */
const paraOCliente = (email: string) => smtp.recebidas.filter((r) => r.para.includes(email))

const compartilhar = async (user: TestUser, osId: string) => {
  const res = await call(t, user, 'GET', `/api/os/${osId}/compartilhar`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/os/:id/compartilhar with an NFS-e (issue 28 item 5)', () => {
  it('names the authorized note whose DANFSE is kept', async () => {
    const { admin, os, nota } = await osComNota()
    expect((await compartilhar(admin, os.id)).nfse).toEqual({ id: nota!.id, numero: '777' })
  })

  it('has no note without one, with a cancelled one, or before its PDF is kept', async () => {
    for (const nota of [false, 'cancelada', 'sem-pdf'] as const) {
      const { admin, os } = await osComNota({ nota })
      expect((await compartilhar(admin, os.id)).nfse, String(nota)).toBeNull()
    }
  })

  it('leaves the note out for a reader without fiscal view', async () => {
    const { empresaId, os } = await osComNota()
    await setPermission(t, empresaId, 'operador', 'fiscal', { can_view: false })
    const operador = await buildUser(t, empresaId, 'operador')
    expect((await compartilhar(operador, os.id)).nfse).toBeNull()
  })
})

describe('POST /api/os/:id/email with an NFS-e', () => {
  it('attaches the DANFSE next to the document and says so in the text', async () => {
    const { admin, os, email } = await osComNota()
    const res = await call(t, admin, 'POST', `/api/os/${os.id}/email`, { tipo: 'os' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ enviado: true })
    const [recebida] = paraOCliente(email)
    expect(recebida.texto).toContain('Nota fiscal de serviço (NFS-e) nº 777: DANFSE em anexo.')
    expect(recebida.bruto).toMatch(/filename=("?)nfse-777\.pdf\1/)
    expect(recebida.bruto).toContain(PDF.toString('base64'))
    // The OS's own document still goes first.
    expect(recebida.bruto).toMatch(new RegExp(`filename=("?)[^\\r\\n]*${os.numero_os}[^\\r\\n]*\\.pdf`))
  })

  it('sends only the document when the OS has no authorized note', async () => {
    const { admin, os, email } = await osComNota({ nota: 'cancelada' })
    const res = await call(t, admin, 'POST', `/api/os/${os.id}/email`, { tipo: 'os' })
    expect(res.json()).toEqual({ enviado: true })
    const [recebida] = paraOCliente(email)
    expect(recebida.texto).not.toContain('NFS-e')
    expect(recebida.bruto).not.toContain('nfse-777.pdf')
  })

  it('refuses with 409 in Portuguese when the kept PDF went missing, instead of sending without it', async () => {
    const { admin, os, nota, email } = await osComNota()
    await notaStorage(t.config).delete(nota!.danfse_path!)
    const res = await call(t, admin, 'POST', `/api/os/${os.id}/email`, { tipo: 'os' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(m.danfseNaoEncontrada('777'))
    expect(paraOCliente(email)).toEqual([])
  })
})
