import { describe, expect, it } from 'vitest'
import { mensagemDeAssinatura } from './mensagem-de-assinatura'
import { type ConteudoAssinado, conteudoCanonico, cpfMascarado, descricaoDaMarca } from './vistoria'
import { assinarNoBalcaoInput, atualizarVistoriaInput } from './vistoria.schemas'

const base: ConteudoAssinado = {
  numero_os: '2026-000012',
  tipo: 'entrada',
  versao: 1,
  km: 45210,
  combustivel: 2,
  checklist: [
    { item: 'Estepe', presente: true },
    { item: 'Macaco', presente: false },
  ],
  observacoes: 'Cliente deixou cadeirinha',
  marcas: [
    { numero: 1, vista: 'esquerda', x: 0.5, y: 0.4, tipo: 'risco', descricao: null, foto_sha256: null },
    {
      numero: 2,
      vista: 'frente',
      x: 0.2,
      y: 0.7,
      tipo: 'amassado',
      descricao: 'para-choque',
      foto_sha256: 'ab',
    },
  ],
  termos: 'Declaro que conferi.',
  assinante: { nome: 'Maria Souza', documento: '52998224725' },
  assinado_em: '2026-11-28T12:00:00.000Z',
}

describe('conteudoCanonico (what the signature hash covers)', () => {
  it('is the same text for the same inspection, whatever the key or mark order', () => {
    const reordenado = {
      ...base,
      marcas: [...base.marcas].reverse(),
      assinante: { documento: '52998224725', nome: 'Maria Souza' },
    } as ConteudoAssinado
    expect(conteudoCanonico(reordenado)).toBe(conteudoCanonico(base))
    expect(conteudoCanonico(structuredClone(base))).toBe(conteudoCanonico(base))
  })

  const mudancas: [string, Partial<ConteudoAssinado>][] = [
    ['numero_os', { numero_os: '2026-000013' }],
    ['tipo', { tipo: 'saida' }],
    ['versao', { versao: 2 }],
    ['km', { km: 45211 }],
    ['combustivel', { combustivel: 3 }],
    ['checklist item', { checklist: [{ item: 'Estepe', presente: false }, base.checklist[1]!] }],
    ['observacoes', { observacoes: null }],
    ['marca position', { marcas: [{ ...base.marcas[0]!, x: 0.51 }, base.marcas[1]!] }],
    ['marca type', { marcas: [{ ...base.marcas[0]!, tipo: 'trinca' }, base.marcas[1]!] }],
    ['marca photo', { marcas: [base.marcas[0]!, { ...base.marcas[1]!, foto_sha256: 'cd' }] }],
    ['one mark less', { marcas: [base.marcas[0]!] }],
    ['termos', { termos: 'Outro texto' }],
    ['signer name', { assinante: { nome: 'Maria Souza Lima', documento: '52998224725' } }],
    ['signer CPF', { assinante: { nome: 'Maria Souza', documento: null } }],
    ['signing time', { assinado_em: '2026-11-28T12:00:01.000Z' }],
  ]
  it.each(mudancas)('changes when %s changes', (_, mudanca) => {
    expect(conteudoCanonico({ ...base, ...mudanca })).not.toBe(conteudoCanonico(base))
  })
})

describe('texts', () => {
  it('names a mark with its number, type, view and note', () => {
    expect(descricaoDaMarca(base.marcas[1]!)).toBe('2. Amassado — Frente (para-choque)')
    expect(descricaoDaMarca(base.marcas[0]!)).toBe('1. Risco — Lado esquerdo')
  })
  it('masks a CPF keeping its middle digits', () => {
    expect(cpfMascarado('52998224725')).toBe('***.982.247-**')
  })
})

describe('schemas', () => {
  it('refuses a fuel level beyond full and a fractional km, in Portuguese', () => {
    const r = atualizarVistoriaInput.safeParse({ km: 10.5, combustivel: 5 })
    expect(r.success).toBe(false)
    const msgs = r.error!.issues.map((i) => i.message)
    expect(msgs).toContain('Informe a quilometragem em km, sem casas decimais')
    expect(msgs).toContain('Nível de combustível inválido')
  })
  it('refuses a repeated checklist item', () => {
    const r = atualizarVistoriaInput.safeParse({
      checklist: [
        { item: 'Estepe', presente: true },
        { item: 'estepe', presente: false },
      ],
    })
    expect(r.error?.issues[0]?.message).toBe('Há itens repetidos na lista')
  })
  it('takes a signature without CPF at the counter, refuses an invalid CPF and a non-PNG image', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    expect(
      assinarNoBalcaoInput.parse({ nome: 'Maria Souza', documento: '', imagem: png }).documento,
    ).toBeNull()
    expect(
      assinarNoBalcaoInput.parse({ nome: 'Maria', documento: '529.982.247-25', imagem: png }).documento,
    ).toBe('52998224725')
    expect(
      assinarNoBalcaoInput.safeParse({ nome: 'Maria', documento: '111.111.111-11', imagem: png }).success,
    ).toBe(false)
    const r = assinarNoBalcaoInput.safeParse({ nome: 'Maria', imagem: 'data:image/svg+xml;base64,PHN2Zz4=' })
    expect(r.error?.issues[0]?.message).toBe('Assinatura inválida')
  })
})

describe('mensagemDeAssinatura', () => {
  it('greets by first name and carries the vehicle, the OS and the link', () => {
    expect(
      mensagemDeAssinatura({
        tipo: 'entrada',
        numero_os: '2026-000012',
        cliente_nome: 'Maria Aparecida',
        veiculo: { descricao: 'Fiat Uno', placa: 'ABC1D23' },
        url: 'https://oficina.test/v/abc',
      }),
    ).toBe(
      'Olá, Maria! Segue a vistoria de entrada do Fiat Uno (ABC1D23), OS 2026-000012. Confira as avarias e os itens registrados e assine pelo link: https://oficina.test/v/abc',
    )
  })
})
