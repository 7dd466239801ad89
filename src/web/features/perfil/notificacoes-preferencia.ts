/**
 * SPEC §2 Sistema keeps the flag in browser storage under this key, on by default. The account's choice
 * lives on the server (PUT /api/perfil/preferencias); this copy mirrors it for code that reads the browser.
 */
export const NOTIFICACOES_KEY = 'notificacoes'

/** The stored choice; on when nothing (or something unreadable) is stored, or storage is blocked. */
export function readNotificacoes(): boolean {
  try {
    return window.localStorage.getItem(NOTIFICACOES_KEY) !== 'false'
  } catch {
    return true
  }
}

/** Stores the choice; false when the browser refuses storage (private mode, quota). */
export function writeNotificacoes(value: boolean): boolean {
  try {
    window.localStorage.setItem(NOTIFICACOES_KEY, String(value))
    return true
  } catch {
    return false
  }
}
