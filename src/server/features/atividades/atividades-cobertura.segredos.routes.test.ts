import { afterAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { iniciarFakeFocusNfe } from '../../test/fake-focus-nfe'
import { startFakePsp } from '../../test/fake-psp'
import { configFiscalDoFake } from '../../test/nfse-fixtures'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { configDoFake } from '../cobranca-pix/cobranca-pix-fixtures'
import { entradasDesde, ultimaEntrada, vezesNoLog } from './atividades-cobertura.mundo'

// Issue 29: the activity log shows that secrets changed, never their values; exports and downloads of
// personal data are entries of their own (category seguranca).

const t = await createTestApp()
const [psp, focus] = await Promise.all([
  startFakePsp(),
  iniciarFakeFocusNfe({ token: 'token-focus-SEGREDO-42' }),
])
afterAll(async () => {
  await t.close()
  await Promise.all([psp.close(), focus.fechar()])
})

const noLog = (texto: string) => vezesNoLog(t, texto)

describe('secrets in the activity log', () => {
  it("the bank's and the fiscal provider's credentials appear only as ***", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const desde = await ultimaEntrada(t)
    const pix = configDoFake(psp)
    expect((await call(t, admin, 'PUT', '/api/cobranca-pix/config', pix)).statusCode).toBe(200)
    const fiscal = configFiscalDoFake(focus)
    expect((await call(t, admin, 'PUT', '/api/fiscal/config', fiscal)).statusCode).toBe(200)

    const entradas = await entradasDesde(t, empresaId, desde)
    const pixEntrada = entradas.find((e) => e.entidade === 'cobranca_pix_config')!
    expect(pixEntrada.campos!.segredos).toEqual([null, '***'])
    expect(pixEntrada.campos!.webhook_token_hash).toEqual([null, '***'])
    expect(pixEntrada.campos!.client_id).toEqual([null, psp.clientId])
    const fiscalEntrada = entradas.find((e) => e.entidade === 'nfse_config')!
    expect(fiscalEntrada.campos!.segredos).toEqual([null, '***'])
    expect(fiscalEntrada.campos!.webhook_token_hash).toEqual([null, '***'])

    const chave = (t: string) => t.split('\n').find((l) => l.length > 40 && !l.startsWith('-----'))!
    for (const segredo of [
      psp.clientSecret,
      chave(psp.certificadoPem.cert),
      chave(psp.certificadoPem.key),
      fiscal.token,
    ]) {
      expect(await noLog(segredo), segredo.slice(0, 20)).toBe(0)
    }
  })
})

describe('exports and downloads of personal data', () => {
  it('the OS list export and an OS PDF: exportou/baixou, seguranca, with the OS id', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const os = (await call(t, admin, 'POST', '/api/os', osBody(c))).json()
    for (const [url, esperado] of [
      ['/api/os/exportar?formato=csv', { entidade: 'os', entidade_id: null, acao: 'exportou' }],
      [
        `/api/os/${os.id}/pdf`,
        { entidade: 'os', entidade_id: os.id, acao: 'baixou', descricao: 'PDF da OS' },
      ],
      [
        '/api/relatorios/financeiro/exportar?de=2025-01-01&ate=2026-12-31&formato=csv&tabela=por_mes',
        { entidade: 'relatorios', acao: 'exportou' },
      ],
    ] as const) {
      const desde = await ultimaEntrada(t)
      const res = await call(t, admin, 'GET', url)
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200)
      const entradas = await entradasDesde(t, empresaId, desde)
      expect(entradas, url).toEqual([
        expect.objectContaining({ ...esperado, categoria: 'seguranca', usuario_id: admin.userId }),
      ])
    }
  })

  it('a refused download writes nothing', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const desde = await ultimaEntrada(t)
    const res = await call(t, admin, 'GET', '/api/os/00000000-0000-4000-8000-000000000000/pdf')
    expect(res.statusCode).toBe(404)
    expect(await entradasDesde(t, empresaId, desde)).toEqual([])
  })
})
