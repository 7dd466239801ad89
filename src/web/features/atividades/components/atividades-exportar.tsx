import { useMutation } from '@tanstack/react-query'
import { FileSpreadsheet, FileText } from 'lucide-react'
import { toast } from 'sonner'
import {
  type AtividadesExportQuery,
  atividadesMessages as m,
} from '../../../../shared/atividades/atividades.schemas'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { exportarAtividades } from '../api/atividades-exportar'

/** 'Exportar CSV' / 'Exportar XLSX': the filtered log (the export is itself an entry of the log). */
export function AtividadesExportar({ filtros }: { filtros: Omit<AtividadesExportQuery, 'formato'> }) {
  const exportar = useMutation({
    mutationFn: (formato: 'csv' | 'xlsx') => exportarAtividades({ ...filtros, formato }),
    onSuccess: (nome) => toast.success('Planilha gerada', { description: nome }),
    onError: (erro) => toast.error('Erro ao exportar', { description: errorMessage(erro, m.erroExportar) }),
  })
  const pendente = exportar.isPending ? exportar.variables : null
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((formato) => (
        <Button
          key={formato}
          variant="outline"
          className="h-11 md:h-10"
          onClick={() => exportar.mutate(formato)}
          disabled={exportar.isPending}
          aria-busy={pendente === formato}
        >
          {pendente === formato ? (
            <Spinner label={`Gerando ${formato.toUpperCase()}`} />
          ) : formato === 'csv' ? (
            <FileText aria-hidden="true" />
          ) : (
            <FileSpreadsheet aria-hidden="true" />
          )}
          Exportar {formato.toUpperCase()}
        </Button>
      ))}
    </div>
  )
}
