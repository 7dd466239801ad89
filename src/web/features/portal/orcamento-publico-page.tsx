import { Car, Phone } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { formatCnpj, formatPlaca, formatTelefone } from '../../../shared/formatos/exibir'
import { osStatusLabels } from '../../../shared/os/os-status'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { PaginaPublica } from '../../components/pagina-publica'
import { Button } from '../../components/ui/button'
import { usePageTitle } from '../../lib/use-page-title'
import { ConsentimentoPortal } from '../consentimento/consentimento-portal'
import { PortalTitular } from '../titular/portal-titular'
import { useOrcamentoPublico } from './api/get-orcamento-publico'
import { LgpdNota } from './lgpd-nota'
import { OrcamentoPublicoAcompanhamento } from './orcamento-publico-acompanhamento'
import { OrcamentoPublicoItens } from './orcamento-publico-itens'
import { OrcamentoPublicoNotas } from './orcamento-publico-notas'
import { OrcamentoPublicoVistorias } from './orcamento-publico-vistorias'
import { AprovarDialog, RecusarDialog } from './responder-dialogs'

/** /p/:token — the quote the customer opens from WhatsApp: no login, only this OS (issue 9). */
export function OrcamentoPublicoPage() {
  const { token = '' } = useParams()
  const query = useOrcamentoPublico(token)
  usePageTitle(query.data ? `Orçamento ${query.data.numero_os}` : 'Orçamento')
  return (
    <PaginaPublica
      query={query}
      rotulo="Carregando orçamento"
      esqueleto={['h-16 w-full', 'h-8 w-2/3', 'h-40 w-full', 'h-24 w-full']}
      erroPadrao="Não foi possível carregar o orçamento."
    >
      {(view) => <Orcamento token={token} view={view} />}
    </PaginaPublica>
  )
}

function Orcamento({ token, view }: { token: string; view: PortalOrcamentoView }) {
  const [dialogo, setDialogo] = useState<'aprovar' | 'recusar' | null>(null)
  const { empresa } = view
  return (
    <>
      <header className="flex items-center gap-3 border-b border-border pb-4">
        {empresa.logo_url && (
          <img src={empresa.logo_url} alt="" className="size-14 shrink-0 rounded-md object-contain" />
        )}
        <div className="min-w-0">
          <h1 className="text-lg font-semibold break-words">{empresa.nome}</h1>
          {empresa.cnpj && <p className="text-xs text-muted-foreground">CNPJ {formatCnpj(empresa.cnpj)}</p>}
          {empresa.endereco && (
            <p className="text-xs text-muted-foreground break-words">{empresa.endereco}</p>
          )}
          {empresa.telefone && (
            <a
              href={`tel:${empresa.telefone.replace(/\D/g, '')}`}
              className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary"
            >
              <Phone className="size-4" aria-hidden="true" />
              {formatTelefone(empresa.telefone)}
            </a>
          )}
        </div>
      </header>

      <section className="mt-4 grid gap-1">
        <p className="text-sm text-muted-foreground">
          {view.cliente_saudacao ? `Olá, ${view.cliente_saudacao}! ` : ''}Este é o orçamento da sua OS.
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">{view.numero_os}</h2>
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-medium" data-testid="portal-status">
            {osStatusLabels[view.status]}
          </span>
        </div>
        {view.veiculo && (
          <p className="flex items-center gap-2 text-sm">
            <Car className="size-4 text-muted-foreground" aria-hidden="true" />
            {view.veiculo.marca} {view.veiculo.modelo} · {formatPlaca(view.veiculo.placa)}
          </p>
        )}
      </section>

      <Resposta view={view} />
      <OrcamentoPublicoItens view={view} />
      <OrcamentoPublicoAcompanhamento view={view} />
      <OrcamentoPublicoNotas view={view} />
      <OrcamentoPublicoVistorias view={view} />
      <ConsentimentoPortal token={token} />
      <PortalTitular token={token} empresa={empresa.nome} />
      <LgpdNota empresa={empresa} />

      {view.pode_responder && (
        <>
          <div className="h-20" aria-hidden="true" />
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur">
            <div className="mx-auto flex max-w-2xl gap-3">
              <Button variant="outline" className="h-12 flex-1" onClick={() => setDialogo('recusar')}>
                Recusar
              </Button>
              <Button className="h-12 flex-[2]" onClick={() => setDialogo('aprovar')}>
                Aprovar orçamento
              </Button>
            </div>
          </div>
        </>
      )}
      {dialogo === 'aprovar' && <AprovarDialog token={token} view={view} onClose={() => setDialogo(null)} />}
      {dialogo === 'recusar' && <RecusarDialog token={token} onClose={() => setDialogo(null)} />}
    </>
  )
}

function Resposta({ view }: { view: PortalOrcamentoView }) {
  if (!view.resposta) return null
  const aprovado = view.resposta.tipo === 'aprovado'
  return (
    <p
      role="status"
      className={
        aprovado
          ? 'mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
          : 'mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
      }
    >
      {aprovado
        ? 'Orçamento aprovado. Acompanhe abaixo o andamento do serviço.'
        : 'Orçamento recusado. Se mudar de ideia, fale com a oficina.'}
    </p>
  )
}
