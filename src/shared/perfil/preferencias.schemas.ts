import { z } from 'zod'

/** Messages of the Sistema tab (SPEC §8). */
export const preferenciasMessages = {
  salvas: 'Preferências salvas com sucesso',
  erroSalvar: 'Erro ao salvar configurações',
  erroCarregar: 'Erro ao carregar preferências',
  notificacoesObrigatorio: 'Informe se deseja receber notificações',
} as const

/** GET /api/perfil/preferencias: the signed-in user's own preferences. */
export const preferenciasView = z.object({ notificacoes: z.boolean() })
export type PreferenciasView = z.infer<typeof preferenciasView>

/** PUT /api/perfil/preferencias `{ notificacoes }`. */
export const updatePreferenciasInput = z.strictObject({
  notificacoes: z.boolean({ error: preferenciasMessages.notificacoesObrigatorio }),
})
export type UpdatePreferencias = z.infer<typeof updatePreferenciasInput>
