import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'

/** Configurações → Registro de atividades (admin; gerente reads): who did what, when and from where. */
export function AtividadesTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registro de atividades</CardTitle>
        <CardDescription>Quem fez o quê, quando e de onde.</CardDescription>
      </CardHeader>
    </Card>
  )
}
