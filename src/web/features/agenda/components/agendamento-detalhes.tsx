import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CalendarClock,
  Car,
  ClipboardList,
  HardHat,
  MessageSquareWarning,
  User,
  Warehouse,
} from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { AgendamentoStatus } from '../../../../shared/agenda/agenda'
import type { AgendamentoView } from '../../../../shared/agenda/agenda.schemas'
import { podeIrPara } from '../../../../shared/agenda/regras'
import { formatTelefone } from '../../../../shared/formatos/exibir'
import { can } from '../../../../shared/permissoes/permissoes'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { agendaKeys } from '../api/agenda-keys'
import { excluirAgendamento } from '../api/excluir-agendamento'
import { mudarStatusAgendamento } from '../api/mudar-status-agendamento'
import { registrarChegada } from '../api/registrar-chegada'
import { diaLongo, horaDoFim } from '../lib/agenda-tempo'
import { AgendamentoStatusBadge, AvisoConflito, veiculoCurto } from './agendamento-cartao'
import { mostrarAvisos } from './agendamento-form-dialog'
import { AgendamentoMensagens } from './agendamento-mensagens'

/** The yes/no before a destructive action. */
type Confirmacao = { titulo: string; texto: string; botao: string }
type Acao = { status: Exclude<AgendamentoStatus, 'chegou'>; label: string; confirmar?: Confirmacao }

const acoes: Acao[] = [
  { status: 'confirmado', label: 'Confirmar' },
  {
    status: 'nao_compareceu',
    label: 'Não compareceu',
    confirmar: {
      titulo: 'Marcar como não compareceu?',
      texto: 'O horário fica livre na agenda.',
      botao: 'Não compareceu',
    },
  },
  {
    status: 'cancelado',
    label: 'Cancelar agendamento',
    confirmar: {
      titulo: 'Cancelar este agendamento?',
      texto: 'O horário fica livre na agenda. Dá para reabrir depois.',
      botao: 'Cancelar agendamento',
    },
  },
  { status: 'agendado', label: 'Reabrir' },
]

function Linha({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2 text-sm">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4">{icon}</span>
      <div className="min-w-0 break-words">{children}</div>
    </div>
  )
}

