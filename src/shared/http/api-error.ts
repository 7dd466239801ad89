import { z } from 'zod'

/** Every API error has this body (DESIGN §8). `fields` maps a field path to its message. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ApiErrorBody = z.infer<typeof apiErrorBody>

/** Messages the web shows when the server could not answer with its own. */
export const genericMessages = {
  erroInesperado: 'Ocorreu um erro inesperado. Tente novamente.',
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  dadosInvalidos: 'Dados inválidos',
  naoEncontrado: 'Registro não encontrado',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  muitasTentativas: 'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
  acessoNegado: 'Você não tem permissão para acessar esta página.',
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
