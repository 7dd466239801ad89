import { AlertTriangle, CalendarCheck, CalendarPlus, CheckCircle2, Clock, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { agendamentoStatusLabels } from '../../../shared/agenda/agenda'
import type { AgendamentoPublicoView } from '../../../shared/agenda/confirmacao.schemas'
import { formatDateTime } from '../../../shared/formatos/data'
import { formatTelefone } from '../../../shared/formatos/exibir'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Textarea } from '../../components/ui/textarea'
import { ApiError, errorMessage } from '../../lib/api-client'
import { usePageTitle } from '../../lib/use-page-title'
import {
  confirmarPeloLink,
  icsPublicoUrl,
  reagendarPeloLink,
  useAgendamentoPublico,
} from './api/link-publico'

/** /a/:token — the customer sees the appointment, confirms or asks for another time; no login (issue 27). */
export function AgendaPublicaPage() {
  const { token = '' } = useParams()
  const query = useAgendamentoPublico(token)
  usePageTitle('Agendamento')
  if (query.isPending)
    return (
      <Moldura>
        <div className="grid gap-4" role="status" aria-label="Carregando agendamento">
          <Skeleton className="h-12" />
          <Skeleton className="h-40" />
          <Skeleton className="h-11" />
        </div>
      </Moldura>
    )
  if (query.isError) {
    const doLink = query.error instanceof ApiError && query.error.status === 404
    return (
      <Moldura>
        <div role="alert" className="mt-16 grid justify-items-center gap-4 text-center">
          <AlertTriangle className="size-10 text-amber-500" aria-hidden="true" />
          <p className="font-medium text-base">
            {errorMessage(query.error, 'Não foi possível carregar o agendamento.')}
          </p>
          {!doLink && (
            <Button className="h-11" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Tentar novamente
            </Button>
          )}
        </div>
      </Moldura>
    )
  }
  return <Agendamento token={token} inicial={query.data} />
}

