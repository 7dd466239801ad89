import { describe, expect, it } from 'vitest'
import { updateEmpresaInput } from './empresa.schemas'
import { FUSO_HORARIO_PADRAO, FUSOS_HORARIOS } from './fusos-horarios'

const parse = (input: object) => updateEmpresaInput.safeParse({ nome_empresa: 'Oficina Boa', ...input })

/** The message zod gives for `field`, or undefined when the field passed. */
const messageOf = (input: object, field: string) =>
  parse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message

const pixEmail = {
  pix_tipo: 'email',
  pix_chave: 'Caixa@Oficina.com.br',
  pix_nome: 'Oficina Boa',
  pix_cidade: 'Sao Paulo',
}

describe('updateEmpresaInput', () => {
  it('stores masked values unmasked: alphanumeric CNPJ uppercase, phone and CEP digits, UF uppercase', () => {
    const result = parse({
      cnpj: '12.abc.345/01de-35',
      email: ' Contato@Oficina.COM ',
      telefone: '(11) 97162-6799',
      cep: '01001-000',
      endereco: ' Praça da Sé, 100 ',
      cidade: 'São Paulo',
      uf: 'sp',
      fuso_horario: 'America/Manaus',
    })
    expect(result.data).toEqual({
      nome_empresa: 'Oficina Boa',
      cnpj: '12ABC34501DE35',
      email: 'contato@oficina.com',
      telefone: '11971626799',
      cep: '01001000',
      endereco: 'Praça da Sé, 100',
      cidade: 'São Paulo',
      uf: 'SP',
      fuso_horario: 'America/Manaus',
    })
  })

  it('accepts a numeric CNPJ and clears a blank one', () => {
    expect(parse({ cnpj: '11.222.333/0001-81' }).data?.cnpj).toBe('11222333000181')
    expect(parse({ cnpj: '' }).data?.cnpj).toBeNull()
    expect(parse({ cnpj: null }).data?.cnpj).toBeNull()
  })

  it.each(['12.ABC.345/01DE-34', '11111111111111', '11.222.333/0001-80', '123'])(
    "refuses the CNPJ %s with 'CNPJ inválido'",
    (cnpj) => {
      expect(messageOf({ cnpj }, 'cnpj')).toBe('CNPJ inválido')
    },
  )

  it("requires the company name ('O nome é obrigatório')", () => {
    expect(messageOf({ nome_empresa: '   ' }, 'nome_empresa')).toBe('O nome é obrigatório')
    const missing = updateEmpresaInput.safeParse({})
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['nome_empresa'],
      message: 'O nome é obrigatório',
    })
  })

  it('keeps fields that were left out (a PATCH changes only what it sends)', () => {
    expect(parse({}).data).toEqual({ nome_empresa: 'Oficina Boa' })
  })

  it('refuses a bad UF, email, phone or CEP with the register messages, and unknown fields', () => {
    expect(messageOf({ uf: 'XX' }, 'uf')).toBe('Selecione uma UF válida')
    expect(messageOf({ email: 'oficina@' }, 'email')).toBe('Informe um email válido')
    expect(messageOf({ telefone: '1234' }, 'telefone')).toBe('Informe um telefone com DDD (10 ou 11 dígitos)')
    expect(messageOf({ cep: '0100' }, 'cep')).toBe('O CEP deve ter 8 dígitos')
    expect(parse({ plano: 'enterprise' }).success).toBe(false)
  })

  it('takes only Brazilian time zones', () => {
    for (const { value } of FUSOS_HORARIOS)
      expect(parse({ fuso_horario: value }).data?.fuso_horario).toBe(value)
    expect(messageOf({ fuso_horario: 'Europe/Lisbon' }, 'fuso_horario')).toBe(
      'Selecione um fuso horário válido',
    )
  })
})

describe('updateEmpresaInput — PIX', () => {
  it('stores an email key lowercased, with the receiver name and city', () => {
    expect(parse(pixEmail).data).toMatchObject({
      pix_tipo: 'email',
      pix_chave: 'caixa@oficina.com.br',
      pix_nome: 'Oficina Boa',
      pix_cidade: 'Sao Paulo',
    })
  })

  it.each([
    ['telefone', '(11) 97162-6799', '+5511971626799'],
    ['telefone', '+55 11 97162-6799', '+5511971626799'],
    ['telefone', '11971626799', '+5511971626799'],
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['aleatoria', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ])('accepts a %s key typed as %s and stores %s', (pix_tipo, pix_chave, stored) => {
    expect(parse({ ...pixEmail, pix_tipo, pix_chave }).data?.pix_chave).toBe(stored)
  })

  it.each([
    ['telefone', '(11) 3222-3333'],
    ['telefone', '11 9716A-6799'],
    ['cpf', '111.111.111-11'],
    ['cpf', 'x52998224725'],
    ['cnpj', '12.ABC.345/01DE-34'],
    ['email', 'caixa@'],
    ['aleatoria', 'nao-e-uuid'],
    ['email', '52998224725'],
  ])("refuses the %s key %s with 'Chave PIX inválida'", (pix_tipo, pix_chave) => {
    expect(messageOf({ ...pixEmail, pix_tipo, pix_chave }, 'pix_chave')).toBe('Chave PIX inválida')
  })

  it('asks for the kind, the key, the receiver name and city when any of them is given', () => {
    const onlyKey = { pix_chave: 'caixa@oficina.com.br' }
    expect(messageOf(onlyKey, 'pix_tipo')).toBe('Selecione o tipo da chave PIX')
    expect(messageOf(onlyKey, 'pix_nome')).toBe('Informe o nome do recebedor')
    expect(messageOf(onlyKey, 'pix_cidade')).toBe('Informe a cidade do recebedor')
    expect(messageOf({ pix_nome: 'Oficina Boa' }, 'pix_chave')).toBe('Informe a chave PIX')
    expect(messageOf({ ...pixEmail, pix_tipo: 'boleto' }, 'pix_tipo')).toBe('Tipo de chave PIX inválido')
  })

  it('limits the receiver to what the BR Code holds: name 25, city 15 characters', () => {
    expect(parse({ ...pixEmail, pix_nome: 'N'.repeat(25), pix_cidade: 'C'.repeat(15) }).success).toBe(true)
    expect(messageOf({ ...pixEmail, pix_nome: 'N'.repeat(26) }, 'pix_nome')).toBe('Máximo de 25 caracteres')
    expect(messageOf({ ...pixEmail, pix_cidade: 'C'.repeat(16) }, 'pix_cidade')).toBe(
      'Máximo de 15 caracteres',
    )
  })

  it('clears the key when the whole group is blank, and leaves it alone when the group is not sent', () => {
    const cleared = { pix_tipo: null, pix_chave: null, pix_nome: null, pix_cidade: null }
    expect(parse({ pix_tipo: '', pix_chave: ' ', pix_nome: '', pix_cidade: '' }).data).toMatchObject(cleared)
    expect(parse({ pix_tipo: null }).data).toMatchObject(cleared)
    expect(Object.keys(parse({ cidade: 'Recife' }).data ?? {})).not.toContain('pix_chave')
  })
})

describe('FUSOS_HORARIOS', () => {
  it('lists the 16 Brazilian zones, São Paulo first and by default, all known to the runtime', () => {
    expect(FUSOS_HORARIOS).toHaveLength(16)
    expect(FUSOS_HORARIOS[0].value).toBe(FUSO_HORARIO_PADRAO)
    expect(FUSO_HORARIO_PADRAO).toBe('America/Sao_Paulo')
    for (const { value } of FUSOS_HORARIOS) {
      expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: value })).not.toThrow()
    }
  })
})
