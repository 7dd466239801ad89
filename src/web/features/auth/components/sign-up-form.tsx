import { ShieldCheck } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../shared/assinatura/planos'
import { signUpForm } from '../../../../shared/auth/auth.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { useSignUp } from '../api/sign-up'
import {
  AvisoCadastro,
  CadastrarButton,
  ConfiraSeuEmail,
  SenhaNovaConta,
  useCadastroForm,
} from './cadastro-form'

/** The Cadastrar tab: a new company, whose first user is its Administrador. */
export function SignUpForm() {
  const signUp = useSignUp()
  const { form, submit, busy, confirmacao } = useCadastroForm({
    schema: signUpForm,
    defaultValues: { name: '', nome_empresa: '', email: '', password: '', confirmPassword: '' },
    fieldOrder: ['name', 'nome_empresa', 'email', 'password', 'confirmPassword'],
    cadastrar: ({ confirmPassword: _confirm, nome_empresa, ...values }) =>
      signUp.mutateAsync({ ...values, ...(nome_empresa ? { nome_empresa } : {}) }),
    pending: signUp.isPending,
  })
  const { errors } = form.formState
  if (confirmacao) return <ConfiraSeuEmail message={confirmacao} />

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
      <SenhaNovaConta form={form} />
      <AvisoCadastro icon={ShieldCheck}>
        Você será o Administrador da sua empresa, com {TRIAL_DAYS} dias grátis.
      </AvisoCadastro>
      <CadastrarButton busy={busy} />
    </form>
  )
}
