import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'

/** Configurações → Privacidade: the customers' LGPD requests (export, deletion) and their 15-day deadline. */
export function SolicitacoesTitular() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Solicitações de titulares (LGPD)</CardTitle>
        <CardDescription>
          Pedidos de clientes para exportar ou excluir seus dados. Prazo legal: 15 dias.
        </CardDescription>
      </CardHeader>
    </Card>
  )
}
