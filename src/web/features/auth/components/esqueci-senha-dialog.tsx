import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck, ShieldQuestion } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  type EsqueciSenhaResponse,
  esqueciSenhaInput,
  recuperacaoMessages as m,
} from '../../../../shared/auth/recuperacao-senha.schemas'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useEsqueciSenha } from '../api/esqueci-senha'

type Values = z.input<typeof esqueciSenhaInput>

/**
 * 'Esqueci minha senha' on the sign-in form. The answer is the same for any email; it says whether a link
 * is on its way (the server sends emails) or that the company's administrator resets the password.
 */
export function EsqueciSenhaDialog({ emailInicial }: { emailInicial: () => string }) {
  const [open, setOpen] = useState(false)
  const [resposta, setResposta] = useState<EsqueciSenhaResponse | null>(null)
  const pedir = useEsqueciSenha()
  const form = useForm<Values, unknown, z.output<typeof esqueciSenhaInput>>({
    resolver: zodResolver(esqueciSenhaInput),
    ...validarAoSalvar,
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const busy = form.formState.isSubmitting || pedir.isPending

  function onOpenChange(next: boolean) {
    setOpen(next)
    if (next) {
      setResposta(null)
      form.reset({ email: emailInicial() })
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      try {
        setResposta(await pedir.mutateAsync(values))
      } catch (error) {
        toast.error('Erro', { description: errorMessage(error, m.erroSolicitar) })
      }
    },
    (fieldErrors) => toast.error('Erro', { description: fieldErrors.email?.message }),
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto justify-self-end p-0 text-sm">
          Esqueci minha senha
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Esqueci minha senha</DialogTitle>
          <DialogDescription>Informe o email que você usa para entrar no Bancada.</DialogDescription>
        </DialogHeader>
        {resposta ? (
          <div role="status" className="flex gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
            {resposta.por_email ? (
              <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <ShieldQuestion className="size-5 shrink-0 text-primary" aria-hidden="true" />
            )}
            <p>{resposta.message}</p>
          </div>
        ) : (
          <form
            id="esqueci-senha"
            noValidate
            // React events cross portals: without this the sign-in form around the trigger would submit too.
            onSubmit={(event) => {
              event.stopPropagation()
              void submit(event)
            }}
            aria-label="Esqueci minha senha"
          >
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
            </FormField>
          </form>
        )}
        <DialogFooter>
          {resposta ? (
            <DialogClose asChild>
              <Button type="button">Entendi</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" form="esqueci-senha" disabled={busy}>
                {busy && <Spinner label="" />}
                Redefinir senha
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