/** An appointment opened from the agenda: its data, the status actions, Editar and Excluir. */
export function AgendamentoDetalhes({
  agendamento: ag,
  onClose,
  onEditar,
}: {
  agendamento: AgendamentoView
  onClose: () => void
  onEditar: (ag: AgendamentoView) => void
}) {
  const me = useCurrentMe()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [confirmacao, setConfirmacao] = useState<(Confirmacao & { executar: () => void }) | null>(null)
  const podeEditar = can(me, 'agenda', 'edit')
  const podeExcluir = can(me, 'agenda', 'delete')
  const podeChegou = podeEditar && can(me, 'os', 'create') && podeIrPara(ag.status, 'chegou')
  const atualizar = () => queryClient.invalidateQueries({ queryKey: agendaKeys.all })
  const falhou = (error: unknown) => {
    toast.error('Erro', { description: errorMessage(error, 'Não foi possível atualizar o agendamento') })
    void atualizar()
  }

  const status = useMutation({
    mutationFn: (para: AgendamentoStatus) => mudarStatusAgendamento(ag.id, para, ag.versao),
    onSuccess: (res) => {
      toast.success('Sucesso', { description: 'Status atualizado' })
      mostrarAvisos(res)
      setConfirmacao(null)
      void atualizar()
      onClose()
    },
    onError: falhou,
  })
  const chegou = useMutation({
    mutationFn: () => registrarChegada(ag.id, ag.versao),
    onSuccess: ({ os_id, numero_os }) => {
      void atualizar()
      void queryClient.invalidateQueries({ queryKey: osKeys.all })
      toast.success(`OS ${numero_os} aberta`, {
        description: 'Rascunho criado com o cliente, o veículo e o motivo do agendamento.',
        duration: 15_000,
        action: {
          label: 'Fazer vistoria de entrada',
          onClick: () => navigate(`/os/${os_id}/vistoria/entrada`),
        },
      })
      onClose()
      navigate(`/os/${os_id}`)
    },
    onError: falhou,
  })
  const excluir = useMutation({
    mutationFn: () => excluirAgendamento(ag.id),
    onSuccess: () => {
      toast.success('Sucesso', { description: 'Agendamento excluído' })
      setConfirmacao(null)
      void atualizar()
      onClose()
    },
    onError: falhou,
  })
  const ocupado = status.isPending || chegou.isPending || excluir.isPending

  const executar = (a: Acao) =>
    a.confirmar
      ? setConfirmacao({ ...a.confirmar, executar: () => status.mutate(a.status) })
      : status.mutate(a.status)

  return (
    <Dialog open onOpenChange={(open) => !open && !ocupado && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="pr-8">{ag.cliente.nome}</DialogTitle>
          <DialogDescription className="first-letter:uppercase">
            {diaLongo(ag.data)} · {ag.hora}–{horaDoFim(ag)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3" data-testid="agendamento-detalhes">
          <div className="flex flex-wrap items-center gap-2">
            <AgendamentoStatusBadge status={ag.status} />
            {ag.conflitos.length > 0 && ag.status !== 'cancelado' && ag.status !== 'nao_compareceu' && (
              <AvisoConflito quantos={ag.conflitos.length} />
            )}
          </div>
          <Linha icon={<CalendarClock />}>{ag.motivo}</Linha>
          {ag.observacoes && (
            <Linha icon={<ClipboardList />}>
              <span className="whitespace-pre-line">{ag.observacoes}</span>
            </Linha>
          )}
          {ag.cliente.celular && <Linha icon={<User />}>{formatTelefone(ag.cliente.celular)}</Linha>}
          {ag.veiculo && <Linha icon={<Car />}>{veiculoCurto(ag.veiculo)}</Linha>}
          {ag.tecnico && <Linha icon={<HardHat />}>{ag.tecnico.nome}</Linha>}
          {ag.box && <Linha icon={<Warehouse />}>{ag.box}</Linha>}
          {ag.reagendamento_pedido && (
            <Linha icon={<MessageSquareWarning />}>
              <span className="font-medium">O cliente pediu outro horário:</span> {ag.reagendamento_pedido}
            </Linha>
          )}
          {ag.os_id && (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/os/${ag.os_id}`}>Abrir OS {ag.numero_os}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={`/os/${ag.os_id}/vistoria/entrada`}>Fazer vistoria de entrada</Link>
              </Button>
            </div>
          )}
        </div>
        {(podeEditar || podeExcluir) && ag.status !== 'chegou' && (
          <div className="flex flex-wrap gap-2 border-t pt-3">
            {podeChegou && (
              <Button onClick={() => chegou.mutate()} disabled={ocupado}>
                Chegou
              </Button>
            )}
            {podeEditar &&
              acoes
                .filter((a) => podeIrPara(ag.status, a.status))
                .map((a) => (
                  <Button key={a.status} variant="outline" onClick={() => executar(a)} disabled={ocupado}>
                    {a.label}
                  </Button>
                ))}
            {podeEditar && (
              <Button variant="outline" onClick={() => onEditar(ag)} disabled={ocupado}>
                Editar
              </Button>
            )}
            {podeExcluir && (
              <Button
                variant="ghost"
                className="text-destructive"
                disabled={ocupado}
                onClick={() =>
                  setConfirmacao({
                    titulo: 'Excluir este agendamento?',
                    texto: 'Esta ação não pode ser desfeita.',
                    botao: 'Excluir',
                    executar: () => excluir.mutate(),
                  })
                }
              >
                Excluir
              </Button>
            )}
          </div>
        )}
        {/* Mensagens: confirmation by WhatsApp/email and the portal link (another part of issue 27). */}
        <section aria-label="Mensagens" className="border-t pt-3" data-testid="agendamento-mensagens-slot">
          <AgendamentoMensagens agendamentoId={ag.id} />
        </section>
        <ConfirmDialog
          open={confirmacao !== null}
          onOpenChange={(open) => !open && setConfirmacao(null)}
          pending={ocupado}
          title={confirmacao?.titulo}
          description={confirmacao?.texto}
          cancelLabel="Voltar"
          confirmLabel={confirmacao?.botao ?? ''}
          destructive
          onConfirm={() => confirmacao?.executar()}
        />
      </DialogContent>
    </Dialog>
  )
}
