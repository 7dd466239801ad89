import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { cadastrosMessages } from '../../shared/cadastros/cadastros.messages'
import { CHASSI_INVALIDO, CHASSI_TAMANHO } from '../../shared/documentos/chassi'
import { CNPJ_INVALIDO } from '../../shared/documentos/cnpj'
import { CPF_INVALIDO } from '../../shared/documentos/cpf'
import { ApiError } from './api-client'

// SPEC §5 toasts whose title differs from 'Erro': the title names the problem, the text says what to do.
const titled: Record<string, [string, string]> = {
  [cadastrosMessages.obrigatorios]: ['Campos obrigatórios', cadastrosMessages.obrigatorios],
  [CPF_INVALIDO]: [CPF_INVALIDO, 'Por favor, verifique o CPF informado'],
  [CNPJ_INVALIDO]: [CNPJ_INVALIDO, 'Por favor, verifique o CNPJ informado'],
  [CHASSI_TAMANHO]: [CHASSI_INVALIDO, CHASSI_TAMANHO],
  [CHASSI_INVALIDO]: [CHASSI_INVALIDO, 'Use apenas letras (exceto I, O e Q) e números'],
}

/**
 * The toast for a form that did not pass its schema (the errors are also under each field). Missing
 * fields come first, as the spec checks them first; then the first field's own message.
 */
export function toastInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
) {
  const messages = order
    .map((name) => errors[name]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '')
  const first = messages.includes(cadastrosMessages.obrigatorios)
    ? cadastrosMessages.obrigatorios
    : messages[0]
  if (!first) return
  const [title, description] = titled[first] ?? ['Erro', first]
  toast.error(title, { description })
}

/**
 * A save that failed: the server's messages under the fields the form has (`campoDoForm` maps an API
 * path to one), and one toast with the server's reason, or 'Tente novamente' when it never answered.
 */
export function toastFalhaAoSalvar<T extends FieldValues>(
  error: unknown,
  titulo: string,
  setError: UseFormSetError<T>,
  campoDoForm: (path: string) => Path<T> | undefined,
) {
  const fromServer = error instanceof ApiError && error.fromServer
  if (fromServer) {
    for (const [path, message] of Object.entries(error.fields ?? {})) {
      const campo = campoDoForm(path)
      if (campo) setError(campo, { message })
    }
  }
  toast.error(titulo, { description: fromServer ? error.message : 'Tente novamente mais tarde' })
}
