import { zodResolver } from '@hookform/resolvers/zod'
import { type LucideIcon, MailCheck } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { authMessages, type CadastroResponse } from '../../../../shared/auth/auth.schemas'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { validarAoSalvar } from '../../../lib/form-validation'

// The two Cadastrar forms (a new company, an invitation) behave alike: this is that behaviour, once.

type Campo<T> = keyof T & string
const emptyMessages: string[] = [authMessages.preenchaObrigatorios, authMessages.preenchaTodos]

/** The submit toast names the most basic problem first: missing fields, then the first field's error. */
function toastMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly Campo<T>[],
): string {
  const messages = fieldOrder
    .map((name) => errors[name]?.message)
    .filter((m): m is string => typeof m === 'string' && m !== '')
  if (messages.some((m) => emptyMessages.includes(m))) return authMessages.preenchaObrigatorios
  return messages[0] ?? authMessages.preenchaObrigatorios
}

/**
 * A Cadastrar form: validated on touch, sent with `cadastrar`; on success the 'Sucesso' toast and the
 * dashboard, or, on a server that confirms emails, `confirmacao` (the form shows "Confira seu email");
 * a 400 puts each named field's message under it, and the toast says why.
 */
export function useCadastroForm<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  fieldOrder,
  cadastrar,
  pending,
}: {
  schema: z.ZodType<TOut, TIn>
  defaultValues: DefaultValues<TIn>
  /** The fields in screen order: the toast and the server's field errors follow it. */
  fieldOrder: readonly Campo<TIn>[]
  cadastrar: (values: TOut) => Promise<CadastroResponse>
  pending: boolean
}) {
  const navigate = useNavigate()
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    ...validarAoSalvar,
    defaultValues,
  })
  const busy = form.formState.isSubmitting || pending
  const [confirmacao, setConfirmacao] = useState<string | null>(null)
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const resposta = await cadastrar(values)
        // With SMTP the account signs in from the link mailed to it (issue 22 item 8).
        if ('confirmar_email' in resposta) return setConfirmacao(resposta.message)
        toast.success('Sucesso', { description: authMessages.cadastroSucesso })
        navigate('/dashboard', { replace: true })
      } catch (error) {
        // A 400 names the fields it rejected: show each under its field, as the browser-side checks do.
        if (error instanceof ApiError && error.fields) {
          for (const name of fieldOrder) {
            const message = error.fields[name]
            if (message) form.setError(name as Path<TIn>, { message })
          }
        }
        toast.error('Erro', { description: errorMessage(error, authMessages.erroCadastro) })
      }
    },
    (fieldErrors) => toast.error('Erro', { description: toastMessage(fieldErrors, fieldOrder) }),
  )
  return { form, submit, busy, confirmacao }
}

/** What a Cadastrar form becomes once the server mailed the next step. */
export function ConfiraSeuEmail({ message }: { message: string }) {
  return (
    <div role="status" className="grid gap-3 py-4 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">Confira seu email</p>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  )
}

type CamposSenha = { password: string; confirmPassword: string }

/** 'Senha' and 'Confirmar senha' of a new account. */
export function SenhaNovaConta<T extends CamposSenha, TOut>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>
}) {
  // Both forms have these two fields; the narrower view lets them be registered by name.
  const { register, formState } = form as unknown as UseFormReturn<CamposSenha, unknown, unknown>
  return (
    <>
      <FormField
        label="Senha"
        required
        error={formState.errors.password?.message}
        hint="Mínimo de 6 caracteres"
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirmar senha" required error={formState.errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  )
}

/** The muted note with an icon: whom the account is for. */
export function AvisoCadastro({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm text-slate-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {children}
    </p>
  )
}

export function CadastrarButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy && <Spinner label="" />}
      Cadastrar
    </Button>
  )
}
