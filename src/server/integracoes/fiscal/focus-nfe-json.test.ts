import { describe, expect, it } from 'vitest'
import { notaServicoDeTeste as nota } from '../../test/nota-servico'
import { centesimosParaDecimal, notaParaFocus, respostaDeFocus } from './focus-nfe-json'
import { ErroFiscal } from './provedor'

// The mapping alone: Bancada's note to Focus's NFS-e Nacional JSON, and Focus's answers back.

describe('the note as Focus NFS-e Nacional JSON', () => {
  it('writes centavos and basis points by slicing digits', () => {
    expect(centesimosParaDecimal(0)).toBe('0.00')
    expect(centesimosParaDecimal(1)).toBe('0.01')
    expect(centesimosParaDecimal(99)).toBe('0.99')
    expect(centesimosParaDecimal(123456)).toBe('1234.56')
    expect(centesimosParaDecimal(500)).toBe('5.00')
    expect(centesimosParaDecimal(250)).toBe('2.50')
    expect(() => centesimosParaDecimal(1.5)).toThrow(RangeError)
    expect(() => centesimosParaDecimal(-1)).toThrow(RangeError)
  })

  it('maps a company tomador with address, discount, NBS and ISS not withheld (non-optant)', () => {
    const n = nota()
    expect(notaParaFocus(n)).toEqual({
      data_emissao: '2026-11-29T10:15:00-03:00',
      data_competencia: '2026-11-29',
      codigo_municipio_emissora: '4106902',
      cnpj_prestador: '12345678000195',
      inscricao_municipal_prestador: '123456',
      codigo_opcao_simples_nacional: 1,
      regime_especial_tributacao: 0,
      indicador_total_tributacao: 0,
      cnpj_tomador: '07504505000132',
      razao_social_tomador: 'Transportes Andrade Ltda',
      email_tomador: 'financeiro@andrade.com.br',
      telefone_tomador: '4132568060',
      codigo_municipio_tomador: '4106902',
      cep_tomador: '80045165',
      logradouro_tomador: 'Rua Dias da Rocha Filho',
      numero_tomador: '999',
      complemento_tomador: 'Sala 34C',
      bairro_tomador: 'Alto da XV',
      codigo_municipio_prestacao: '4106902',
      codigo_tributacao_nacional_iss: '140101',
      codigo_nbs: '120012300',
      descricao_servico: 'OS 1234 - Troca de pastilhas e disco de freio',
      valor_servico: '1234.56',
      desconto_incondicionado: '34.56',
      tributacao_iss: 1,
      tipo_retencao_iss: 1,
      percentual_aliquota_relativa_municipio: '5.00',
    })
  })

  it('maps a person tomador without address for a Simples Nacional workshop (no rate, no discount)', () => {
    const n = nota({
      prestador: {
        regimeTributario: 'simples_nacional',
        inscricaoMunicipal: null,
        regimeEspecial: 'microempresa_municipal',
      },
      tomador: {
        cpf: '12345678909',
        cnpj: undefined,
        nome: 'Maria da Silva',
        email: undefined,
        telefone: undefined,
        endereco: undefined,
      },
      servico: { descontoCentavos: 0, codigoNbs: undefined, valorServicosCentavos: 1 },
    })
    const json = notaParaFocus(n)
    expect(json).toMatchObject({
      codigo_opcao_simples_nacional: 3,
      regime_tributario_simples_nacional: 1,
      regime_especial_tributacao: 3,
      cpf_tomador: '12345678909',
      razao_social_tomador: 'Maria da Silva',
      valor_servico: '0.01',
      tipo_retencao_iss: 1,
    })
    for (const campo of [
      'percentual_total_tributos_simples_nacional',
      'cnpj_tomador',
      'inscricao_municipal_prestador',
      'cep_tomador',
      'logradouro_tomador',
      'codigo_municipio_tomador',
      'email_tomador',
      'codigo_nbs',
      'desconto_incondicionado',
      'percentual_aliquota_relativa_municipio',
      'indicador_total_tributacao',
    ]) {
      expect(json, campo).not.toHaveProperty(campo)
    }
  })

  it('passes an alphanumeric CNPJ through and states the rate when the tomador withholds the ISS', () => {
    const json = notaParaFocus(
      nota({
        prestador: { regimeTributario: 'simples_nacional' },
        tomador: { cnpj: '12ABC34501DE35' },
        servico: { issRetido: true, aliquotaIssBp: 250 },
      }),
    )
    expect(json).toMatchObject({
      cnpj_tomador: '12ABC34501DE35',
      tipo_retencao_iss: 2,
      percentual_aliquota_relativa_municipio: '2.50',
    })
  })

  it("states an ME/EPP's approximate Simples tax rate when the company set it, and only then", () => {
    const comTaxa = notaParaFocus(
      nota({
        prestador: { regimeTributario: 'simples_nacional' },
        servico: { percentualTributosSimplesBp: 600 },
      }),
    )
    expect(comTaxa.percentual_total_tributos_simples_nacional).toBe('6.00')
    const naoOptante = notaParaFocus(
      nota({
        prestador: { regimeTributario: 'lucro_presumido' },
        servico: { percentualTributosSimplesBp: 600 },
      }),
    )
    expect(naoOptante).not.toHaveProperty('percentual_total_tributos_simples_nacional')
  })

  it('marks a MEI as such, without the Simples collection regime', () => {
    const json = notaParaFocus(nota({ prestador: { regimeTributario: 'mei' } }))
    expect(json.codigo_opcao_simples_nacional).toBe(2)
    expect(json).not.toHaveProperty('regime_tributario_simples_nacional')
    expect(json).not.toHaveProperty('percentual_aliquota_relativa_municipio')
  })

  it('refuses a tomador with neither or both documents', async () => {
    expect(() => notaParaFocus(nota({ tomador: { cnpj: undefined } }))).toThrow(ErroFiscal)
    expect(() => notaParaFocus(nota({ tomador: { cpf: '12345678909' } }))).toThrow(/CPF ou de CNPJ/)
  })
})

