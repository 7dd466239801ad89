import { describe, expect, it } from 'vitest'
import {
  acaoLabel,
  campoDeDinheiro,
  campoLabel,
  camposEmTexto,
  entidadeLabel,
  formatarCampos,
  formatarValor,
} from './rotulos'

const nbsp = (s: string) => s.replace(/ /g, '\u00a0')

describe('rótulos do registro de atividades', () => {
  it('nomeia entidades e ações em português, e o valor cru quando desconhecido', () => {
    expect(entidadeLabel('clientes')).toBe('Cliente')
    expect(entidadeLabel('os_itens')).toBe('Item da OS')
    expect(entidadeLabel('notas_fiscais')).toBe('Nota fiscal (NFS-e)')
    expect(entidadeLabel('sessao')).toBe('Sessão')
    expect(entidadeLabel('tabela_nova')).toBe('tabela_nova')
    expect(acaoLabel('falhou_entrar')).toBe('Falha ao entrar')
    expect(acaoLabel('criou')).toBe('Criou')
    expect(acaoLabel('reabriu')).toBe('reabriu')
  })

  it('nomeia campos, caindo nas palavras da coluna', () => {
    expect(campoLabel('cpf_cnpj')).toBe('CPF/CNPJ')
    expect(campoLabel('email')).toBe('E-mail')
    expect(campoLabel('data_prevista_entrega')).toBe('Data prevista entrega')
  })

  it('reconhece as colunas de dinheiro e não as de quantidade ou percentual', () => {
    for (const c of [
      'valor',
      'valor_pago',
      'valor_iss',
      'total',
      'total_geral',
      'subtotal_servicos',
      'saldo',
      'custo_base',
      'preco_publico',
      'desconto_valor',
      'acrescimos_valor',
      'descontos',
    ])
      expect(campoDeDinheiro(c), c).toBe(true)
    for (const c of ['saldo_apos', 'desconto_percentual', 'desconto_bp', 'quantidade', 'nome', 'valorizado'])
      expect(campoDeDinheiro(c), c).toBe(false)
  })

  it('formata dinheiro, booleanos, datas, instantes, segredos e vazios', () => {
    expect(formatarValor('valor_pago', 123456)).toBe(nbsp('R$ 1.234,56'))
    expect(formatarValor('total', '-250')).toBe(nbsp('-R$ 2,50'))
    expect(formatarValor('quantidade', 1.5)).toBe('1,5')
    expect(formatarValor('ativo', true)).toBe('Sim')
    expect(formatarValor('ativo', false)).toBe('Não')
    expect(formatarValor('vencimento', '2026-03-09')).toBe('09/03/2026')
    expect(formatarValor('anonimizado_em', '2026-03-09T15:04:00.123+00:00', 'America/Sao_Paulo')).toBe(
      '09/03/2026 12:04',
    )
    expect(formatarValor('password', '***')).toBe('alterado (oculto)')
    expect(formatarValor('nome', null)).toBe('—')
    expect(formatarValor('nome', 'Ana')).toBe('Ana')
    expect(formatarValor('itens', [1, 2])).toBe('[1,2]')
  })

  it('lista os campos alterados como antes → depois', () => {
    const campos = { nome: ['Ana', 'Ana Maria'], valor: [1000, 1250] } as const
    expect(formatarCampos(campos)).toEqual([
      { campo: 'nome', rotulo: 'Nome', antes: 'Ana', depois: 'Ana Maria' },
      { campo: 'valor', rotulo: 'Valor', antes: nbsp('R$ 10,00'), depois: nbsp('R$ 12,50') },
    ])
    expect(camposEmTexto(campos)).toBe(
      `Nome: Ana → Ana Maria; Valor: ${nbsp('R$ 10,00')} → ${nbsp('R$ 12,50')}`,
    )
    expect(formatarCampos(null)).toEqual([])
  })
})
