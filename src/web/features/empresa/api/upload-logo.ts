import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { logoMessages } from '../../../../shared/empresa/empresa-logo'
import { apiErrorOf } from '../../../../shared/http/api-error'
import { ApiError } from '../../../lib/api-client'
import { empresaQueryKey } from './get-empresa'

const logoEnviado = z.object({ logo_url: z.string() })

/** POST /api/empresa/logo (admin only): the image as multipart, field `arquivo`. */
export async function uploadLogo(file: File): Promise<z.infer<typeof logoEnviado>> {
  const form = new FormData()
  form.append('arquivo', file, file.name)
  let response: Response
  try {
    response = await fetch('/api/empresa/logo', { method: 'POST', body: form, credentials: 'same-origin' })
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: logoMessages.erroEnviar, fromServer: false })
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (response.ok) return logoEnviado.parse(payload)
  const erro = apiErrorOf(payload)
  throw new ApiError({
    status: response.status,
    code: erro?.code ?? 'unknown',
    message: erro?.message ?? logoMessages.erroEnviar,
    fromServer: erro !== undefined,
  })
}

/** Sends the logo; the settings are read again so every screen shows the new one. */
export function useUploadLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresaQueryKey }),
  })
}
