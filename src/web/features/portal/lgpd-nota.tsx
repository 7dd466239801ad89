import { formatTelefone } from '../../../shared/formatos/exibir'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'

/**
 * LGPD (DOMAIN-BR): the workshop controls the customer's data and Bancada only processes it for them.
 * The note says what the page shows, why, and whom to ask for access, correction or deletion.
 */
export function LgpdNota({ empresa }: { empresa: PortalOrcamentoView['empresa'] }) {
  const contato = [empresa.telefone && formatTelefone(empresa.telefone), empresa.email]
    .filter(Boolean)
    .join(' · ')
  return (
    <aside
      className="mt-8 rounded-lg border border-border p-3 text-xs text-muted-foreground"
      aria-label="Seus dados"
    >
      <p className="font-medium text-foreground">Seus dados (LGPD)</p>
      <p className="mt-1">
        Quem controla estes dados: {empresa.nome}. Esta página mostra apenas o necessário para você conferir e
        responder este orçamento e acompanhar o serviço: seu primeiro nome (ou o nome da empresa), o veículo,
        os itens e valores, o andamento, as fotos do serviço e as parcelas em aberto. Ao responder,
        registramos o nome informado, a data e hora, o endereço IP e o navegador, como comprovante da sua
        resposta.
      </p>
      <p className="mt-1">
        Para acessar, corrigir ou pedir a exclusão dos seus dados, fale com {empresa.nome}
        {contato ? ` (${contato})` : ''}. O sistema Bancada apenas processa estes dados em nome da oficina.
        Não compartilhe este link: quem o tiver pode ver este orçamento.
      </p>
    </aside>
  )
}
