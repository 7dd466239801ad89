import { describe, expect, it } from 'vitest'
import { itensDasFontes } from './montar-notificacoes'
import type { SolicitacaoTitularLinha } from './notificacoes-titular'

const pedido = (dias: number): SolicitacaoTitularLinha => ({
  id: `s${dias}`,
  tipo: 'exportacao',
  cliente: 'Maria Aparecida da Silva',
  // 21:30 of 15/03 in São Paulo, already the 16th in UTC: the date shown is the company's.
  prazo_em: '2026-03-16T00:30:00+00:00',
  dias,
  desde: '2026-03-10T03:00:00.000Z',
})
const titulos = (...dias: number[]) =>
  itensDasFontes({ titular: { total: dias.length, itens: dias.map(pedido) } }, 'America/Sao_Paulo').map(
    (i) => [i.id, i.titulo, i.texto],
  )

describe('data-subject request items (LGPD)', () => {
  it('counts the days left in the singular and plural, and names an overdue one by its own key', () => {
    expect(titulos(2, 1, 0, -1, -4)).toEqual([
      ['solicitacao-titular-vencida:s-1', 'Pedido LGPD vencido há 1 dia', expect.any(String)],
      ['solicitacao-titular-vencida:s-4', 'Pedido LGPD vencido há 4 dias', expect.any(String)],
      ['solicitacao-titular:s0', 'Pedido LGPD: vence hoje', expect.any(String)],
      ['solicitacao-titular:s1', 'Pedido LGPD: falta 1 dia', expect.any(String)],
      [
        'solicitacao-titular:s2',
        'Pedido LGPD: faltam 2 dias',
        'Maria Aparecida da Silva: exportação dos dados (prazo 15/03/2026)',
      ],
    ])
  })
})
