import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { buildCompany } from '../../test/factories'
import {
  chamadas,
  configurarNfse,
  emitir,
  type FocusEApp,
  notasDaOs,
  osComNotaAutorizada,
  osFaturadaParaNota,
  startFocusEApp,
} from '../../test/nfse-fixtures'
import { faturarBody, moveOs } from '../financeiro/financeiro-fixtures'

let x: FocusEApp
beforeAll(async () => {
  x = await startFocusEApp()
})
afterAll(() => x.close())

/** Nothing received yet: the invoice can be reversed. */
const semSinal = faturarBody({ sinal: 0 })
const MOTIVO = 'Serviço cobrado em duplicidade, nota emitida por engano'
const cancelar = (user: Parameters<typeof call>[1], id: string, motivo = MOTIVO) =>
  call(x.t, user, 'POST', `/api/notas-fiscais/${id}/cancelar`, { motivo })

describe('Cancelar NFS-e', () => {
  it('cancels an authorized note with the reason, once', async () => {
    const { admin } = await buildCompany(x.t)
    const { osId, nota } = await osComNotaAutorizada(x, admin)
    const res = await cancelar(admin, nota.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ situacao: 'cancelada', motivo_cancelamento: MOTIVO, mensagem: null })
    expect(res.json().cancelada_em).not.toBeNull()
    expect(x.focus.notas.get(nota.referencia)).toMatchObject({ status: 'cancelado', justificativa: MOTIVO })
    // The documents stay (the accountant keeps cancelled notes too).
    expect((await call(x.t, admin, 'GET', `/api/notas-fiscais/${nota.id}/danfse`)).statusCode).toBe(200)
    // A cancelled note frees the OS for a new one.
    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({
      atual: { situacao: 'cancelada' },
      pode_emitir: true,
    })
    const denovo = await cancelar(admin, nota.id)
    expect(denovo.statusCode).toBe(409)
    expect(denovo.json().error.message).toBe('Só uma NFS-e autorizada pode ser cancelada.')
    expect(chamadas(x.focus, 'DELETE', `/v2/nfsen/${nota.referencia}`)).toHaveLength(1)
  })

  it('keeps the note authorized and shows why when the municipality refuses', async () => {
    const { admin } = await buildCompany(x.t)
    const { nota } = await osComNotaAutorizada(x, admin)
    const recusa = 'Prazo para cancelamento pelo contribuinte expirado. Solicite à prefeitura.'
    x.focus.definirComportamento({ recusarCancelamento: recusa })
    try {
      const res = await cancelar(admin, nota.id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ situacao: 'autorizada', mensagem: recusa, cancelada_em: null })
    } finally {
      x.focus.definirComportamento({ recusarCancelamento: null })
    }
    expect(x.focus.notas.get(nota.referencia)?.status).toBe('autorizado')
  })

  it('answers 502 with the provider’s message when it cannot be reached, changing nothing', async () => {
    const { admin } = await buildCompany(x.t)
    const { nota } = await osComNotaAutorizada(x, admin)
    x.focus.definirComportamento({ statusForcado: 503 })
    try {
      const res = await cancelar(admin, nota.id)
      expect(res.statusCode).toBe(502)
      expect(res.json().error.message).toContain('A Focus NFe está indisponível')
    } finally {
      x.focus.definirComportamento({ statusForcado: null })
    }
    const depois = await call(x.t, admin, 'POST', `/api/notas-fiscais/${nota.id}/atualizar`)
    expect(depois.json()).toMatchObject({ situacao: 'autorizada', cancelada_em: null })
  })

  it('refuses to cancel a note still processing', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    const nota = (await emitir(x.t, admin, osId)).json()
    const res = await cancelar(admin, nota.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Só uma NFS-e autorizada pode ser cancelada.')
  })
})

describe('The OS of a note', () => {
  it('refuses reversing the invoice while the note is live, and allows it once cancelled', async () => {
    const { admin } = await buildCompany(x.t)
    const { osId, nota } = await osComNotaAutorizada(x, admin, semSinal)
    const estorno = await call(x.t, admin, 'POST', `/api/os/${osId}/estornar-faturamento`)
    expect(estorno.statusCode).toBe(409)
    expect(estorno.json().error.message).toBe('Cancele a NFS-e desta OS antes de estornar o faturamento.')
    expect((await call(x.t, admin, 'GET', `/api/os/${osId}`)).json().faturado_em).not.toBeNull()

    expect((await cancelar(admin, nota.id)).statusCode).toBe(200)
    const depois = await call(x.t, admin, 'POST', `/api/os/${osId}/estornar-faturamento`)
    expect(depois.statusCode, depois.body).toBe(200)
    expect(await notasDaOs(x.t, admin, osId)).toMatchObject({
      pode_emitir: false,
      motivo: 'Fature a OS antes de emitir a NFS-e.',
    })
  })

  it('refuses reversing the invoice of an OS whose note is processing', async () => {
    const { admin } = await buildCompany(x.t)
    await configurarNfse(x.t, admin, x.focus)
    const { osId } = await osFaturadaParaNota(x.t, admin)
    expect((await emitir(x.t, admin, osId)).json().situacao).toBe('processando')
    const estorno = await call(x.t, admin, 'POST', `/api/os/${osId}/estornar-faturamento`)
    expect(estorno.statusCode).toBe(409)
    expect(estorno.json().error.message).toBe('Cancele a NFS-e desta OS antes de estornar o faturamento.')
  })

  it('answers a clear refusal, never a 500, when asked to delete an OS that has notes', async () => {
    const { admin } = await buildCompany(x.t)
    const { osId, nota } = await osComNotaAutorizada(x, admin, semSinal)
    await cancelar(admin, nota.id)
    expect((await call(x.t, admin, 'POST', `/api/os/${osId}/estornar-faturamento`)).statusCode).toBe(200)
    await moveOs(x.t, admin, osId, 'rascunho')
    const res = await call(x.t, admin, 'DELETE', `/api/os?ids=${osId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().deleted).toEqual([])
    expect(res.json().skipped).toEqual([
      expect.objectContaining({ id: osId, motivo: expect.stringMatching(/cancele a OS$/) }),
    ])
    expect((await notasDaOs(x.t, admin, osId)).atual.id).toBe(nota.id)
  })
})
