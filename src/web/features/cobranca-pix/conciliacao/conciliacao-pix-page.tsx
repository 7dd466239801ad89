import { ArrowLeft, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { ListEmpty } from '../../../components/list/list-states'
import { PagedList } from '../../../components/list/paged-list'
import { useListParams } from '../../../components/list/use-list-params'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { useCurrentMe } from '../../../lib/current-me'
import { usePixRecebidos } from '../api/get-pix-recebidos'
import { FILTRO_PADRAO, filtrosConciliacao, readConciliacaoParams } from './conciliacao-params'
import { ConciliarAgora } from './conciliar-agora'
import { DevolverPixDialog } from './devolver-pix-dialog'
import { PixRecebidosCards } from './pix-recebidos-cards'
import { PixRecebidosTabela } from './pix-recebidos-tabela'
import { VincularPixDialog } from './vincular-pix-dialog'

// The server's page size (the list answers it); before the first answer, its usual value.
const PAGE_SIZE = 20

/**
 * /financeiro/conciliacao-pix (issue 24): the PIX the bank reported and the titles they settled; the
 * unidentified ones are attached to a title here, one may be given back ('Devolver PIX'), and 'Conciliar
 * agora' fetches what a webhook missed.
 */
export function ConciliacaoPixPage() {
  const me = useCurrentMe()
  const podeEditar = can(me, 'contas_receber', 'edit')
  const fuso = me.empresa.fuso_horario
  const params = useListParams(['situacao'])
  const query = readConciliacaoParams(params.searchParams, params)
  const list = usePixRecebidos(query)
  const [vinculando, setVinculando] = useState<PixRecebidoView | null>(null)
  const [devolvendo, setDevolvendo] = useState<PixRecebidoView | null>(null)
  const onVincular = podeEditar ? setVinculando : undefined
  const onDevolver = podeEditar ? setDevolvendo : undefined

  return (
    <>
      <PageHeader
        title="Conciliação PIX"
        description="PIX recebidos pelo banco e os títulos que eles quitaram."
        actions={
          <>
            <Button variant="ghost" asChild className="h-11 md:h-10">
              <Link to="/contas-receber">
                <ArrowLeft aria-hidden="true" />
                Contas a Receber
              </Link>
            </Button>
            {podeEditar && <ConciliarAgora />}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4">
        <ToggleGroup
          type="single"
          value={query.situacao}
          onValueChange={(v) => v && params.setFilters({ situacao: v === FILTRO_PADRAO ? undefined : v })}
          aria-label="Situação"
          className="h-auto flex-wrap gap-1 [&>button]:flex-none"
        >
          {filtrosConciliacao.map((f) => (
            <ToggleGroupItem key={f.value} value={f.value}>
              {f.label}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <PagedList
          list={list}
          page={params.page}
          pageSize={list.data?.pageSize ?? PAGE_SIZE}
          onPageChange={params.setPage}
          errorTitle="Erro ao carregar os PIX recebidos"
          columns={6}
          empty={
            query.situacao === 'pendentes' ? (
              <ListEmpty
                icon={CheckCheck}
                title="Nenhum PIX pendente"
                description="Todos os PIX recebidos foram conciliados com os títulos."
              />
            ) : (
              <ListEmpty
                title="Nenhum PIX recebido encontrado"
                description={
                  query.situacao === 'todos'
                    ? 'Os PIX pagos às cobranças registradas no banco aparecem aqui.'
                    : 'Nenhum PIX recebido nesta situação.'
                }
              />
            )
          }
          table={(data) => (
            <PixRecebidosTabela
              rows={data.items}
              fuso={fuso}
              onVincular={onVincular}
              onDevolver={onDevolver}
            />
          )}
          cards={(data) => (
            <PixRecebidosCards
              rows={data.items}
              fuso={fuso}
              onVincular={onVincular}
              onDevolver={onDevolver}
            />
          )}
        />
      </div>
      {vinculando && (
        <VincularPixDialog recebido={vinculando} fuso={fuso} onClose={() => setVinculando(null)} />
      )}
      {devolvendo && (
        <DevolverPixDialog recebido={devolvendo} fuso={fuso} onClose={() => setDevolvendo(null)} />
      )}
    </>
  )
}
