import { useState } from 'react'
import { toast } from 'sonner'
import { empresaMessages } from '../../../../shared/empresa/empresa.messages'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { SwitchField } from '../../cadastros/components/switch-field'
import { readNotificacoes, writeNotificacoes } from './notificacoes-preferencia'

/** Tab Sistema (every user): the notifications toggle, saved in this browser with 'Salvar Preferências'. */
export function SistemaTab() {
  const [notificacoes, setNotificacoes] = useState(readNotificacoes)

  const salvar = () => {
    if (writeNotificacoes(notificacoes)) {
      toast.success('Sucesso', { description: empresaMessages.preferenciasSalvas })
    } else {
      toast.error('Erro', { description: 'Este navegador não permitiu guardar as preferências.' })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferências do sistema</CardTitle>
        <CardDescription>Valem para este navegador.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          label="Notificações"
          hint="Mostrar avisos de títulos vencidos, OS atrasadas e estoque baixo."
          checked={notificacoes}
          onCheckedChange={setNotificacoes}
        />
        <div className="flex justify-end">
          <Button onClick={salvar}>Salvar Preferências</Button>
        </div>
      </CardContent>
    </Card>
  )
}
