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
  muitasTentativas: 'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
  acessoNegado: 'Você não tem permissão para acessar esta página.',
} as const
