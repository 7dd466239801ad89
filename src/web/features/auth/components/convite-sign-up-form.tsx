import { zodResolver } from '@hookform/resolvers/zod'
import { AlertTriangle, Users } from 'lucide-react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { authMessages } from '../../../../shared/auth/auth.schemas'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import { aceitarConviteForm, type ConvitePublico } from '../../../../shared/usuarios/convites.schemas'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useConvitePublico } from '../api/get-convite-publico'
import { useSignUpConvite } from '../api/sign-up-convite'

type Values = z.input<typeof aceitarConviteForm>
const fieldOrder = ['name', 'password', 'confirmPassword'] as const
const emptyMessages: string[] = [authMessages.preenchaObrigatorios, authMessages.preenchaTodos]

function toastMessage(errors: FieldErrors<Values>): string {
  const messages = fieldOrder.map((name) => errors[name]?.message).filter((m): m is string => Boolean(m))
  if (messages.some((m) => emptyMessages.includes(m))) return authMessages.preenchaObrigatorios
  return messages[0] ?? authMessages.preenchaObrigatorios
}

/** The sign-up form of an invitation: email and profile come from the link and cannot be changed. */
function ConviteForm({ token, convite }: { token: string; convite: ConvitePublico }) {
  const navigate = useNavigate()
  const signUp = useSignUpConvite()
  const form = useForm<Values, unknown, z.output<typeof aceitarConviteForm>>({
    resolver: zodResolver(aceitarConviteForm),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || signUp.isPending

  const submit = form.handleSubmit(
    async ({ name, password }) => {
      try {
        await signUp.mutateAsync({ token, name, password })
        toast.success('Sucesso', { description: authMessages.cadastroSucesso })
        navigate('/dashboard', { replace: true })
      } catch (error) {
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
      <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm text-slate-700">
        <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Você foi convidado para a equipe de <strong>{convite.empresa}</strong>.
        </span>
      </p>
      <FormField label="Email">
        <Input type="email" value={convite.email} readOnly className="bg-muted" />
      </FormField>
      <FormField label="Perfil">
        <Input value={roleLabel(convite.role)} readOnly className="bg-muted" />
      </FormField>
      <FormField label="Nome completo" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Senha" required error={errors.password?.message} hint="Mínimo de 6 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirmar senha" required error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Spinner label="" />}
        Cadastrar
      </Button>
    </form>
  )
}

/**
 * /auth?convite=TOKEN (DESIGN §3): the Cadastrar tab for an invited person. An unknown, used, revoked or
 * expired link says so, and what to do next.
 */
export function ConviteSignUpForm({ token }: { token: string }) {
  const convite = useConvitePublico(token)
  if (convite.data) return <ConviteForm token={token} convite={convite.data} />
  if (convite.isError) {
    return (
      <div role="alert" className="grid gap-3 py-4 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium">
          {errorMessage(convite.error, 'Não foi possível abrir o convite. Tente novamente mais tarde.')}
        </p>
        <Button variant="outline" asChild>
          <Link to="/auth" replace>
            Ir para Entrar / Cadastrar
          </Link>
        </Button>
      </div>
    )
  }
  return (
    <div role="status" aria-label="Carregando" className="grid gap-4">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  )
}
