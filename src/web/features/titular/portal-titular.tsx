import { type FormEvent, useState } from 'react'
import { formatDate } from '../../../shared/formatos/data'
import { type SolicitacaoPortalView, tipoSolicitacaoLabels } from '../../../shared/titular/titular.schemas'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { Spinner } from '../../components/ui/spinner'
import { Textarea } from '../../components/ui/textarea'
import { errorMessage } from '../../lib/api-client'
import { useSolicitarPeloPortal } from './api/solicitar-pelo-portal'

/**
 * The quote page's 'Seus dados (LGPD)': the customer asks the workshop to export or delete their data.
 * The workshop has 15 days to answer (the request lands in its Configurações › Privacidade).
 */
export function PortalTitular({ token, empresa }: { token: string; empresa: string }) {
  const solicitar = useSolicitarPeloPortal(token)
  const [tipo, setTipo] = useState<'exportacao' | 'exclusao' | null>(null)
  const [mensagem, setMensagem] = useState('')
  const [feita, setFeita] = useState<SolicitacaoPortalView | null>(null)
  const enviar = (e: FormEvent) => {
    e.preventDefault()
    if (!tipo) return
    solicitar.mutate({ tipo, mensagem }, { onSuccess: (s) => setFeita(s) })
  }
  return (
    <section className="mt-6 rounded-lg border border-border p-4" aria-labelledby="portal-titular-titulo">
      <h2 id="portal-titular-titulo" className="text-base font-semibold">
        Seus dados (LGPD)
      </h2>
      {feita ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          Pedido “{tipoSolicitacaoLabels[feita.tipo]}” registrado em {formatDate(feita.criado_em)}. {empresa}{' '}
          tem até {formatDate(feita.prazo_em)} para responder.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Você pode pedir à oficina uma cópia de todos os seus dados ou a exclusão deles. Registros fiscais
            e financeiros (notas fiscais, valores) são guardados pelo prazo que a lei exige.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              type="button"
              variant={tipo === 'exportacao' ? 'default' : 'outline'}
              className="h-11"
              aria-pressed={tipo === 'exportacao'}
              onClick={() => setTipo('exportacao')}
            >
              Exportar meus dados
            </Button>
            <Button
              type="button"
              variant={tipo === 'exclusao' ? 'default' : 'outline'}
              className="h-11"
              aria-pressed={tipo === 'exclusao'}
              onClick={() => setTipo('exclusao')}
            >
              Excluir meus dados
            </Button>
          </div>
          {tipo && (
            <form onSubmit={enviar} noValidate className="mt-3 grid gap-3">
              <FormField label="Mensagem para a oficina (opcional)">
                <Textarea
                  value={mensagem}
                  onChange={(e) => setMensagem(e.target.value)}
                  rows={3}
                  maxLength={1000}
                />
              </FormField>
              {solicitar.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(solicitar.error, 'Não foi possível enviar o pedido. Tente novamente.')}
                </p>
              )}
              <Button type="submit" className="h-11 w-full sm:w-auto" disabled={solicitar.isPending}>
                {solicitar.isPending && <Spinner />}
                Enviar pedido
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  )
}
