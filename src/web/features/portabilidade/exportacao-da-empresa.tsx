import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'

/** Configurações → Privacidade: the whole company's data as a ZIP (portability). */
export function ExportacaoDaEmpresa() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exportar todos os dados da empresa</CardTitle>
        <CardDescription>Um arquivo ZIP com todas as tabelas, fotos e documentos.</CardDescription>
      </CardHeader>
    </Card>
  )
}
