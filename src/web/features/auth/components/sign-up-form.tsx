import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { authMessages, signUpForm } from '../../../../shared/auth/auth.schemas'
import { TRIAL_DAYS } from '../../../../shared/planos/planos'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useSignUp } from '../api/sign-up'

type SignUpValues = z.input<typeof signUpForm>
const fieldOrder = ['name', 'nome_empresa', 'email', 'password', 'confirmPassword'] as const
const emptyMessages: string[] = [authMessages.preenchaObrigatorios, authMessages.preenchaTodos]

/** The submit toast names the most basic problem first: missing fields, then the first field's error. */
function toastMessage(errors: FieldErrors<SignUpValues>): string {
  const messages = fieldOrder.map((name) => errors[name]?.message).filter((m): m is string => Boolean(m))
  if (messages.some((m) => emptyMessages.includes(m))) return authMessages.preenchaObrigatorios
  return messages[0] ?? authMessages.preenchaObrigatorios
}

export function SignUpForm() {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpForm>>({
    resolver: zodResolver(signUpForm),
    mode: 'onTouched',
    defaultValues: { name: '', nome_empresa: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || signUp.isPending

  const submit = form.handleSubmit(
    async ({ confirmPassword: _confirm, nome_empresa, ...values }) => {
      try {
        await signUp.mutateAsync({ ...values, ...(nome_empresa ? { nome_empresa } : {}) })
        toast.success('Sucesso', { description: authMessages.cadastroSucesso })
        navigate('/dashboard', { replace: true })
      } catch (error) {
        // A 400 names the fields it rejected: show each under its field, as the browser-side checks do.
        if (error instanceof ApiError && error.fields) {
          for (const name of fieldOrder) {
            const message = error.fields[name]
            if (message) form.setError(name, { message })
          }
        }
        toast.error('Erro', { description: errorMessage(error, authMessages.erroCadastro) })
      }
    },
    (fieldErrors) => toast.error('Erro', { description: toastMessage(fieldErrors) }),
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Cadastrar">
      <FormField label="Nome completo" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Nome da empresa" error={errors.nome_empresa?.message}>
        <Input autoComplete="organization" {...form.register('nome_empresa')} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Senha" required error={errors.password?.message} hint="Mínimo de 6 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirmar senha" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        Você será o Administrador da sua empresa, com {TRIAL_DAYS} dias grátis.
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner label="" />}
        Cadastrar
      </Button>
    </form>
  )
}
