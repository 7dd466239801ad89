import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  type ConviteCriado,
  type CreateConviteInput,
  createConviteInput,
  perfisConvite,
} from '../../../shared/usuarios/convites.schemas'
import { convitesMessages as m } from '../../../shared/usuarios/usuarios.messages'
import { EmailField } from '../../components/form/form-fields'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Spinner } from '../../components/ui/spinner'
import { toastInvalid } from '../../lib/form-toasts'
import { validarAoSalvar } from '../../lib/form-validation'
import { useCreateConvite } from './api/create-convite'
import { LinkConvite } from './link-convite'
import { avisarErroAoSalvar, PerfilField } from './usuario-campos'

type Values = z.input<typeof createConviteInput>

/** After inviting: the link (and whether it went by email), until the admin closes it. */
export function ConviteCriadoDialog({ criado, onClose }: { criado: ConviteCriado; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.criado}</DialogTitle>
          <DialogDescription>
            A pessoa abre o link, confere email e perfil, escolhe nome e senha e já entra na sua empresa.
          </DialogDescription>
        </DialogHeader>
        <LinkConvite criado={criado} />
        <DialogFooter>
          <Button onClick={onClose}>Concluir</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** 'Convidar usuário': an email and a profile (never Administrador, DESIGN §3), then the link to copy. */
export function ConvidarDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateConvite()
  const [criado, setCriado] = useState<ConviteCriado | null>(null)
  const form = useForm<Values, unknown, CreateConviteInput>({
    resolver: zodResolver(createConviteInput),
    ...validarAoSalvar,
    defaultValues: { email: '', role: 'operador' },
  })

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        setCriado(await create.mutateAsync(values))
      } catch (error) {
        avisarErroAoSalvar(error, form.setError, m.erroConvidar)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, ['email', 'role']),
  )

  const saving = form.formState.isSubmitting || create.isPending
  if (criado) return <ConviteCriadoDialog criado={criado} onClose={onClose} />
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Convidar usuário</DialogTitle>
          <DialogDescription>
            A pessoa recebe um link para criar a própria senha e entrar com o perfil escolhido.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} aria-label="Convidar usuário" className="grid gap-4">
          <EmailField required error={form.formState.errors.email?.message} {...form.register('email')} />
          <PerfilField control={form.control} name="role" opcoes={perfisConvite} />
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner label="" /> : <Send aria-hidden="true" />}
              Criar convite
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
