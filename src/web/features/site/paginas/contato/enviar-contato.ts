import { type ContatoInput, contatoMessages } from '../../../../../shared/site/contato.schemas'

/** A refused message: the server's text (or the form's fallback) and its per-field errors. */
export class ErroContato extends Error {
  readonly campos: Partial<Record<keyof ContatoInput, string>>
  constructor(mensagem: string, campos: Partial<Record<keyof ContatoInput, string>> = {}) {
    super(mensagem)
    this.campos = campos
  }
}

type CorpoErro = { error?: { message?: unknown; fields?: unknown } }

/**
 * POST /api/contato. Resolves on 201; otherwise throws ErroContato with the server's message — the 429
 * body carries only `message`, so this reads the error loosely instead of requiring a code.
 */
export async function enviarContato(input: ContatoInput): Promise<void> {
  let resposta: Response
  try {
    resposta = await fetch('/api/contato', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    })
  } catch {
    throw new ErroContato(contatoMessages.erro)
  }
  if (resposta.ok) return
  const corpo = (await resposta.json().catch(() => ({}))) as CorpoErro
  const mensagem = typeof corpo.error?.message === 'string' ? corpo.error.message : contatoMessages.erro
  const campos =
    corpo.error?.fields && typeof corpo.error.fields === 'object'
      ? (corpo.error.fields as Partial<Record<keyof ContatoInput, string>>)
      : {}
  throw new ErroContato(mensagem, campos)
}
