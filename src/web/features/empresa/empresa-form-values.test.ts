import { describe, expect, it } from 'vitest'
import { updateEmpresaInput } from '../../../shared/empresa/empresa.schemas'
import { pixChaveParaTela, toEmpresaFormValues } from './empresa-form-values'

const salvo = {
  id: '00000000-0000-4000-8000-000000000001',
  nome_empresa: 'Funilaria Estrela',
  cnpj: '12ABC34501DE35',
  email: 'contato@estrela.com.br',
  telefone: '11971626799',
  cep: '01001000',
  endereco: 'Praça da Sé, 100',
  cidade: 'São Paulo',
  uf: 'SP',
  fuso_horario: 'America/Manaus',
  pix_tipo: 'telefone' as const,
  pix_chave: '+5511971626799',
  pix_nome: 'Funilaria Estrela',
  pix_cidade: 'Sao Paulo',
  logo_url: null,
  permitir_estoque_negativo: true,
}

describe('toEmpresaFormValues', () => {
  it('shows the saved settings masked, the phone key as a national number', () => {
    expect(toEmpresaFormValues(salvo)).toMatchObject({
      cnpj: '12.ABC.345/01DE-35',
      telefone: '(11) 97162-6799',
      cep: '01001-000',
      pix_chave: '(11) 97162-6799',
    })
  })

  it('saves back exactly what was stored when nothing is changed', () => {
    // The stock setting is saved by its own card, not by this form.
    const { id: _id, logo_url: _logo, permitir_estoque_negativo: _estoque, ...stored } = salvo
    expect(updateEmpresaInput.parse(toEmpresaFormValues(salvo))).toEqual(stored)
  })

  it('shows blank fields for a company without data or PIX key', () => {
    const vazio = toEmpresaFormValues({
      ...salvo,
      cnpj: null,
      telefone: null,
      cep: null,
      pix_tipo: null,
      pix_chave: null,
      pix_nome: null,
      pix_cidade: null,
    })
    expect(vazio).toMatchObject({
      cnpj: '',
      telefone: '',
      cep: '',
      pix_tipo: '',
      pix_chave: '',
      pix_nome: '',
    })
    expect(updateEmpresaInput.parse(vazio)).toMatchObject({ cnpj: null, pix_tipo: null, pix_chave: null })
  })
})

describe('pixChaveParaTela', () => {
  it('masks CPF and CNPJ keys and leaves email and random keys as stored', () => {
    expect(pixChaveParaTela('cpf', '52998224725')).toBe('529.982.247-25')
    expect(pixChaveParaTela('cnpj', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
    expect(pixChaveParaTela('email', 'caixa@estrela.com.br')).toBe('caixa@estrela.com.br')
    expect(pixChaveParaTela('aleatoria', '123e4567-e12b-12d1-a456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    )
    expect(pixChaveParaTela(null, null)).toBe('')
  })
})
