import { describe, expect, it } from 'vitest'
import {
  duracaoBloqueio,
  duracaoPorExtenso,
  type EstadoTentativas,
  mensagemContaBloqueada,
  registrarFalha,
  SERIE_MS,
} from './bloqueio-login'

const regras = { falhas: 5, minutos: 15, maxMinutos: 240 }
const t0 = new Date('2026-12-01T12:00:00Z')
const depois = (ms: number) => new Date(t0.getTime() + ms)

function falhar(vezes: number, inicio: EstadoTentativas | null = null, agora = t0) {
  let estado = inicio
  let bloqueou = false
  for (let i = 0; i < vezes; i++) ({ estado, bloqueou } = registrarFalha(estado, agora, regras))
  return { estado: estado!, bloqueou }
}

describe('registrarFalha', () => {
  it('locks on the fifth failure in a row, for 15 minutes, and starts a new count', () => {
    expect(falhar(4)).toMatchObject({ bloqueou: false, estado: { falhas: 4, bloqueado_ate: null } })
    const { estado, bloqueou } = falhar(5)
    expect(bloqueou).toBe(true)
    expect(estado).toMatchObject({ falhas: 0, bloqueios: 1, bloqueado_ate: depois(15 * 60_000) })
  })

  it('doubles each lockout in a row and never passes the cap', () => {
    const minutos = [1, 2, 3, 4, 5, 6, 7].map((n) => duracaoBloqueio(n, regras))
    expect(minutos).toEqual([15, 30, 60, 120, 240, 240, 240])
    const primeiro = falhar(5).estado
    const segundo = falhar(5, primeiro, depois(16 * 60_000)).estado
    expect(segundo.bloqueios).toBe(2)
    expect(segundo.bloqueado_ate).toEqual(depois(16 * 60_000 + 30 * 60_000))
  })

  it('forgets the failures and the doubling after a quiet day', () => {
    const primeiro = falhar(5).estado
    const { estado } = registrarFalha(primeiro, depois(SERIE_MS + 1), regras)
    expect(estado).toMatchObject({ falhas: 1, bloqueios: 0 })
  })
})

describe('mensagemContaBloqueada', () => {
  it('says when to try again, in Portuguese', () => {
    expect(mensagemContaBloqueada(depois(14 * 60_000 + 1), t0)).toContain('tente novamente em 15 minutos')
    expect(duracaoPorExtenso(1)).toBe('1 minuto')
    expect(duracaoPorExtenso(60)).toBe('1 hora')
    expect(duracaoPorExtenso(150)).toBe('2 horas e 30 minutos')
  })
})
