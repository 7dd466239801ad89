import type { Me } from '../../shared/auth/me.schemas'
import { can } from '../../shared/permissoes/permissoes'

/** Phones: the spec's 768 px breakpoint (use-media-query.ts). */
const TELA_ESTREITA = '(max-width: 767.98px)'

/**
 * Where a signed-in user starts: a technician on a phone goes to 'Meus serviços' (issue 25), everyone
 * else, and every desktop, to the dashboard.
 */
export function telaInicial(me: Pick<Me, 'role' | 'permissions'> | null | undefined, estreita?: boolean) {
  const celular = estreita ?? (typeof window !== 'undefined' && window.matchMedia(TELA_ESTREITA).matches)
  return me?.role === 'tecnico' && celular && can(me, 'os', 'view') ? '/meus-servicos' : '/dashboard'
}