describe("Focus's answer as RespostaNota", () => {
  const base = 'https://homologacao.focusnfe.com.br'
  const chave = '41069022112345678000195000000000124526110000079190'

  it('reads the documented authorized example, making the XML path absolute', () => {
    const r = respostaDeFocus(
      {
        cnpj_prestador: '18765499000199',
        ref: '12345',
        status: 'autorizado',
        numero: '1245',
        codigo_verificacao: chave,
        data_emissao: '2024-05-07T07:34:56-03:00',
        url: `https://www.nfse.gov.br/consultapublica/?tpc=1&chave=${chave}`,
        caminho_xml_nota_fiscal: '/arquivos/18765499000199_166/202405/XMLsNFSe/nota-nfse.xml',
        url_danfse: 'https://focusnfe.s3.sa-east-1.amazonaws.com/arquivos/x/DANFSEs/nota.pdf',
      },
      '12345',
      base,
    )
    expect(r).toEqual({
      referencia: '12345',
      situacao: 'autorizada',
      numero: '1245',
      codigoVerificacao: chave,
      chave,
      autorizadaEm: '2024-05-07T07:34:56-03:00',
      urlDanfse: 'https://focusnfe.s3.sa-east-1.amazonaws.com/arquivos/x/DANFSEs/nota.pdf',
      urlXml: `${base}/arquivos/18765499000199_166/202405/XMLsNFSe/nota-nfse.xml`,
    })
  })

  it('joins the errors in Portuguese and maps every status', () => {
    const erro = respostaDeFocus(
      {
        status: 'erro_autorizacao',
        erros: [
          { codigo: 'E0014', mensagem: 'DPS já existe.', correcao: null },
          { codigo: 'E0310', mensagem: 'Código inválido.', correcao: 'Use a lista nacional' },
        ],
      },
      'r1',
      base,
    )
    expect(erro).toEqual({
      referencia: 'r1',
      situacao: 'erro',
      mensagem: 'DPS já existe. Código inválido. (Use a lista nacional)',
    })
    expect(respostaDeFocus({ status: 'processando_autorizacao' }, 'r', base)?.situacao).toBe('processando')
    expect(respostaDeFocus({ status: 'cancelado' }, 'r', base)?.situacao).toBe('cancelada')
    expect(respostaDeFocus({ status: 'negado', mensagem_sefaz: 'Negada' }, 'r', base)).toMatchObject({
      situacao: 'erro',
      mensagem: 'Negada',
    })
    expect(
      respostaDeFocus({ status: 'erro_cancelamento', erros: [{ mensagem: 'Fora do prazo' }] }, 'r', base),
    ).toEqual({
      referencia: 'r',
      situacao: 'autorizada',
      cancelamentoRecusado: true,
      mensagem: 'Fora do prazo',
    })
    expect(respostaDeFocus({ status: 'qualquer_outro' }, 'r', base)).toBeUndefined()
  })
})
