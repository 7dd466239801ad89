import { describe, expect, it } from 'vitest'
import type { OsBulkStatusResult } from '../../../../shared/os/os.schemas'
import { skippedDescription } from './skipped-description'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('skippedDescription', () => {
  it('says nothing when nothing was skipped', () => {
    expect(skippedDescription([], 'atualizada')).toBeUndefined()
  })

  it('names one skipped OS and its reason', () => {
    const text = skippedDescription(
      [{ id: id(1), numero_os: 'OS-2026-0001', motivo: 'Não é possível passar de Rascunho para Aprovado' }],
      'atualizada',
    )
    expect(text).toBe('1 OS não atualizada: Não é possível passar de Rascunho para Aprovado (OS-2026-0001)')
  })

  it('groups by reason and names at most three numbers per reason', () => {
    const motivo = 'Só um rascunho nunca enviado pode ser excluído; cancele a OS'
    const skipped: OsBulkStatusResult['skipped'] = [1, 2, 3, 4, 5].map((n) => ({
      id: id(n),
      numero_os: `OS-2026-000${n}`,
      motivo,
    }))
    skipped.push({ id: id(9), numero_os: null, motivo: 'OS não encontrada' })
    expect(skippedDescription(skipped, 'excluída')).toBe(
      `6 OS não excluídas: ${motivo} (OS-2026-0001, OS-2026-0002, OS-2026-0003 e mais 2); OS não encontrada (1)`,
    )
  })
})
