import { CalendarCheck, CalendarPlus, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import type { AgendamentoPublicoView } from '../../../../shared/agenda/confirmacao.schemas'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { confirmarPeloLink, icsPublicoUrl, reagendarPeloLink } from '../api/link-publico'

/**
 * What the customer can do on /a/:token: confirm, ask for another time (a short note to the shop) and add
 * the appointment to their calendar. Each answer hands the updated appointment to `onResposta`.
 */
export function AcoesDoCliente({
  token,
  agendamento: a,
  onResposta,
}: {
  token: string
  agendamento: AgendamentoPublicoView
  onResposta: (atualizado: AgendamentoPublicoView) => void
}) {
  const [enviando, setEnviando] = useState<'confirmar' | 'reagendar' | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const [pedindo, setPedindo] = useState(false)
  const [mensagem, setMensagem] = useState('')
  const [erroMensagem, setErroMensagem] = useState<string | null>(null)

  const confirmar = async () => {
    setEnviando('confirmar')
    setErro(null)
    try {
      onResposta(await confirmarPeloLink(token))
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
      onResposta(await reagendarPeloLink(token, { mensagem }))
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
    <>
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
    </>
  )
}
