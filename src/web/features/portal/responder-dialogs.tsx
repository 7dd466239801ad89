import { type FormEvent, useState } from 'react'
import { portalMessages as m } from '../../../shared/portal/portal.messages'
import {
  aprovarOrcamentoInput,
  type PortalOrcamentoView,
  recusarOrcamentoInput,
} from '../../../shared/portal/portal.schemas'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { Spinner } from '../../components/ui/spinner'
import { Textarea } from '../../components/ui/textarea'
import { formatBRL } from '../../lib/format'
import { useAprovarOrcamento } from './api/aprovar-orcamento'
import { useRecusarOrcamento } from './api/recusar-orcamento'

/** 'Aprovar orçamento': the customer types its name (the evidence of who approved, with time and IP). */
export function AprovarDialog({
  token,
  view,
  onClose,
}: {
  token: string
  view: PortalOrcamentoView
  onClose: () => void
}) {
  const aprovar = useAprovarOrcamento(token)
  const [nome, setNome] = useState('')
  const [erro, setErro] = useState<string>()
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    const parsed = aprovarOrcamentoInput.safeParse({ nome })
    if (!parsed.success) return setErro(parsed.error.issues[0]?.message ?? m.informeNome)
    setErro(undefined)
    aprovar.mutate(parsed.data, { onSuccess: onClose })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !aprovar.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={enviar} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Aprovar orçamento</DialogTitle>
            <DialogDescription>
              Você aprova o orçamento da {view.numero_os} (versão {view.orcamento.versao}) no valor de{' '}
              {formatBRL(view.orcamento.total_geral)}.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Seu nome" required error={erro}>
            <Input
              value={nome}
              onChange={(e) => setNome(e.target.value)}
              autoComplete="name"
              className="h-11"
              maxLength={120}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              className="h-11"
              onClick={onClose}
              disabled={aprovar.isPending}
            >
              Voltar
            </Button>
            <Button type="submit" className="h-11" disabled={aprovar.isPending}>
              {aprovar.isPending && <Spinner />}
              Confirmar aprovação
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 'Recusar': name required, reason optional; the OS keeps its status and the workshop sees the refusal. */
export function RecusarDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const recusar = useRecusarOrcamento(token)
  const [nome, setNome] = useState('')
  const [motivo, setMotivo] = useState('')
  const [erros, setErros] = useState<Record<string, string>>({})
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    const parsed = recusarOrcamentoInput.safeParse({ nome, motivo })
    if (!parsed.success) {
      return setErros(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
    }
    setErros({})
    recusar.mutate(parsed.data, { onSuccess: onClose })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !recusar.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={enviar} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Recusar orçamento</DialogTitle>
            <DialogDescription>A oficina será avisada. Se quiser, conte o motivo.</DialogDescription>
          </DialogHeader>
          <FormField label="Seu nome" required error={erros.nome}>
            <Input
              value={nome}
              onChange={(e) => setNome(e.target.value)}
              autoComplete="name"
              className="h-11"
              maxLength={120}
            />
          </FormField>
          <FormField label="Motivo" error={erros.motivo}>
            <Textarea value={motivo} onChange={(e) => setMotivo(e.target.value)} rows={3} maxLength={500} />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              className="h-11"
              onClick={onClose}
              disabled={recusar.isPending}
            >
              Voltar
            </Button>
            <Button type="submit" variant="destructive" className="h-11" disabled={recusar.isPending}>
              {recusar.isPending && <Spinner />}
              Recusar orçamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
