import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import {
  recuperacaoMessages as m,
  type RedefinirSenhaForm,
  redefinirSenhaForm,
} from '../../../shared/auth/recuperacao-senha.schemas'
import { Brand } from '../../components/brand'
import { NewPasswordFields } from '../../components/form/new-password-fields'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { ApiError, errorMessage } from '../../lib/api-client'
import { validarAoSalvar } from '../../lib/form-validation'
import { meQueryKey } from '../../lib/query-keys'
import { usePageTitle } from '../../lib/use-page-title'
import { useRedefinirSenha } from './api/redefinir-senha'

const empty: RedefinirSenhaForm = { nova_senha: '', confirmar_senha: '' }

function LinkInvalido() {
  return (
    <div role="alert" className="grid gap-3 text-sm">
      <p className="flex items-start gap-2 font-medium text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {m.linkInvalido}
      </p>
      <p className="text-muted-foreground">
        Peça um novo link em “Esqueci minha senha” na tela de entrada, ou peça ao administrador da sua empresa
        para redefinir a sua senha.
      </p>
    </div>
  )
}

/** /auth/redefinir-senha?token=… (public): the page a reset email links to. */
export function RedefinirSenhaPage() {
  usePageTitle('Redefinir senha')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redefinir = useRedefinirSenha()
  const [invalido, setInvalido] = useState(token === '')
  const form = useForm<RedefinirSenhaForm>({
    resolver: zodResolver(redefinirSenhaForm),
    ...validarAoSalvar,
    defaultValues: empty,
  })
  const busy = form.formState.isSubmitting || redefinir.isPending

  const submit = form.handleSubmit(
    async ({ nova_senha }) => {
      try {
        await redefinir.mutateAsync({ token, nova_senha })
      } catch (error) {
        if (error instanceof ApiError && error.code === 'LINK_INVALIDO') setInvalido(true)
        else if (error instanceof ApiError && error.fields?.nova_senha) {
          form.setError('nova_senha', { message: error.fields.nova_senha })
        }
        toast.error(m.erroRedefinir, { description: errorMessage(error, m.erroRedefinir) })
        return
      }
      // Every session of the user ended, this browser's too if it had one.
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
      toast.success('Sucesso', { description: m.senhaRedefinida })
      navigate('/auth', { replace: true })
    },
    (fieldErrors) =>
      toast.error('Erro', {
        description: fieldErrors.nova_senha?.message ?? fieldErrors.confirmar_senha?.message,
      }),
  )

  return (
    <div className="flex min-h-dvh flex-col bg-background px-4 py-6 md:px-6">
      <Link
        to="/auth"
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para a entrada
      </Link>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
        <div className="mb-6 text-center">
          <Brand className="justify-center" />
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-lg leading-tight font-semibold">Redefinir senha</h1>
            <CardDescription>Escolha a nova senha da sua conta.</CardDescription>
          </CardHeader>
          <CardContent>
            {invalido ? (
              <LinkInvalido />
            ) : (
              <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Redefinir senha">
                <NewPasswordFields form={form} />
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy && <Spinner label="" />}
                  Salvar nova senha
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  )
}
