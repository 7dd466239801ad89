import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fiscalMessages as fm } from '../../../shared/fiscal/fiscal.messages'
import { call, create } from '../../test/api'
import { buildCompany } from '../../test/factories'
import {
  atualizar,
  chamadas,
  configurarNfse,
  emitir,
  type FocusEApp,
  notasDaOs,
  notasNoBanco,
  osFaturadaParaNota,
  startFocusEApp,
} from '../../test/nfse-fixtures'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { faturar, faturarBody, hojeSP, moveOs, osEmExecucao } from '../financeiro/financeiro-fixtures'

let x: FocusEApp
beforeAll(async () => {
  x = await startFocusEApp()
})
afterAll(() => x.close())

const emitidasPara = (ref: string) => chamadas(x.focus, 'POST', `/v2/nfsen?ref=${ref}`)

describe('Emitir NFS-e', () => {
  it('previews only the services and refuses an OS not invoiced yet', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const c = await buildCatalogo(x.t, admin)
    const osId = await osEmExecucao(x.t, admin, c)
    const view = await notasDaOs(x.t, admin, osId)
    expect(view).toMatchObject({
      configurado: true,
      emitir_ao_faturar: false,
      atual: null,
      anteriores: [],
      pode_emitir: false,
      motivo: 'Fature a OS antes de emitir a NFS-e.',
    })
    expect(view.previa).toMatchObject({
      servicos: [{ descricao: 'Funilaria porta', quantidade: 1, valor: 35_000 }],
      produtos_fora: { linhas: 1, valor: 17_980 },
      valor_servicos: 35_000,
      desconto: 0,
      valor_liquido: 35_000,
      aliquota_iss_bp: 200,
      valor_iss: 700,
      iss_retido: false,
      problemas: [],
    })
    const res = await emitir(x.t, admin, osId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Fature a OS antes de emitir a NFS-e.')
    expect(await notasNoBanco(x.t, admin.empresaId)).toEqual([])
  })

  it('tells a company without settings to configure them, and issues nothing', async () => {
    const { admin } = await buildCompany(x.t)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const view = await notasDaOs(x.t, admin, osId)
    expect(view).toMatchObject({
      configurado: false,
      previa: null,
      pode_emitir: false,
      motivo: fm.naoConfigurado,
    })
    const res = await emitir(x.t, admin, osId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(fm.naoConfigurado)
  })

  it('refuses an OS without services with the reason, in Portuguese', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const c = await buildCatalogo(x.t, admin)
    const o = await create(x.t, admin, '/api/os', {
      ...osBody(c),
      itens: [{ tipo: 'produto', referencia_id: c.tinta.id, quantidade: 1, valor_unitario: 8990 }],
    })
    await moveOs(x.t, admin, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao')
    await faturar(x.t, admin, o.id, faturarBody({ sinal: 0, parcelas: 1 }))
    const problema = 'Esta OS não tem serviços: a NFS-e é emitida só sobre serviços.'
    expect(await notasDaOs(x.t, admin, o.id)).toMatchObject({ pode_emitir: false, motivo: problema })
    const res = await emitir(x.t, admin, o.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(problema)
  })

  it('sends the note after the commit, then keeps the authorized DANFSE and XML', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({ pode_emitir: true, motivo: null })

    const res = await emitir(x.t, admin, osId)
    expect(res.statusCode, res.body).toBe(201)
    const nota = res.json()
    expect(nota).toMatchObject({
      os_id: osId,
      situacao: 'processando',
      tentativa: 1,
      referencia: `os${osId.replaceAll('-', '')}t1`,
      tomador_nome: 'Maria Aparecida da Silva',
      tomador_documento: '52998224725',
      valor_servicos: 35_000,
      valor_iss: 700,
      competencia: hojeSP(),
      numero: null,
      danfse_url: null,
    })
    const [enviada] = emitidasPara(nota.referencia)
    const corpo = enviada.corpo as Record<string, string>
    expect(corpo).toMatchObject({
      cpf_tomador: '52998224725',
      cnpj_prestador: '12345678000195',
      codigo_tributacao_nacional_iss: '140101',
      valor_servico: '350.00',
      data_competencia: hojeSP(),
    })
    expect(corpo.data_emissao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/)
    expect(corpo.descricao_servico).toContain('Funilaria porta')
    expect(corpo.descricao_servico).not.toContain('Tinta')

    const autorizada = await atualizar(x.t, admin, nota.id)
    const naFocus = x.focus.notas.get(nota.referencia)!
    expect(autorizada).toMatchObject({
      situacao: 'autorizada',
      numero: naFocus.numero,
      codigo_verificacao: naFocus.chave,
      danfse_url: `/api/notas-fiscais/${nota.id}/danfse`,
      xml_url: `/api/notas-fiscais/${nota.id}/xml`,
      mensagem: null,
    })
    expect(autorizada.autorizada_em).not.toBeNull()

    const antes = x.focus.requisicoes.length
    const pdf = await call(x.t, admin, 'GET', autorizada.danfse_url)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="NFS-e ${naFocus.numero}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const xml = await call(x.t, admin, 'GET', autorizada.xml_url)
    expect(xml.statusCode).toBe(200)
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="NFS-e ${naFocus.numero}.xml"`)
    expect(xml.body).toContain(`<nNFSe>${naFocus.numero}</nNFSe>`)
    // Served from Bancada's storage: the provider was not asked again.
    expect(x.focus.requisicoes.length).toBe(antes)

    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({
      atual: { id: nota.id, situacao: 'autorizada' },
      pode_emitir: false,
      motivo: 'Esta OS já tem NFS-e autorizada.',
    })
    // Emitting again answers the same note (200), and the provider gets nothing.
    const denovo = await emitir(x.t, admin, osId)
    expect(denovo.statusCode).toBe(200)
    expect(denovo.json().id).toBe(nota.id)
    expect(emitidasPara(nota.referencia)).toHaveLength(1)
  })

  it('makes one note and one provider POST for a double click', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const [a, b] = await Promise.all([emitir(x.t, admin, osId), emitir(x.t, admin, osId)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201])
    expect(a.json().id).toBe(b.json().id)
    expect(await notasNoBanco(x.t, admin.empresaId)).toHaveLength(1)
    expect(emitidasPara(a.json().referencia)).toHaveLength(1)
  })

  it('shows a rejection with the provider’s words, and a corrected resend is the next attempt', async () => {
    const { admin } = await buildCompany(x.t)
    // The fake's national system does not know the code 99.99.99.
    await configurarNfse(x.t, admin, x.focus, { codigo_tributacao: '99.99.99' })
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const primeira = (await emitir(x.t, admin, osId)).json()
    const recusada = await atualizar(x.t, admin, primeira.id)
    expect(recusada.situacao).toBe('erro')
    expect(recusada.mensagem).toContain('Código de tributação nacional inválido')
    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({ pode_emitir: true, motivo: null })

    await configurarNfse(x.t, admin, x.focus, { codigo_tributacao: '14.01.01' })
    const res = await emitir(x.t, admin, osId)
    expect(res.statusCode).toBe(201)
    const segunda = res.json()
    expect(segunda).toMatchObject({ tentativa: 2, referencia: `os${osId.replaceAll('-', '')}t2` })
    expect((await atualizar(x.t, admin, segunda.id)).situacao).toBe('autorizada')
    const view = await notasDaOs(x.t, admin, osId)
    expect(view.atual).toMatchObject({ id: segunda.id, situacao: 'autorizada', codigo_tributacao: '140101' })
    expect(view.anteriores).toMatchObject([{ id: primeira.id, situacao: 'erro', tentativa: 1 }])
  })

  it('keeps a note processing through a network failure and sends it again with the same reference', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    x.focus.definirComportamento({ statusForcado: 503 })
    let nota: { id: string; referencia: string; situacao: string; mensagem: string }
    try {
      const res = await emitir(x.t, admin, osId)
      expect(res.statusCode).toBe(201)
      nota = res.json()
    } finally {
      x.focus.definirComportamento({ statusForcado: null })
    }
    expect(nota.situacao).toBe('processando')
    expect(nota.mensagem).toContain('indisponível')
    expect(x.focus.notas.has(nota.referencia)).toBe(false)
    // The provider does not know the reference (404): the same note goes again, then settles.
    const reenviada = await atualizar(x.t, admin, nota.id)
    expect(reenviada).toMatchObject({ situacao: 'processando', mensagem: null })
    expect((await atualizar(x.t, admin, nota.id)).situacao).toBe('autorizada')
    expect(emitidasPara(nota.referencia)).toHaveLength(2)
    expect(x.focus.notas.get(nota.referencia)?.envios).toHaveLength(1)
    expect(await notasNoBanco(x.t, admin.empresaId)).toHaveLength(1)
  })
})
