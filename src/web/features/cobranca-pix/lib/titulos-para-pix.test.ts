import { describe, expect, it } from 'vitest'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { titulosParaPix } from './titulos-para-pix'

let seq = 0
const titulo = (over: Partial<TituloView>): TituloView => {
  seq += 1
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    os_id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    numero_os: 'OS-0001',
    cliente_id: '00000000-0000-4000-8000-bbbbbbbbbbbb',
    cliente_nome: 'Maria',
    veiculo: null,
    parcela: '1/2',
    emissao: '2026-11-01',
    vencimento: '2026-11-10',
    valor: 10_000,
    valor_pago: 0,
    saldo: 10_000,
    forma: 'pix',
    situacao: 'aberto',
    recebido_em: null,
    obs: null,
    pix: { copia_e_cola: '000201…', txid: 'OS0001P1', origem: 'estatico' },
    cobranca: null,
    ...over,
  }
}

describe('titulosParaPix', () => {
  it('puts a balance equal to the PIX first, then the oldest due date', () => {
    const antigo = titulo({ vencimento: '2026-10-01', saldo: 5_000 })
    const igual = titulo({ vencimento: '2026-12-01', saldo: 7_500 })
    const novo = titulo({ vencimento: '2026-11-15', saldo: 5_000 })
    expect(titulosParaPix([novo, igual, antigo], 7_500)).toEqual([igual, antigo, novo])
  })

  it('leaves out titles with nothing to pay and repeats', () => {
    const quitado = titulo({ saldo: 0, valor_pago: 10_000 })
    const aberto = titulo({})
    expect(titulosParaPix([quitado, aberto, aberto], 1)).toEqual([aberto])
  })
})
