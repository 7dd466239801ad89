import { ReceiptText } from 'lucide-react'
import { planoMessages } from '../../../../shared/assinatura/planos.messages'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { formatDate, todayInTimeZone } from '../../../../shared/formatos/data'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import type { OsView } from '../../../../shared/os/os.schemas'
import { SecaoDeDetalhe } from '../../../components/secao-de-detalhe'
import { TituloStatusBadge } from '../../../components/titulo-status-badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { useCurrentMe } from '../../../lib/current-me'
import { useIsMobile } from '../../../lib/use-media-query'
import { TituloAcoes } from '../../financeiro/recebimento/titulo-acoes'
import { TituloCobrancaBadge } from '../../financeiro/recebimento/titulo-cobranca-badge'
import { OsEstornarButton, OsFaturarButton } from '../acoes/os-faturamento-acoes'
import { faturamentoAcoes } from '../acoes/os-faturamento-action-list'

const num = 'text-right whitespace-nowrap tabular-nums'

/**
 * The OS's receivable titles (once invoiced, cancelled ones included) with 'Receber' and PIX on the open
 * ones; 'Faturar' while it may be invoiced and 'Estornar faturamento' while invoiced. On a plan without
 * Contas a Receber none of those is offered (each would only earn a 402): the plan's message instead.
 */
export function OsTitulos({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const isMobile = useIsMobile()
  const acoes = faturamentoAcoes(os, me)
  // Absent for a reader without Contas a Receber view (campos-restritos.ts): only the actions it may take.
  const ocultos = os.titulos === undefined
  const titulos = os.titulos ?? []
  if (titulos.length === 0 && !acoes.faturar && !acoes.estornar && !acoes.foraDoPlano) return null
  const hoje = todayInTimeZone(me.empresa.fuso_horario)
  const props = { titulos, hoje, canReceive: acoes.receber }
  return (
    <SecaoDeDetalhe
      title={titulos.length > 0 ? 'Títulos' : 'Faturamento'}
      icon={ReceiptText}
      // Only the upgrade line to show: nothing for the printout.
      className={titulos.length === 0 && acoes.foraDoPlano ? 'print:hidden' : undefined}
      actions={
        (acoes.faturar || acoes.estornar) && (
          <div className="flex flex-wrap justify-end gap-2">
            <OsFaturarButton os={os} className="md:h-9" />
            <OsEstornarButton os={os} />
          </div>
        )
      }
    >
      {acoes.foraDoPlano && (
        <p className="mb-3 text-sm text-muted-foreground last:mb-0 print:hidden">
          {planoMessages.semContasReceber}
        </p>
      )}
      {titulos.length === 0 ? (
        !acoes.foraDoPlano && (
          <p className="text-sm text-muted-foreground">
            {ocultos && os.faturado_em !== null
              ? 'Esta OS foi faturada. Seus títulos ficam em Contas a Receber, fora do seu perfil.'
              : 'Esta OS ainda não foi faturada. Ao faturar, o sinal e as parcelas viram títulos em Contas a Receber.'}
          </p>
        )
      ) : isMobile ? (
        <TitulosLista {...props} />
      ) : (
        <TitulosTabela {...props} />
      )}
    </SecaoDeDetalhe>
  )
}

type Props = { titulos: TituloView[]; hoje: string; canReceive: boolean }

function TitulosTabela({ titulos, hoje, canReceive }: Props) {
  return (
    <Table className="[&_td]:px-2 [&_th]:px-2">
      <caption className="sr-only">Títulos da OS</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Parcela</TableHead>
          <TableHead>Vencimento</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead className="text-right">Pago</TableHead>
          <TableHead className="text-right">Saldo</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right print:hidden">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {titulos.map((t) => (
          <TableRow key={t.id} data-testid="os-titulo">
            <TableCell className="whitespace-nowrap">{t.parcela}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(t.vencimento)}</TableCell>
            <TableCell className={num}>{formatCurrency(t.valor)}</TableCell>
            <TableCell className={num}>{formatCurrency(t.valor_pago)}</TableCell>
            <TableCell className={num}>{formatCurrency(t.saldo)}</TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <TituloStatusBadge situacao={t.situacao} />
                <TituloCobrancaBadge titulo={t} className="max-w-40" />
              </div>
            </TableCell>
            <TableCell className="py-1 print:hidden">
              <TituloAcoes titulo={t} hoje={hoje} canReceive={canReceive} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Phones: one block per title, the actions full width under it. */
function TitulosLista({ titulos, hoje, canReceive }: Props) {
  return (
    <ul className="grid divide-y divide-border" aria-label="Títulos da OS">
      {titulos.map((t) => (
        <li key={t.id} className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="os-titulo">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">Parcela {t.parcela}</span>
            <TituloStatusBadge situacao={t.situacao} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Vencimento</dt>
              <dd className="tabular-nums">{formatDate(t.vencimento)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Valor</dt>
              <dd className="tabular-nums">{formatCurrency(t.valor)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Saldo</dt>
              <dd className="font-semibold tabular-nums">{formatCurrency(t.saldo)}</dd>
            </div>
          </dl>
          <TituloCobrancaBadge titulo={t} className="w-fit" />
          <TituloAcoes titulo={t} hoje={hoje} canReceive={canReceive} className="[&>button]:flex-1" />
        </li>
      ))}
    </ul>
  )
}
