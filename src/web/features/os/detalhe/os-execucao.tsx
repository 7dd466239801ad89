import { ClipboardCheck } from 'lucide-react'
import { formatDateTime } from '../../../../shared/formatos/data'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Campo, Campos, SecaoDeDetalhe, Vazio } from '../../../components/secao-de-detalhe'

/** Execução e entrega: the technical report, warranty and the conclusion and delivery dates. */
export function OsExecucao({ os, timeZone }: { os: OsView; timeZone: string }) {
  return (
    <SecaoDeDetalhe title="Execução e entrega" icon={ClipboardCheck}>
      <Campos>
        <Campo label="Garantia">
          {os.garantia_dias === 0
            ? 'Sem garantia'
            : `${os.garantia_dias} ${os.garantia_dias === 1 ? 'dia' : 'dias'}`}
        </Campo>
        <Campo label="Concluída em">{formatDateTime(os.data_conclusao, timeZone)}</Campo>
        <Campo label="Entregue em">{formatDateTime(os.data_entrega, timeZone)}</Campo>
        <Campo label="Laudo técnico" className="sm:col-span-2">
          {os.laudo ? <span className="whitespace-pre-line">{os.laudo}</span> : <Vazio />}
        </Campo>
        {os.observacoes && (
          <Campo label="Observações" className="sm:col-span-2">
            <span className="whitespace-pre-line">{os.observacoes}</span>
          </Campo>
        )}
      </Campos>
    </SecaoDeDetalhe>
  )
}
