import { FileText } from 'lucide-react'
import { formatDateOrDash, formatDateTime } from '../../../../shared/formatos/data'
import { formaPagamentoLabels, type OsView } from '../../../../shared/os/os.schemas'
import { Campo, Campos, SecaoDeDetalhe, Vazio } from '../../../components/secao-de-detalhe'
import { Badge } from '../../../components/ui/badge'
import { formatBRL } from '../../../lib/format'
import { LinkOrcamentoButton } from '../../portal/link-orcamento-button'

/** Orçamento: the conditions offered and every version sent (each one is kept as evidence). */
export function OsOrcamento({ os, timeZone }: { os: OsView; timeZone: string }) {
  const versoes = [...os.orcamentos].sort((a, b) => b.versao - a.versao)
  return (
    <SecaoDeDetalhe title="Orçamento" icon={FileText}>
      <Campos>
        <Campo label="Validade">{formatDateOrDash(os.orcamento_validade)}</Campo>
        <Campo label="Forma de pagamento preferida">
          {os.forma_pagamento_preferida ? formaPagamentoLabels[os.forma_pagamento_preferida] : <Vazio />}
        </Campo>
        <Campo label="Condições de pagamento" className="sm:col-span-2">
          {os.condicoes_pagamento || <Vazio />}
        </Campo>
        {os.observacoes_orcamento && (
          <Campo label="Observações do orçamento" className="sm:col-span-2">
            <span className="whitespace-pre-line">{os.observacoes_orcamento}</span>
          </Campo>
        )}
        <Campo label="Enviado ao cliente em">{formatDateTime(os.orcamento_enviado_em, timeZone)}</Campo>
        <Campo label="Aprovado em">{formatDateTime(os.aprovado_em, timeZone)}</Campo>
      </Campos>

      <div className="mt-4 mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-700">Versões enviadas</h3>
        <LinkOrcamentoButton os={os} />
      </div>
      {versoes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma versão do orçamento foi enviada ainda.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Versões do orçamento">
          {versoes.map((v) => {
            const aprovada = os.orcamento_versao_aprovada === v.versao
            return (
              <li
                key={v.versao}
                className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border px-3 py-2 text-sm"
              >
                <span className="font-medium">Versão {v.versao}</span>
                <span aria-hidden="true">—</span>
                <span className="tabular-nums">{formatBRL(v.total_geral)}</span>
                <span aria-hidden="true">—</span>
                <span className="text-muted-foreground">
                  enviada em {formatDateTime(v.enviado_em, timeZone)}
                  {v.enviado_por_nome && ` por ${v.enviado_por_nome}`}
                  {v.validade && ` · válida até ${formatDateOrDash(v.validade)}`}
                </span>
                {aprovada && <Badge variant="success">Aprovada</Badge>}
              </li>
            )
          })}
        </ol>
      )}
    </SecaoDeDetalhe>
  )
}
