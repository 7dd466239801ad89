import { CheckCircle2 } from 'lucide-react'
import { useParams } from 'react-router'
import { consentimentoMessages as m } from '../../../shared/consentimento/consentimento'
import { AvisoPublico, PaginaPublica } from '../../components/pagina-publica'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { usePageTitle } from '../../lib/use-page-title'
import { useDescadastro, useSairDasMensagens } from './api/descadastro'

/**
 * /privacidade/sair/:token — the link every message ends with (issue 29 item 3): the customer confirms
 * and stops receiving revision reminders and offers. No login; the link is the credential.
 */
export function DescadastroPage() {
  const { token = '' } = useParams()
  const query = useDescadastro(token)
  const sair = useSairDasMensagens(token)
  usePageTitle('Não receber mais lembretes')
  return (
    <PaginaPublica
      query={query}
      rotulo="Carregando"
      esqueleto={['h-8', 'h-24', 'h-11']}
      erroPadrao={m.linkInvalido}
      estreita
    >
      {(d) => (
        <section className="grid gap-4 pt-6">
          <h1 className="font-semibold text-xl">Não receber mais lembretes</h1>
          {d.descadastrado ? (
            <AvisoPublico icone={<CheckCircle2 className="size-4" aria-hidden="true" />} titulo="Pronto">
              {m.descadastrado.replace('desta oficina', `de ${d.empresa}`)}
            </AvisoPublico>
          ) : (
            <>
              <p className="text-sm">
                Você deixará de receber lembretes de revisão e ofertas de <strong>{d.empresa}</strong>.
              </p>
              <p className="text-muted-foreground text-sm">
                Mensagens sobre serviços em andamento (orçamento, veículo pronto, cobranças e recibos)
                continuam, porque fazem parte do serviço contratado.
              </p>
              {sair.isError && (
                <p role="alert" className="text-destructive text-sm">
                  {errorMessage(sair.error, 'Não foi possível registrar. Tente novamente.')}
                </p>
              )}
              <Button
                className="h-11 w-full sm:w-auto"
                disabled={sair.isPending}
                onClick={() => sair.mutate()}
              >
                {sair.isPending && <Spinner />}
                Confirmar: não quero mais receber
              </Button>
            </>
          )}
        </section>
      )}
    </PaginaPublica>
  )
}
