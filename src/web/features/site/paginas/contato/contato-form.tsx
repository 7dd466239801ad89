import { formatPhone } from '@brazilian-utils/brazilian-utils'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Toaster, toast } from 'sonner'
import type { z } from 'zod'
import { contatoInput, contatoMessages } from '../../../../../shared/site/contato.schemas'
import { Button } from '../../../../components/ui/button'
import { FormField } from '../../../../components/ui/form-field'
import { Input } from '../../../../components/ui/input'
import { Spinner } from '../../../../components/ui/spinner'
import { validarAoSalvar } from '../../../../lib/form-validation'
import { useIsMobile } from '../../../../lib/use-media-query'
import { ErroContato, enviarContato } from './enviar-contato'

type ContatoValores = z.input<typeof contatoInput>
const campos = ['nome', 'email', 'telefone', 'empresa', 'mensagem'] as const
const vazio: ContatoValores = { nome: '', email: '', telefone: '', empresa: '', mensagem: '' }

/** `(11) 97162-6799` while typing (UI.md: masks while typing); the schema keeps only the digits. */
const mascaraTelefone = (valor: string): string => {
  const digitos = valor.replace(/\D/g, '').slice(0, 11)
  return digitos ? formatPhone(digitos, { mask: 'nanp' }) : ''
}

/** Island of /contato: the form, validated by the same zod schema as POST /api/contato. */
export function ContatoForm() {
  const isMobile = useIsMobile()
  // No defaultValues: when the fields register on hydration, RHF then takes what the visitor may have
  // typed into the server-rendered form instead of clearing it.
  const form = useForm<ContatoValores, unknown, z.output<typeof contatoInput>>({
    resolver: zodResolver(contatoInput),
    ...validarAoSalvar,
  })
  const { errors, isSubmitting } = form.formState
  // The server-rendered button stays disabled until hydration, so the form is never submitted natively
  // (a GET with the message in the URL) before its handler exists.
  const [pronto, setPronto] = useState(false)
  useEffect(() => setPronto(true), [])

  const enviar = form.handleSubmit(async (valores) => {
    try {
      await enviarContato(valores)
      toast.success('Sucesso', { description: contatoMessages.sucesso })
      form.reset(vazio)
    } catch (error) {
      const erro = error instanceof ErroContato ? error : new ErroContato(contatoMessages.erro)
      for (const campo of campos) {
        const mensagem = erro.campos[campo]
        if (mensagem) form.setError(campo, { message: mensagem })
      }
      toast.error('Erro', { description: erro.message })
    }
  })

  const telefone = form.register('telefone')
  return (
    <>
      <form noValidate onSubmit={enviar} aria-label="Formulário de contato" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Nome" required error={errors.nome?.message}>
            <Input autoComplete="name" {...form.register('nome')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label="Telefone" error={errors.telefone?.message} hint="Com DDD. Opcional.">
            <Input
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(11) 97162-6799"
              {...telefone}
              onChange={(event) => {
                event.target.value = mascaraTelefone(event.target.value)
                void telefone.onChange(event)
              }}
            />
          </FormField>
          <FormField label="Empresa" error={errors.empresa?.message} hint="Opcional.">
            <Input autoComplete="organization" {...form.register('empresa')} />
          </FormField>
        </div>
        <FormField label="Mensagem" required error={errors.mensagem?.message}>
          <textarea
            rows={6}
            className="w-full min-w-0 rounded-lg border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 aria-invalid:border-destructive md:text-sm"
            placeholder="Conte como é a sua oficina e como podemos ajudar."
            {...form.register('mensagem')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={!pronto || isSubmitting} className="w-full sm:w-auto">
            {isSubmitting && <Spinner label="" />}
            Enviar mensagem
          </Button>
        </div>
      </form>
      <Toaster
        position={isMobile ? 'top-center' : 'top-right'}
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 72 }}
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
        containerAriaLabel="Notificações"
      />
    </>
  )
}
