import { useQuery } from '@tanstack/react-query'
import { can } from '../../../../shared/permissoes/permissoes'
import { Skeleton } from '../../../components/ui/skeleton'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { getOs } from '../../os/api/os-api'
import { OsFotos } from '../../os/fotos/os-fotos'

/**
 * The OS's photos as on its detail page (camera, resize in the browser, the 20-photo limit, delete),
 * opened from the card's 'Tirar foto'.
 */
export function FotosDoServico({ osId }: { osId: string }) {
  const podeEditar = can(useCurrentMe(), 'os', 'edit')
  const os = useQuery({ queryKey: osKeys.detail(osId), queryFn: ({ signal }) => getOs(osId, signal) })
  if (os.data) return <OsFotos os={os.data} editable={podeEditar} className="shadow-none" />
  if (os.isError) return <p className="text-sm text-destructive">Erro ao carregar as fotos</p>
  return <Skeleton className="h-40 w-full" />
}
