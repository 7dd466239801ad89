import { useRef, useState } from 'react'
import { gruposDeModelo } from '../../../shared/mensagens/exemplos'
import type { ModeloMensagemView } from '../../../shared/mensagens/mensagens.schemas'
import type { ChaveDeModelo } from '../../../shared/mensagens/modelos'
import { can } from '../../../shared/permissoes/permissoes'
import { ListError } from '../../components/list/list-states'
import { Badge } from '../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import { useCurrentMe } from '../../lib/current-me'
import { useModelosMensagem } from './api/get-modelos-mensagem'
import { ModeloEditor } from './components/modelo-editor'

function MensagensSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]" role="status" aria-label="Carregando">
      <div className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  )
}

function ListaDeModelos({
  modelos,
  atual,
  onEscolher,
}: {
  modelos: ModeloMensagemView[]
  atual: ChaveDeModelo
  onEscolher: (chave: ChaveDeModelo) => void
}) {
  const porChave = new Map(modelos.map((m) => [m.chave, m]))
  return (
    <nav aria-label="Modelos de mensagem" className="grid content-start gap-4">
      {gruposDeModelo.map((grupo) => (
        <div key={grupo.titulo} className="grid gap-1">
          <h3 className="px-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {grupo.titulo}
          </h3>
          <ul className="grid gap-1">
            {grupo.chaves.map((chave) => {
              const m = porChave.get(chave)
              if (!m) return null
              return (
                <li key={chave}>
                  <button
                    type="button"
                    aria-current={chave === atual ? 'true' : undefined}
                    onClick={() => onEscolher(chave)}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
                      chave === atual && 'bg-muted font-medium',
                    )}
                  >
                    <span>{m.titulo}</span>
                    {m.personalizado && <Badge variant="secondary">Editada</Badge>}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/**
 * Configurações → Mensagens (issue 27 item 5): every WhatsApp and email text of the product in one editor.
 * Whoever sees the tab reads them; who edits Configurações (the admin, by default) changes them.
 */
export function MensagensTab() {
  const me = useCurrentMe()
  const modelos = useModelosMensagem()
  const [atual, setAtual] = useState<ChaveDeModelo>(gruposDeModelo[0].chaves[0])
  const editor = useRef<HTMLDivElement>(null)
  const modelo = modelos.data?.find((m) => m.chave === atual)
  const escolher = (chave: ChaveDeModelo) => {
    setAtual(chave)
    // On a phone the editor is below the list: it comes into view instead of changing off-screen.
    if (window.matchMedia('(max-width: 767px)').matches)
      requestAnimationFrame(() => editor.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }))
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mensagens</CardTitle>
        <CardDescription>
          Os textos enviados por WhatsApp e email: agenda, orçamento, OS pronta e cobrança. Os campos entre
          chaves são preenchidos com os dados de cada cliente.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {modelos.data ? (
          <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
            <ListaDeModelos modelos={modelos.data} atual={atual} onEscolher={escolher} />
            <div ref={editor} className="min-w-0 scroll-mt-20">
              {modelo && (
                <ModeloEditor
                  // A new template starts its own editor (text, error) from what is saved.
                  key={modelo.chave}
                  modelo={modelo}
                  empresa={me.empresa.nome_empresa}
                  podeEditar={can(me, 'configuracoes', 'edit')}
                />
              )}
            </div>
          </div>
        ) : modelos.isError ? (
          <ListError
            title="Erro ao carregar as mensagens"
            onRetry={() => void modelos.refetch()}
            retrying={modelos.isFetching}
          />
        ) : (
          <MensagensSkeleton />
        )}
      </CardContent>
    </Card>
  )
}
