import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { BaixarDadosButton } from './baixar-dados-button'

/** Configurações → Privacidade (admin): the whole company's data as a ZIP (portability, LGPD art. 18 V). */
export function ExportacaoDaEmpresa() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exportar todos os dados da empresa</CardTitle>
        <CardDescription>
          Um arquivo ZIP com tudo o que sua empresa registrou no Bancada, para guardar ou levar para outro
          sistema.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            Todas as tabelas em JSON: clientes, veículos, OS e itens, orçamentos, contas a receber,
            pagamentos, PIX, notas fiscais, agenda, vistorias, estoque, usuários e o registro de atividades.
          </li>
          <li>Fotos das OS e das vistorias, o logo e os PDFs e XMLs das NFS-e.</li>
          <li>Um arquivo LEIA-ME.txt explicando cada parte.</li>
        </ul>
        <p className="text-muted-foreground">
          Por segurança, senhas e credenciais (PIX, nota fiscal) não são incluídas. O arquivo tem dados
          pessoais de clientes: guarde-o com cuidado. O download fica registrado nas atividades.
        </p>
        <BaixarDadosButton />
      </CardContent>
    </Card>
  )
}
