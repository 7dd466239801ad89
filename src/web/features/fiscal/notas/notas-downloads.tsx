import { useMutation } from '@tanstack/react-query'
import { FileArchive, FileSpreadsheet, FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import type { NotasExportQuery } from '../../../../shared/fiscal/relatorio.schemas'
import { relatorioFiscalMessages as m } from '../../../../shared/fiscal/relatorio.schemas'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { exportarNotas } from '../api/notas-exportar'
import { baixarXmlsDoMes } from '../api/notas-xmls'

type Filtros = Omit<NotasExportQuery, 'formato'>

/** 2026-03 → 03/2026 */
const mesLegivel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`

function BotaoDownload({
  onClick,
  pendente,
  icone,
  rotuloPendente,
  children,
}: {
  onClick: () => void
  pendente: boolean
  icone: ReactNode
  rotuloPendente: string
  children: ReactNode
}) {
  return (
    <Button
      variant="outline"
      className="h-11 md:h-10"
      onClick={onClick}
      disabled={pendente}
      aria-busy={pendente}
    >
      {pendente ? <Spinner label={rotuloPendente} /> : icone}
      {children}
    </Button>
  )
}

/**
 * The accountant's files: the filtered notes as CSV or XLSX, and the XMLs of the period's first month as
 * a ZIP. Each button shows its progress and the server's reason when there is no file (a month without
 * XMLs), in Portuguese.
 */
export function NotasDownloads({ filtros, mes }: { filtros: Filtros; mes: string }) {
  const planilha = useMutation({
    mutationFn: (formato: 'csv' | 'xlsx') => exportarNotas({ ...filtros, formato }),
    onSuccess: (nome) => toast.success('Planilha gerada', { description: nome }),
    onError: (erro) => toast.error('Erro ao exportar', { description: errorMessage(erro, m.erroExportar) }),
  })
  const zip = useMutation({
    mutationFn: () => baixarXmlsDoMes(mes),
    onSuccess: (nome) => toast.success('XMLs baixados', { description: nome }),
    onError: (erro) => toast.error('Erro ao baixar os XMLs', { description: errorMessage(erro, m.erroZip) }),
  })
  const formatoPendente = planilha.isPending ? planilha.variables : null
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-2">
        <BotaoDownload
          onClick={() => planilha.mutate('csv')}
          pendente={formatoPendente === 'csv'}
          icone={<FileText aria-hidden="true" />}
          rotuloPendente="Gerando CSV"
        >
          Exportar CSV
        </BotaoDownload>
        <BotaoDownload
          onClick={() => planilha.mutate('xlsx')}
          pendente={formatoPendente === 'xlsx'}
          icone={<FileSpreadsheet aria-hidden="true" />}
          rotuloPendente="Gerando XLSX"
        >
          Exportar XLSX
        </BotaoDownload>
        <BotaoDownload
          onClick={() => zip.mutate()}
          pendente={zip.isPending}
          icone={<FileArchive aria-hidden="true" />}
          rotuloPendente="Baixando XMLs"
        >
          Baixar XMLs do mês (ZIP)
        </BotaoDownload>
      </div>
      <p className="text-xs text-muted-foreground">
        A planilha segue os filtros; o ZIP traz os XMLs das notas autorizadas e canceladas de{' '}
        {mesLegivel(mes)} (o mês da competência inicial).
      </p>
    </div>
  )
}
