import type { OsFotoView } from '../../../../shared/os/os.schemas'

export type Tipo = OsFotoView['tipo']

export const grupos: { tipo: Tipo; titulo: string }[] = [
  { tipo: 'antes', titulo: 'Antes' },
  { tipo: 'depois', titulo: 'Depois' },
]
export const tituloDe = (tipo: Tipo) => (tipo === 'antes' ? 'Antes' : 'Depois')

/** The server's limit per OS (it answers 409 past it); the button is disabled at it. */
export const FOTOS_POR_OS = 20

export const mensagens = {
  erroEnviar: 'Erro ao enviar a foto',
  erroExcluir: 'Erro ao excluir a foto',
  limite: `Limite de ${FOTOS_POR_OS} fotos por OS`,
}

/** Progress of the photos being sent to one group. */
export type Envio = { done: number; total: number }
