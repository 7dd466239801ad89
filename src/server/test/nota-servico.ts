import type { NotaServicoInput } from '../integracoes/fiscal/provedor'

// A note as the OS code would build it for a workshop in Curitiba invoicing a company customer; tests
// change the sections they are about.

let sequencia = 0
/** A fresh reference, letters and digits only (Focus refuses special characters). */
export const novaReferencia = () => `os${Date.now()}x${++sequencia}`

export type MudarNota = { [K in 'prestador' | 'tomador' | 'servico']?: Partial<NotaServicoInput[K]> } & {
  referencia?: string
}

/** A complete `NotaServicoInput`; each section's fields are replaced by `mudar`'s. */
export const notaServicoDeTeste = (mudar: MudarNota = {}): NotaServicoInput => ({
  referencia: mudar.referencia ?? novaReferencia(),
  dataEmissao: '2026-11-29T10:15:00-03:00',
  competencia: '2026-11-29',
  prestador: {
    cnpj: '12345678000195',
    inscricaoMunicipal: '123456',
    codigoMunicipio: '4106902',
    regimeTributario: 'lucro_presumido',
    regimeEspecial: 'nenhum',
    ...mudar.prestador,
  },
  tomador: {
    cnpj: '07504505000132',
    nome: 'Transportes Andrade Ltda',
    email: 'financeiro@andrade.com.br',
    telefone: '4132568060',
    endereco: {
      cep: '80045165',
      logradouro: 'Rua Dias da Rocha Filho',
      numero: '999',
      complemento: 'Sala 34C',
      bairro: 'Alto da XV',
      codigoMunicipio: '4106902',
      uf: 'PR',
    },
    ...mudar.tomador,
  },
  servico: {
    discriminacao: 'OS 1234 - Troca de pastilhas e disco de freio',
    codigoTributacaoNacional: '140101',
    itemListaServico: '14.01',
    codigoNbs: '120012300',
    codigoMunicipioPrestacao: '4106902',
    valorServicosCentavos: 123456,
    descontoCentavos: 3456,
    aliquotaIssBp: 500,
    issRetido: false,
    valorIssCentavos: 6000,
    ...mudar.servico,
  },
})
