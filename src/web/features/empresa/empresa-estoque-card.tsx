import { toast } from 'sonner'
import { empresaMessages as m } from '../../../shared/empresa/empresa.messages'
import type { EmpresaView } from '../../../shared/empresa/empresa.schemas'
import { SwitchField } from '../../components/form/switch-field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { errorMessage } from '../../lib/api-client'
import { useUpdateEmpresa } from './api/update-empresa'

/**
 * Configurações > Empresa > Estoque: 'Permitir estoque negativo' (on by default). Saved when switched;
 * every member reads it, only the admin changes it (the API refuses anyone else).
 */
export function EmpresaEstoqueCard({ empresa, podeEditar }: { empresa: EmpresaView; podeEditar: boolean }) {
  const salvar = useUpdateEmpresa()
  const alterar = (permitir: boolean) =>
    salvar.mutate(
      { nome_empresa: empresa.nome_empresa, permitir_estoque_negativo: permitir },
      {
        onSuccess: (salva) =>
          toast.success('Sucesso', { description: m.estoqueSalvo(salva.permitir_estoque_negativo) }),
        onError: (error) => toast.error('Erro', { description: errorMessage(error, m.erroSalvarEstoque) }),
      },
    )

  return (
    <Card>
      <CardHeader>
        <CardTitle>Estoque</CardTitle>
        <CardDescription>O que acontece ao concluir uma OS sem estoque suficiente das peças.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SwitchField
          label="Permitir estoque negativo"
          hint="Ligado: a OS é concluída e o estoque fica negativo (em vermelho). Desligado: a conclusão espera a entrada de estoque das peças em falta."
          checked={
            salvar.isPending
              ? (salvar.variables.permitir_estoque_negativo ?? true)
              : empresa.permitir_estoque_negativo
          }
          onCheckedChange={alterar}
          disabled={!podeEditar || salvar.isPending}
        />
        {!podeEditar && <p className="text-sm text-muted-foreground">{m.apenasAdmin}.</p>}
      </CardContent>
    </Card>
  )
}
