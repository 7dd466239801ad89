import { createContext, useContext } from 'react'
import type { Me } from '../../shared/auth/me.schemas'

/**
 * The signed-in profile, provided by the auth guard once /api/me answered. Reading it from context (not
 * from the query) means screens behind the guard never see the brief `null` during sign-out.
 */
export const CurrentMeContext = createContext<Me | null>(null)

export function useCurrentMe(): Me {
  const me = useContext(CurrentMeContext)
  if (!me) throw new Error('useCurrentMe usado fora da área logada')
  return me
}
