import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Brand } from '../../components/brand'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { meQueryKey } from '../../lib/query-keys'
import { usePageTitle } from '../../lib/use-page-title'

/**
 * /auth/email-confirmado: where the confirmation link lands (issue 22 item 8). The server already
 * confirmed the email and signed the person in, or sent `?error=` for a bad or expired link.
 */
export function EmailConfirmadoPage() {
  usePageTitle('Email confirmado')
  const [params] = useSearchParams()
  const erro = params.get('error')
  const queryClient = useQueryClient()
  // The session cookie came with the redirect: the app asks again who is signed in.
  useEffect(() => {
    if (!erro) void queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' })
  }, [erro, queryClient])

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-8">
      <div className="mb-6 text-center">
        <Brand className="justify-center" />
      </div>
      <Card>
        <CardHeader>
          <h1 className="text-lg leading-tight font-semibold">
            {erro ? 'Link de confirmação inválido' : 'Email confirmado'}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {erro ? (
            <p role="alert" className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              {erro === 'TOKEN_EXPIRED'
                ? 'Este link expirou. Entre com seu email e senha: enviaremos um novo link de confirmação.'
                : 'Este link não é válido. Entre com seu email e senha: se o email ainda não foi confirmado, enviaremos um novo link.'}
            </p>
          ) : (
            <p role="status" className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              Seu email foi confirmado. Você já pode usar o Bancada.
            </p>
          )}
          <Button asChild className="h-11 w-full md:h-10">
            <Link to={erro ? '/auth' : '/dashboard'} replace>
              {erro ? 'Ir para a entrada' : 'Continuar'}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}
