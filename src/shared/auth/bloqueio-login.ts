/** Per-account lockout after failed sign-ins (issue 22 item 8): pure rules, the service stores them. */

export interface RegrasBloqueio {
  /** Failures in a row that start a lockout. */
  falhas: number
  /** The first lockout's length; each next one doubles… */
  minutos: number
  /** …up to this: a lockout always ends. */
  maxMinutos: number
}

export interface EstadoTentativas {
  falhas: number
  bloqueios: number
  bloqueado_ate: Date | null
  ultima_falha: Date
}

/** A day without failures starts the count and the doubling over. */
export const SERIE_MS = 24 * 60 * 60 * 1000

/** Minutes of the n-th lockout in a row (n ≥ 1): base × 2^(n−1), capped. */
export const duracaoBloqueio = (n: number, regras: RegrasBloqueio) =>
  Math.min(regras.minutos * 2 ** Math.max(0, n - 1), regras.maxMinutos)

/** Whether the account is locked now, and until when. */
export const bloqueadoAte = (estado: Pick<EstadoTentativas, 'bloqueado_ate'> | null, agora: Date) =>
  estado?.bloqueado_ate && estado.bloqueado_ate > agora ? estado.bloqueado_ate : null

/**
 * One more failed sign-in. The `regras.falhas`-th failure in a row locks the account and starts a new
 * count. Failures while locked are refused before the password is checked, so they never get here and
 * cannot stretch a lockout.
 */
export function registrarFalha(
  anterior: EstadoTentativas | null,
  agora: Date,
  regras: RegrasBloqueio,
): { estado: EstadoTentativas; bloqueou: boolean } {
  const recente = anterior && agora.getTime() - anterior.ultima_falha.getTime() < SERIE_MS
  const falhas = (recente ? anterior.falhas : 0) + 1
  const bloqueios = recente ? anterior.bloqueios : 0
  if (falhas < regras.falhas) {
    return { estado: { falhas, bloqueios, bloqueado_ate: null, ultima_falha: agora }, bloqueou: false }
  }
  const n = bloqueios + 1
  const ate = new Date(agora.getTime() + duracaoBloqueio(n, regras) * 60_000)
  return { estado: { falhas: 0, bloqueios: n, bloqueado_ate: ate, ultima_falha: agora }, bloqueou: true }
}

/** "15 minutos", "1 hora", "2 horas e 30 minutos". */
export function duracaoPorExtenso(minutos: number): string {
  const m = Math.max(1, Math.ceil(minutos))
  const horas = Math.floor(m / 60)
  const resto = m % 60
  const min = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`
  if (horas === 0) return min(m)
  const h = `${horas} ${horas === 1 ? 'hora' : 'horas'}`
  return resto === 0 ? h : `${h} e ${min(resto)}`
}

/** The sign-in answer while locked: says when to try again. */
export const mensagemContaBloqueada = (ate: Date, agora: Date) =>
  `Muitas tentativas de entrada sem sucesso nesta conta. Por segurança, ela está bloqueada: tente novamente em ${duracaoPorExtenso(
    (ate.getTime() - agora.getTime()) / 60_000,
  )} ou redefina sua senha em 'Esqueci minha senha'.`
