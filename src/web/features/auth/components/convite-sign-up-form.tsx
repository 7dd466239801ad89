import { AlertTriangle, Users } from 'lucide-react'
import { Link } from 'react-router'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import { aceitarConviteForm, type ConvitePublico } from '../../../../shared/usuarios/convites.schemas'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/api-client'
import { useConvitePublico } from '../api/get-convite-publico'
import { useSignUpConvite } from '../api/sign-up-convite'
import {
  AvisoCadastro,
  CadastrarButton,
  ConfiraSeuEmail,
  SenhaNovaConta,
  useCadastroForm,
} from './cadastro-form'

/** The sign-up form of an invitation: email and profile come from the link and cannot be changed. */
function ConviteForm({ token, convite }: { token: string; convite: ConvitePublico }) {
  const signUp = useSignUpConvite()
  const { form, submit, busy, confirmacao } = useCadastroForm({
    schema: aceitarConviteForm,
    defaultValues: { name: '', password: '', confirmPassword: '' },
    fieldOrder: ['name', 'password', 'confirmPassword'],
    cadastrar: ({ name, password }) => signUp.mutateAsync({ token, name, password }),
    pending: signUp.isPending,
  })
  const { errors } = form.formState
  if (confirmacao) return <ConfiraSeuEmail message={confirmacao} />

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Cadastrar">
      <AvisoCadastro icon={Users}>
        <span>
          Você foi convidado para a equipe de <strong>{convite.empresa}</strong>.
        </span>
      </AvisoCadastro>
      <FormField label="Email">
        <Input type="email" value={convite.email} readOnly className="bg-muted" />
      </FormField>
      <FormField label="Perfil">
        <Input value={roleLabel(convite.role)} readOnly className="bg-muted" />
      </FormField>
      <FormField label="Nome completo" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <SenhaNovaConta form={form} />
      <CadastrarButton busy={busy} />
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
