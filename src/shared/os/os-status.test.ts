import { describe, expect, it } from 'vitest'
import {
  canTransition,
  type OsStatus,
  osStatuses,
  transitionPermission,
  transitionRefusal,
} from './os-status'

// DESIGN §5, written out pair by pair: the test fails if the machine gains or loses a single edge.
const allowed: Array<[OsStatus, OsStatus]> = [
  ['rascunho', 'orcamento_enviado'],
  ['rascunho', 'cancelado'],
  ['orcamento_enviado', 'aprovado'],
  ['orcamento_enviado', 'rascunho'],
  ['orcamento_enviado', 'cancelado'],
  ['aprovado', 'em_execucao'],
  ['aprovado', 'rascunho'],
  ['aprovado', 'cancelado'],
  ['em_execucao', 'aguardando_peca'],
  ['em_execucao', 'concluido'],
  ['em_execucao', 'rascunho'],
  ['em_execucao', 'cancelado'],
  ['aguardando_peca', 'em_execucao'],
  ['aguardando_peca', 'rascunho'],
  ['aguardando_peca', 'cancelado'],
  ['concluido', 'entregue'],
  ['concluido', 'cancelado'],
]
const key = ([from, to]: [OsStatus, OsStatus]) => `${from}->${to}`
const allowedKeys = new Set(allowed.map(key))
const everyPair = osStatuses.flatMap((from) => osStatuses.map((to) => [from, to] as [OsStatus, OsStatus]))

describe('the OS status machine', () => {
  it.each(everyPair)('%s -> %s', (from, to) => {
    const ok = allowedKeys.has(key([from, to]))
    expect(canTransition(from, to)).toBe(ok)
    expect(transitionRefusal(from, to) === null).toBe(ok)
  })

  it('explains refusals in Portuguese', () => {
    expect(transitionRefusal('rascunho', 'em_execucao')).toBe(
      'Não é possível passar de Rascunho para Em Execução',
    )
    expect(transitionRefusal('aprovado', 'aprovado')).toBe('A OS já está em Aprovado')
    expect(transitionRefusal('entregue', 'cancelado')).toBe('OS entregue não pode mudar de status')
    expect(transitionRefusal('cancelado', 'rascunho')).toBe('OS cancelada não pode mudar de status')
  })

  it('needs os delete to cancel and os edit for everything else', () => {
    expect(transitionPermission('cancelado')).toBe('delete')
    for (const to of osStatuses.filter((s) => s !== 'cancelado'))
      expect(transitionPermission(to)).toBe('edit')
  })
})
