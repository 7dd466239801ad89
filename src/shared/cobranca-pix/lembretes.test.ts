import { describe, expect, it } from 'vitest'
import { lembreteDoDia, MODELOS_LEMBRETE_PADRAO, preencherLembrete } from './lembretes'

const cfg = { dias_antes: 3, no_dia: true, dias_depois: 5 }

describe('payment reminders', () => {
  it('picks the moment by calendar days, across a month end', () => {
    expect(lembreteDoDia('2026-12-01', '2026-11-28', cfg)).toBe('antes')
    expect(lembreteDoDia('2026-11-28', '2026-11-28', cfg)).toBe('no_dia')
    expect(lembreteDoDia('2026-11-23', '2026-11-28', cfg)).toBe('depois')
    expect(lembreteDoDia('2026-11-29', '2026-11-28', cfg)).toBeUndefined()
    expect(lembreteDoDia('2026-11-28', '2026-11-28', { ...cfg, no_dia: false })).toBeUndefined()
    expect(lembreteDoDia('2026-11-28', '2026-11-28', { ...cfg, dias_antes: 0 })).toBe('no_dia')
  })

  it('fills the template and drops the PIX line of a title without a code', () => {
    const valores = {
      cliente: 'Ana',
      numero_os: 'OS-2026-0001',
      parcela: '1/2',
      valor: 'R$ 150,00',
      vencimento: '01/12/2026',
      empresa: 'Oficina do Zé',
    }
    const sem = preencherLembrete(MODELOS_LEMBRETE_PADRAO.antes, valores)
    expect(sem).toContain('a parcela 1/2 da OS-2026-0001, de R$ 150,00, vence em 01/12/2026')
    expect(sem).not.toContain('PIX copia e cola')
    const com = preencherLembrete(MODELOS_LEMBRETE_PADRAO.antes, { ...valores, pix: '000201…' })
    expect(com).toContain('PIX copia e cola: 000201…')
  })
})
