import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { faltaParaEnviarOrcamento } from '../../../../shared/os/enviar-orcamento'
import { osMessages as m } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { createOs, getOs, transitionOs, updateOs } from '../api/os-api'
import { formFieldOf, type OsFormValues, osToForm, toCreateInput, toUpdateInput } from './os-form-values'

const fallback = 'Ocorreu um erro inesperado. Tente novamente.'

/** The first message among the form's errors (items included), for the toast. */
function firstError(errors: FieldErrors<OsFormValues>): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'itens' && Array.isArray(value)) {
      for (const line of value) {
        const found = line && Object.values(line).find((e) => e && typeof e === 'object' && 'message' in e)
        if (found) return String((found as { message?: string }).message)
      }
    }
    if (value && typeof value === 'object' && 'message' in value && value.message)
      return String(value.message)
  }
  return undefined
}

/**
 * 'Salvar Rascunho' and 'Enviar Orçamento' (SPEC §2, §5, §8): one request at a time, the spec's toasts,
 * server field errors under their fields, then the OS page.
 */
export function useOsFormSubmit(form: UseFormReturn<OsFormValues>, os: OsView | null) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'salvar' | 'enviar' | null>(null)
  const running = useRef(false)
  // The version the form was filled from: live updates refresh `os`, never what is being typed over.
  const versao = useRef(os?.versao)

  const showServerFields = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return
    for (const [field, message] of Object.entries(error.fields)) {
      const target = formFieldOf(field)
      if (target) form.setError(target as Path<OsFormValues>, { message })
    }
  }

  const persist = async (values: OsFormValues): Promise<OsView> =>
    os
      ? updateOs(os.id, { ...toUpdateInput(values, os.status), versao: versao.current })
      : createOs(toCreateInput(values))

  /** Someone else saved this OS meanwhile (409 OS_ALTERADA): the form shows the OS as it is now. */
  const recarregarSeAlterada = async (error: unknown) => {
    if (!os || !(error instanceof ApiError) || error.code !== 'OS_ALTERADA') return
    const atual = await queryClient.fetchQuery({
      queryKey: osKeys.detail(os.id),
      queryFn: () => getOs(os.id),
    })
    versao.current = atual.versao
    form.reset(osToForm(atual))
  }

  const guard = async (kind: 'salvar' | 'enviar', work: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(kind)
    try {
      await work()
    } finally {
      running.current = false
      setBusy(null)
    }
  }

  const onInvalid = (errors: FieldErrors<OsFormValues>) => {
    const message = firstError(errors)
    if (message) toast.error('Erro', { description: message })
  }

  const salvar = form.handleSubmit(
    (values) =>
      guard('salvar', async () => {
        try {
          const saved = await persist(values)
          queryClient.setQueryData(osKeys.detail(saved.id), saved)
          await queryClient.invalidateQueries({ queryKey: osKeys.all })
          toast.success('Sucesso', { description: m.salva(saved.numero_os) })
          navigate(`/os/${saved.id}`)
        } catch (error) {
          showServerFields(error)
          toast.error('Erro', { description: m.erroSalvar(errorMessage(error, fallback)) })
          await recarregarSeAlterada(error)
        }
      }),
    onInvalid,
  )

  const enviarValid = form.handleSubmit(
    (values) =>
      guard('enviar', async () => {
        let saved: OsView | null = null
        try {
          saved = await persist(values)
          const sent = await transitionOs(saved.id, 'orcamento_enviado')
          queryClient.setQueryData(osKeys.detail(sent.id), sent)
          await queryClient.invalidateQueries({ queryKey: osKeys.all })
          toast.success('Sucesso', { description: m.orcamentoEnviado })
          navigate(`/os/${sent.id}`)
        } catch (error) {
          showServerFields(error)
          toast.error('Erro', { description: m.erroEnviar(errorMessage(error, fallback)) })
          await recarregarSeAlterada(error)
          // A new OS that was saved but not sent continues as its draft (a second try must not duplicate it).
          if (saved && !os) {
            await queryClient.invalidateQueries({ queryKey: osKeys.all })
            navigate(`/os/${saved.id}/editar`, { replace: true })
          }
        }
      }),
    onInvalid,
  )

  /** The spec's checks come first (client, then at least one item), then the fields' own. */
  const enviar = () => {
    const values = form.getValues()
    const falta = faltaParaEnviarOrcamento({
      temCliente: Boolean(values.cliente),
      itens: values.itens.length,
    })
    if (falta) {
      if (falta.campo === 'cliente_id') form.setError('cliente', { message: falta.mensagem })
      toast.error('Erro', { description: falta.mensagem })
      return
    }
    void enviarValid()
  }

  return { salvar: () => void salvar(), enviar, busy }
}
