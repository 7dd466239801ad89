import { Link2 } from 'lucide-react'
import { toast } from 'sonner'
import type { OsView } from '../../../shared/os/os.schemas'
import { can } from '../../../shared/permissoes/permissoes'
import { alcanceDoEndereco, enderecoMessages } from '../../../shared/sistema/endereco'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useCurrentMe } from '../../lib/current-me'
import { useCriarLinkOrcamento } from './api/criar-link-orcamento'

/** Copies with the Clipboard API; false when the browser refuses (plain HTTP, old browsers). */
async function copiar(texto: string) {
  try {
    await navigator.clipboard.writeText(texto)
    return true
  } catch {
    return false
  }
}

/**
 * 'Link do orçamento' on the OS detail: copies the public link of the current quote version, to paste in
 * WhatsApp. Shown while a sent version is waiting or after it (not in rascunho: it was revised away).
 */
export function LinkOrcamentoButton({ os }: { os: OsView }) {
  const me = useCurrentMe()
  const criar = useCriarLinkOrcamento()
  const visivel =
    can(me, 'os', 'edit') && os.orcamentos.length > 0 && os.status !== 'rascunho' && os.status !== 'cancelado'
  if (!visivel) return null
  const onClick = () =>
    criar.mutate(os.id, {
      onSuccess: async ({ url }) => {
        // A link the customer's phone cannot open is said so, never handed out silently.
        const soNestaMaquina = alcanceDoEndereco(url) === 'maquina'
        if (await copiar(url)) toast.success('Sucesso', { description: 'Link do orçamento copiado' })
        else toast.success('Link do orçamento', { description: url, duration: 20_000 })
        if (soNestaMaquina)
          toast.warning('Atenção', { description: enderecoMessages.linkMaquina, duration: 20_000 })
      },
      onError: (error) =>
        toast.error('Erro', {
          description: errorMessage(error, 'Não foi possível gerar o link. Tente novamente.'),
        }),
    })
  return (
    <Button variant="outline" className="h-11 print:hidden" onClick={onClick} disabled={criar.isPending}>
      {criar.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
      Link do orçamento
    </Button>
  )
}
