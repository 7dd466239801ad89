/** Every API error has this body (DESIGN §8). `fields` maps a field path to its message. */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/**
 * The error of an API answer, or undefined when the body is not one (a proxy's HTML page, nothing). A
 * plain check, not a zod schema: every screen's first request may fail, and zod stays out of the first
 * page's code (decision 021).
 */
export function apiErrorOf(payload: unknown): ApiErrorBody['error'] | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined
  const error = payload.error
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message, fields } = error as Record<string, unknown>
  if (typeof code !== 'string' || typeof message !== 'string') return undefined
  const camposValidos =
    fields === undefined ||
    (typeof fields === 'object' &&
      fields !== null &&
      Object.values(fields).every((value) => typeof value === 'string'))
  return camposValidos ? { code, message, fields: fields as Record<string, string> | undefined } : undefined
}

/** Messages the web shows when the server could not answer with its own. */
export const genericMessages = {
  erroInesperado: 'Ocorreu um erro inesperado. Tente novamente.',
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  dadosInvalidos: 'Dados inválidos',
  naoEncontrado: 'Registro não encontrado',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  muitasTentativas: 'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
  acessoNegado: 'Você não tem permissão para acessar esta página.',
  conflitoConcorrente: 'Outra operação alterou estes dados ao mesmo tempo. Confira e tente novamente.',
} as const

/** How long until a limit frees up, in words: '1 segundo', '40 segundos', '2 minutos'. */
function prazo(segundos: number): string {
  const s = Math.max(1, Math.ceil(segundos))
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`
  const minutos = Math.ceil(s / 60)
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`
}

/** A 429's message (server body, or the web's own when a proxy answered): says when to try again. */
export const limiteAtingido = (segundos: number) =>
  `Muitas solicitações em pouco tempo. Tente novamente em ${prazo(segundos)}.`
