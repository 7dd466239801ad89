import { describe, expect, it } from 'vitest'
import { prazoLabel } from './os-prazo'

const hoje = '2026-11-22'
const aberta = (previsao_entrega: string | null) => ({
  status: 'em_execucao' as const,
  previsao_entrega,
  data_abertura: '2026-11-12',
})

describe('prazoLabel (SPEC §2 deadline labels, in the company today)', () => {
  it('counts days late, due today and days left', () => {
    expect(prazoLabel(aberta('2026-11-19'), hoje)).toEqual({ texto: '3 d atrasado', atrasada: true })
    expect(prazoLabel(aberta('2026-11-22'), hoje)).toEqual({ texto: 'Vence hoje', atrasada: false })
    expect(prazoLabel(aberta('2026-12-02'), hoje)).toEqual({ texto: '10 d restantes', atrasada: false })
  })

  it('counts days open without a forecast, and says nothing once the OS is closed', () => {
    expect(prazoLabel(aberta(null), hoje)).toEqual({ texto: '10 d aberto', atrasada: false })
    expect(prazoLabel({ ...aberta('2026-11-01'), status: 'concluido' }, hoje)).toBeNull()
    expect(prazoLabel({ ...aberta('2026-11-01'), status: 'cancelado' }, hoje)).toBeNull()
  })

  it('crosses month and year boundaries', () => {
    expect(prazoLabel(aberta('2027-01-01'), '2026-12-31')).toEqual({
      texto: '1 d restantes',
      atrasada: false,
    })
    expect(prazoLabel({ ...aberta(null), data_abertura: '2026-02-27' }, '2026-03-01')?.texto).toBe(
      '2 d aberto',
    )
  })
})