function Agendamento({ token, inicial }: { token: string; inicial: AgendamentoPublicoView }) {
  const [a, setA] = useState(inicial)
  const [enviando, setEnviando] = useState<'confirmar' | 'reagendar' | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const [pedindo, setPedindo] = useState(false)
  const [mensagem, setMensagem] = useState('')
  const [erroMensagem, setErroMensagem] = useState<string | null>(null)

  const confirmar = async () => {
    setEnviando('confirmar')
    setErro(null)
    try {
      setA(await confirmarPeloLink(token))
      setPedindo(false)
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível confirmar. Tente novamente.'))
    } finally {
      setEnviando(null)
    }
  }
  const reagendar = async () => {
    if (!mensagem.trim()) {
      setErroMensagem('Escreva o dia e o horário que prefere')
      return
    }
    setEnviando('reagendar')
    setErro(null)
    setErroMensagem(null)
    try {
      setA(await reagendarPeloLink(token, { mensagem }))
      setPedindo(false)
      setMensagem('')
    } catch (error) {
      const campo = error instanceof ApiError ? error.fields?.mensagem : undefined
      if (campo) setErroMensagem(campo)
      else setErro(errorMessage(error, 'Não foi possível enviar o pedido. Tente novamente.'))
    } finally {
      setEnviando(null)
    }
  }

  return (
    <Moldura>
      <header className="border-b pb-4">
        <p className="font-semibold text-lg">{a.empresa.nome}</p>
        {a.empresa.telefone && (
          <a href={`tel:${a.empresa.telefone}`} className="text-primary text-sm tabular-nums">
            {formatTelefone(a.empresa.telefone)}
          </a>
        )}
      </header>
      <h1 className="mt-4 font-semibold text-xl">Seu agendamento</h1>
      <p className="text-muted-foreground text-sm">{a.cliente_nome}</p>
      <dl className="mt-4 grid gap-3 rounded-lg border bg-card p-4 text-sm">
        <Linha rotulo="Data" valor={a.data} />
        <Linha rotulo="Horário" valor={a.hora} />
        {a.veiculo && <Linha rotulo="Veículo" valor={a.veiculo} />}
        <Linha rotulo="Motivo" valor={a.motivo} />
        {a.empresa.endereco && <Linha rotulo="Endereço" valor={a.empresa.endereco} />}
        <Linha rotulo="Situação" valor={agendamentoStatusLabels[a.status]} />
      </dl>

      {a.status === 'confirmado' && (
        <Aviso icone={<CheckCircle2 className="size-4" aria-hidden="true" />} titulo="Presença confirmada">
          {a.confirmado_em && `Confirmada em ${formatDateTime(a.confirmado_em)}. Até lá!`}
        </Aviso>
      )}
      {a.reagendamento_pedido && (
        <Aviso
          cor="amber"
          icone={<Clock className="size-4" aria-hidden="true" />}
          titulo="Pedido de outro horário enviado"
        >
          <span className="block whitespace-pre-wrap break-words">“{a.reagendamento_pedido}”</span>
          <span className="block">A oficina vai entrar em contato para combinar.</span>
        </Aviso>
      )}
      {!a.pode_responder && (
        <p role="status" className="mt-4 rounded-lg bg-muted p-3 text-sm">
          {`Este agendamento está como “${agendamentoStatusLabels[a.status]}”. Para qualquer mudança, fale com a oficina.`}
        </p>
      )}
      {erro && (
        <p role="alert" className="mt-4 text-destructive text-sm">
          {erro}
        </p>
      )}

      <div className="mt-5 grid gap-3">
        {a.pode_responder && a.status !== 'confirmado' && (
          <Button size="lg" className="h-12" disabled={enviando !== null} onClick={() => void confirmar()}>
            <CalendarCheck aria-hidden="true" />
            {enviando === 'confirmar' ? 'Confirmando…' : 'Confirmar presença'}
          </Button>
        )}
        {a.pode_responder && !pedindo && (
          <Button size="lg" variant="outline" className="h-12" onClick={() => setPedindo(true)}>
            <MessageSquare aria-hidden="true" />
            Pedir outro horário
          </Button>
        )}
        {pedindo && (
          <form
            className="grid gap-2 rounded-lg border p-3"
            onSubmit={(e) => {
              e.preventDefault()
              void reagendar()
            }}
          >
            <Label htmlFor="reagendar-mensagem">Qual dia e horário ficam melhor para você?</Label>
            <Textarea
              id="reagendar-mensagem"
              value={mensagem}
              maxLength={500}
              rows={3}
              placeholder="Ex.: sexta-feira depois das 14h"
              aria-invalid={erroMensagem ? true : undefined}
              aria-describedby={erroMensagem ? 'reagendar-erro' : undefined}
              onChange={(e) => setMensagem(e.target.value)}
            />
            {erroMensagem && (
              <p id="reagendar-erro" className="text-destructive text-sm">
                {erroMensagem}
              </p>
            )}
            <div className="grid gap-2 sm:flex">
              <Button type="submit" size="lg" className="h-11" disabled={enviando !== null}>
                {enviando === 'reagendar' ? 'Enviando…' : 'Enviar pedido'}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="ghost"
                className="h-11"
                onClick={() => setPedindo(false)}
              >
                Cancelar
              </Button>
            </div>
          </form>
        )}
        {a.status !== 'cancelado' && (
          <Button size="lg" variant="outline" className="h-12" asChild>
            <a href={icsPublicoUrl(token)} download="agendamento.ics">
              <CalendarPlus aria-hidden="true" />
              Adicionar à agenda
            </a>
          </Button>
        )}
      </div>
    </Moldura>
  )
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="min-w-0 break-words font-medium">{valor}</dd>
    </div>
  )
}

function Aviso({
  cor = 'green',
  icone,
  titulo,
  children,
}: {
  cor?: 'green' | 'amber'
  icone: React.ReactNode
  titulo: string
  children?: React.ReactNode
}) {
  const classes =
    cor === 'green'
      ? 'border-green-200 bg-green-50 text-green-900'
      : 'border-amber-200 bg-amber-50 text-amber-900'
  return (
    <div role="status" className={`mt-4 grid gap-1 rounded-lg border p-3 text-sm ${classes}`}>
      <p className="flex items-center gap-2 font-medium">
        {icone} {titulo}
      </p>
      {children}
    </div>
  )
}

function Moldura({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto min-h-dvh w-full max-w-lg overflow-x-hidden bg-surface px-4 py-5">
      {children}
    </main>
  )
}
