/**
 * React islands of the pre-rendered public pages: the parts too rich for comportamentos.ts (today the
 * contact form, with its validation and toasts). Each is server-rendered as its own root and hydrated
 * in the browser, so only pages that have one download React. Props are JSON, computed on the server.
 */
export type PropsIlhas = {
  contato: Record<string, never>
}
export type NomeIlha = keyof PropsIlhas

const nomesIlhas: readonly NomeIlha[] = ['contato']

/**
 * Each island is its own React root on the server and in the browser: the same prefix on both sides keeps
 * the ids of `useId` equal, so hydration matches.
 */
export const prefixoIlha = (nome: NomeIlha): string => `${nome}-`

export const isNomeIlha = (value: string | undefined): value is NomeIlha =>
  (nomesIlhas as readonly string[]).includes(value ?? '')
