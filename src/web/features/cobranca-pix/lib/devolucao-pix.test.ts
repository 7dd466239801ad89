import { describe, expect, it } from 'vitest'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatCurrency as brl } from '../../../../shared/formatos/moeda'
import { devolucaoFormSchema, devolucaoStatusLabel, explicarDevolucao, valorSugerido } from './devolucao-pix'

const titulo = {
  id: '00000000-0000-4000-8000-000000000001',
  parcela: '1/2',
  os_id: '00000000-0000-4000-8000-000000000002',
  numero_os: 'OS-0007',
  cliente_nome: 'Maria',
}
const recebido = (over: Partial<PixRecebidoView>): PixRecebidoView => ({
  id: '00000000-0000-4000-8000-000000000003',
  end_to_end_id: 'E123',
  txid: 'abc',
  valor: 11_000,
  valor_aplicado: 10_000,
  horario: '2026-03-10T12:00:00Z',
  pagador_nome: 'Maria',
  info_pagador: null,
  situacao: 'excedente',
  origem: 'webhook',
  valor_devolvido: 0,
  devolucao_status: null,
  titulo,
  ...over,
})

describe('Devolver PIX', () => {
  it('suggests what was paid beyond the balance, else the whole PIX left', () => {
    expect(valorSugerido(recebido({}))).toBe(1_000)
    expect(valorSugerido(recebido({ valor_aplicado: 11_000, situacao: 'conciliado' }))).toBe(11_000)
    expect(valorSugerido(recebido({ valor_aplicado: 0, titulo: null, situacao: 'nao_identificado' }))).toBe(
      11_000,
    )
  })

  it('says the extra goes back to the client, and warns when the receipt is taken', () => {
    expect(explicarDevolucao(recebido({}), 1_000)).toEqual({
      volta: `${brl(1_000)} pago a mais volta ao cliente`,
      aviso: null,
    })
    expect(explicarDevolucao(recebido({}), 3_000)).toEqual({
      volta: `${brl(1_000)} pago a mais volta ao cliente`,
      aviso: `${brl(2_000)} sai do recebimento da parcela 1/2 da OS-0007: a parcela volta a ficar em aberto`,
    })
    expect(explicarDevolucao(recebido({ valor_aplicado: 11_000 }), 500)).toEqual({
      volta: null,
      aviso: `${brl(500)} sai do recebimento da parcela 1/2 da OS-0007: a parcela volta a ficar em aberto`,
    })
    expect(explicarDevolucao(recebido({ valor_aplicado: 0, titulo: null }), 500).volta).toBe(
      `${brl(500)} volta a quem pagou`,
    )
  })

  it('explains nothing while the amount is empty, not a number or beyond the most', () => {
    const nada = { volta: null, aviso: null }
    for (const valor of [null, Number.NaN, 0, 11_001])
      expect(explicarDevolucao(recebido({}), valor)).toEqual(nada)
  })

  it('refuses an amount beyond the most under the field', () => {
    const schema = devolucaoFormSchema(1_000)
    expect(schema.parse({ valor: 1_000 })).toEqual({ valor: 1_000 })
    expect(schema.safeParse({ valor: 1_001 }).error?.issues[0]).toMatchObject({
      path: ['valor'],
      message: m.devolucaoAcimaDoDisponivel(brl(1_000)),
    })
    expect(schema.safeParse({ valor: null }).error?.issues[0].message).toBe('Informe o valor a devolver')
  })

  it("reads the bank's refund status in Portuguese", () => {
    expect(devolucaoStatusLabel('EM_PROCESSAMENTO')).toBe('Devolução em processamento')
    expect(devolucaoStatusLabel('DEVOLVIDO')).toBe('Devolvido')
    expect(devolucaoStatusLabel('NAO_REALIZADO')).toBe('Devolução não realizada')
    expect(devolucaoStatusLabel('OUTRO')).toBe('OUTRO')
  })
})
