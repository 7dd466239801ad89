import { FileCode, FileText } from 'lucide-react'
import type { NotaView } from '../../../../shared/fiscal/fiscal.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { Campo, Campos } from '../../../components/secao-de-detalhe'
import { Button } from '../../../components/ui/button'
import { NotaSituacaoBadge } from '../notas/nota-situacao-badge'

/** 'DANFSE (PDF)' opens in a tab, 'XML' downloads: Bancada's own copies, permission-checked. */
function Documentos({ nota }: { nota: NotaView }) {
  if (!nota.danfse_url && !nota.xml_url) return null
  return (
    <div className="flex flex-wrap gap-2">
      {nota.danfse_url && (
        <Button variant="outline" size="sm" asChild className="h-11 md:h-9">
          <a href={nota.danfse_url} target="_blank" rel="noopener noreferrer">
            <FileText aria-hidden="true" />
            DANFSE (PDF)
          </a>
        </Button>
      )}
      {nota.xml_url && (
        <Button variant="outline" size="sm" asChild className="h-11 md:h-9">
          <a href={nota.xml_url} download>
            <FileCode aria-hidden="true" />
            XML
          </a>
        </Button>
      )}
    </div>
  )
}

/** The OS's latest note: its state and, by state, what the shop needs from it. */
export function NotaDetalhes({ nota, timeZone }: { nota: NotaView; timeZone: string }) {
  return (
    <div className="grid gap-3" data-testid="nota-atual">
      <div className="flex flex-wrap items-center gap-2">
        <NotaSituacaoBadge situacao={nota.situacao} />
        {nota.ambiente === 'homologacao' && (
          <span className="text-xs text-muted-foreground">Homologação: sem valor fiscal</span>
        )}
      </div>

      {nota.situacao === 'processando' && (
        <div className="text-sm">
          <p>Aguardando a autorização da prefeitura. Esta tela se atualiza sozinha.</p>
          {nota.mensagem && (
            <p className="mt-1 text-muted-foreground">Última tentativa de contato: {nota.mensagem}</p>
          )}
        </div>
      )}

      {nota.situacao === 'erro' && (
        <div role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">A NFS-e foi recusada</p>
          <p className="mt-0.5 break-words" data-testid="nota-mensagem">
            {nota.mensagem}
          </p>
        </div>
      )}

      {(nota.situacao === 'autorizada' || nota.situacao === 'cancelada') && (
        <Campos>
          <Campo label="Número">
            <span data-testid="nota-numero">{nota.numero}</span>
          </Campo>
          <Campo label="Código de verificação">
            <span className="break-all">{nota.codigo_verificacao}</span>
          </Campo>
          <Campo label="Autorizada em">{formatDateTime(nota.autorizada_em, timeZone)}</Campo>
          <Campo label="Base de cálculo / ISS">
            {formatCurrency(nota.valor_liquido)} / {formatCurrency(nota.valor_iss)}
            {nota.iss_retido && ' (retido)'}
          </Campo>
          {nota.situacao === 'cancelada' && (
            <>
              <Campo label="Cancelada em">{formatDateTime(nota.cancelada_em, timeZone)}</Campo>
              <Campo label="Motivo do cancelamento">{nota.motivo_cancelamento}</Campo>
            </>
          )}
        </Campos>
      )}

      {nota.situacao === 'autorizada' && nota.mensagem && (
        <div
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-medium">Cancelamento recusado</p>
          <p className="mt-0.5 break-words">{nota.mensagem}</p>
        </div>
      )}

      <Documentos nota={nota} />
    </div>
  )
}

/** Earlier attempts (refused, cancelled), folded: the history of the OS's notes. */
export function NotasAnteriores({ notas, timeZone }: { notas: NotaView[]; timeZone: string }) {
  if (notas.length === 0) return null
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Tentativas anteriores ({notas.length})
      </summary>
      <ul className="mt-2 grid gap-2">
        {notas.map((n) => (
          <li key={n.id} className="rounded-md border border-border p-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Tentativa {n.tentativa}</span>
              <NotaSituacaoBadge situacao={n.situacao} />
              {n.numero && <span>nº {n.numero}</span>}
              <span className="text-muted-foreground">{formatDateTime(n.criado_em, timeZone)}</span>
            </div>
            {n.situacao === 'erro' && n.mensagem && <p className="mt-1 break-words">{n.mensagem}</p>}
            {n.situacao === 'cancelada' && n.motivo_cancelamento && (
              <p className="mt-1 break-words">Motivo: {n.motivo_cancelamento}</p>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
