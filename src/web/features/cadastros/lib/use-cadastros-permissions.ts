import { can } from '../../../../shared/permissoes/permissoes'
import { useCurrentMe } from '../../../lib/current-me'

/** Which register actions this user may use: buttons for the others are not drawn (SPEC §6). */
export function useCadastrosPermissions() {
  const me = useCurrentMe()
  return {
    canCreate: can(me, 'cadastros', 'create'),
    canEdit: can(me, 'cadastros', 'edit'),
    canDelete: can(me, 'cadastros', 'delete'),
  }
}
