import type { OsBulkStatusResult } from '../../../../shared/os/os.schemas'

type Skipped = OsBulkStatusResult['skipped']

const MAX_NUMBERS = 3

/**
 * '2 OS não atualizadas: Não é possível passar de Rascunho para Aprovado (OS-2026-0001, OS-2026-0002)': the
 * skipped ones grouped by reason, naming up to three numbers per reason.
 */
export function skippedDescription(skipped: Skipped, verbo: 'atualizada' | 'excluída'): string | undefined {
  if (skipped.length === 0) return undefined
  const byReason = new Map<string, string[]>()
  for (const s of skipped) {
    const numbers = byReason.get(s.motivo) ?? []
    numbers.push(s.numero_os ?? '')
    byReason.set(s.motivo, numbers)
  }
  const reasons = [...byReason].map(([motivo, numeros]) => {
    const named = numeros.filter(Boolean)
    if (named.length === 0) return `${motivo} (${numeros.length})`
    const rest = numeros.length - Math.min(named.length, MAX_NUMBERS)
    const list = named.slice(0, MAX_NUMBERS).join(', ')
    return `${motivo} (${rest > 0 ? `${list} e mais ${rest}` : list})`
  })
  const n = skipped.length
  return `${n} OS não ${verbo}${n === 1 ? '' : 's'}: ${reasons.join('; ')}`
}
