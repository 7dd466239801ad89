import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { buildCompany } from '../../test/factories'
import {
  chamadas,
  configurarNfse,
  consultaVenceu,
  esperarSituacao,
  type FocusEApp,
  notasDaOs,
  notasNoBanco,
  osFaturadaParaNota,
  startFocusEApp,
} from '../../test/nfse-fixtures'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { faturar, faturarBody, moveOs } from '../financeiro/financeiro-fixtures'
import { referenciaDe } from './emissao.service'
import { notaStorage } from './notas.storage'
import { criarRotinaFiscal, type RotinaFiscal } from './rotina'

// The polling job as another app server would run it (its own instance on the same database), and the
// app's own job woken by an invoice. The fake settles notes only when told ('manual').
let x: FocusEApp
beforeAll(async () => {
  x = await startFocusEApp({}, { processamento: 'manual' })
})
afterAll(() => x.close())

const rotinas: RotinaFiscal[] = []
const novaRotina = () => {
  const r = criarRotinaFiscal(x.t.handle.db, x.t.config, x.t.app.log, notaStorage(x.t.config))
  rotinas.push(r)
  return r
}
afterEach(() => {
  for (const r of rotinas.splice(0)) r.parar()
})

const consultas = (ref: string) => chamadas(x.focus, 'GET', `/v2/nfsen/${ref}`).length

describe('polling job', () => {
  it('settles a note whose webhook was lost, once its next consult is due', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const nota = (await call(x.t, admin, 'POST', `/api/os/${osId}/nfse`)).json()
    await x.focus.processar(nota.referencia, { perderWebhook: true })
    const rotina = novaRotina()
    // Not due yet (asked again in a few seconds): a round leaves it alone.
    await rotina.rodada()
    expect(consultas(nota.referencia)).toBe(0)
    expect((await notasDaOs(x.t, admin, osId)).atual.situacao).toBe('processando')

    await consultaVenceu(x.t, admin.empresaId)
    await rotina.rodada()
    expect(consultas(nota.referencia)).toBe(1)
    const atual = (await notasDaOs(x.t, admin, osId)).atual
    expect(atual).toMatchObject({
      situacao: 'autorizada',
      numero: x.focus.notas.get(nota.referencia)!.numero,
    })
    expect(atual.danfse_url).not.toBeNull()
  })

  it('lets only one of two app servers ask about a due note', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const nota = (await call(x.t, admin, 'POST', `/api/os/${osId}/nfse`)).json()
    await consultaVenceu(x.t, admin.empresaId)
    await Promise.all([novaRotina().rodada(), novaRotina().rodada()])
    expect(consultas(nota.referencia)).toBe(1)
    // Still processing at the provider: asked again later, not at once.
    const [linha] = await notasNoBanco(x.t, admin.empresaId)
    expect(linha.situacao).toBe('processando')
    expect(linha.consultar_em!.getTime()).toBeGreaterThan(Date.now())
  })
})

describe('Emitir NFS-e ao faturar', () => {
  it('issues the note of an OS when it is invoiced, and the webhook settles it', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus, { emitir_ao_faturar: true })
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const referencia = referenciaDe(osId, 1)
    // Sent by the app's own job right after the invoice's answer.
    await expect.poll(() => x.focus.notas.has(referencia), { timeout: 4_000 }).toBe(true)
    expect(chamadas(x.focus, 'POST', `/v2/nfsen?ref=${referencia}`)).toHaveLength(1)
    expect((await notasDaOs(x.t, admin, osId)).emitir_ao_faturar).toBe(true)
    await x.focus.processar(referencia)
    const nota = await esperarSituacao(x.t, admin, osId, 'autorizada')
    expect(nota).toMatchObject({ tentativa: 1, valor_servicos: 35_000 })
  })

  it('invoices an OS its note cannot be made of, leaving the reason on the OS', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus, { emitir_ao_faturar: true })
    const c = await buildCatalogo(x.t, admin)
    const o = await create(x.t, admin, '/api/os', {
      ...osBody(c),
      itens: [{ tipo: 'produto', referencia_id: c.tinta.id, quantidade: 1, valor_unitario: 8990 }],
    })
    await moveOs(x.t, admin, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao')
    await faturar(x.t, admin, o.id, faturarBody({ sinal: 0, parcelas: 1 }))
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual([])
    expect(await notasDaOs(x.t, admin, o.id)).toMatchObject({
      atual: null,
      motivo: 'Esta OS não tem serviços: a NFS-e é emitida só sobre serviços.',
    })
  })

  it('issues nothing at invoicing when the setting is off', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual([])
    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({ atual: null, pode_emitir: true })
  })
})
