import { describe, expect, it } from 'vitest'
import { createServicoInput } from '../../../../shared/cadastros/servicos.schemas'
import { bpParaTexto, textoParaBp, valoresFiscais } from './servico-fiscal-values'

describe('service NFS-e form values', () => {
  it('shows a saved service and its rate as typed in Brazil; none follows the company', () => {
    expect(
      valoresFiscais({
        codigo_tributacao: '140101',
        codigo_nbs: '120011000',
        aliquota_iss_bp: 250,
        iss_retido: true,
      }),
    ).toEqual({
      codigo_tributacao: '140101',
      codigo_nbs: '120011000',
      aliquota_iss_bp: 250,
      iss_retido: true,
    })
    expect(valoresFiscais(null)).toEqual({
      codigo_tributacao: '',
      codigo_nbs: '',
      aliquota_iss_bp: null,
      iss_retido: false,
    })
    expect(bpParaTexto(250)).toBe('2,5')
    expect(bpParaTexto(500)).toBe('5')
    expect(bpParaTexto(null)).toBe('')
  })

  it('reads the typed rate as basis points; text that is no rate fails the schema in Portuguese', () => {
    expect(textoParaBp('2,5')).toBe(250)
    expect(textoParaBp(' ')).toBeNull()
    const base = { descricao: 'Revisão', preco_publico: 100 }
    const errado = createServicoInput.safeParse({ ...base, aliquota_iss_bp: textoParaBp('dois') })
    expect(errado.error?.issues[0].message).toBe('Informe a alíquota de ISS entre 0 e 5%')
    const alto = createServicoInput.safeParse({ ...base, aliquota_iss_bp: textoParaBp('5,5') })
    expect(alto.error?.issues[0].message).toBe('Informe a alíquota de ISS entre 0 e 5%')
    const vazio = createServicoInput.parse({ ...base, ...valoresFiscais(null) })
    expect(vazio).toMatchObject({ codigo_tributacao: null, codigo_nbs: null, aliquota_iss_bp: null })
  })
})
