import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { authMessages, signInInput } from '../../../../shared/auth/auth.schemas'
import type { Me } from '../../../../shared/auth/me.schemas'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { validarAoSalvar } from '../../../lib/form-validation'
import { meQueryKey } from '../../../lib/query-keys'
import { telaInicial } from '../../../lib/tela-inicial'
import { useDemo } from '../api/get-demo'
import { useSignIn } from '../api/sign-in'
import { DemoHint } from './demo-hint'
import { EsqueciSenhaDialog } from './esqueci-senha-dialog'

type SignInValues = z.input<typeof signInInput>

export function SignInForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signIn = useSignIn()
  const demo = useDemo()
  const form = useForm<SignInValues, unknown, z.output<typeof signInInput>>({
    resolver: zodResolver(signInInput),
    ...validarAoSalvar,
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || signIn.isPending

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await signIn.mutateAsync(values)
        toast.success('Sucesso', { description: authMessages.loginSucesso })
        // The profile was refetched before the sign-in resolved: a technician on a phone starts elsewhere.
        navigate(telaInicial(queryClient.getQueryData<Me | null>(meQueryKey)), { replace: true })
      } catch (error) {
        toast.error('Erro', { description: errorMessage(error, authMessages.erroLogin) })
      }
    },
    () => toast.error('Erro', { description: authMessages.preenchaTodos }),
  )

  function enterDemo(email: string, senha: string) {
    form.setValue('email', email, { shouldValidate: true })
    form.setValue('password', senha, { shouldValidate: true })
    void submit()
  }

  return (
    <div className="grid gap-5">
      {demo.data && <DemoHint demo={demo.data} onUse={enterDemo} disabled={busy} />}
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Entrar">
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label="Senha" required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <EsqueciSenhaDialog emailInicial={() => form.getValues('email')} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && <Spinner label="" />}
          Entrar
        </Button>
      </form>
    </div>
  )
}
