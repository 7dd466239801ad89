import { onlyDocumentChars } from '../documentos/documento'
import { normalizeTelefone } from '../formatos/telefone'
import { can, type PermissionRow } from '../permissoes/permissoes'

type Sujeito = { role: string | null | undefined; permissions: readonly PermissionRow[] } | null | undefined

/**
 * Lists show CPF/CNPJ and phones in full only to who may edit the register (issue 29 item 4, LGPD:
 * necessity); the customer's page shows them to whoever may see the customer.
 */
export const veDadosCompletos = (sujeito: Sujeito): boolean => can(sujeito, 'cadastros', 'edit')

/**
 * CPF '52998224725' → '***.982.247-**' (the middle six digits, the pattern public bodies use); CNPJ
 * '12345678000195' → '**.345.678/0001-**'. Anything else keeps only its last 2 characters.
 */
export function mascararDocumento(valor: string): string {
  const c = onlyDocumentChars(valor)
  if (c.length === 11) return `***.${c.slice(3, 6)}.${c.slice(6, 9)}-**`
  if (c.length === 14) return `**.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-**`
  return c.length <= 2 ? '*'.repeat(c.length) : `${'*'.repeat(c.length - 2)}${c.slice(-2)}`
}

/** '11987654321' → '(11) *****-4321', '1133334444' → '(11) ****-4444': the area code and the last four. */
export function mascararTelefone(valor: string): string {
  const d = normalizeTelefone(valor)
  if (d.length === 10 || d.length === 11)
    return `(${d.slice(0, 2)}) ${'*'.repeat(d.length - 6)}-${d.slice(-4)}`
  return d.length <= 4 ? '*'.repeat(d.length) : `${'*'.repeat(d.length - 4)}${d.slice(-4)}`
}

const talvez = (f: (v: string) => string) => (v: string | null) => (v ? f(v) : v)

/** A list row with its document and phones masked when the reader may not see them in full. */
export function mascararContatos<
  T extends { doc?: string | null; celular?: string | null; telefone?: string | null },
>(sujeito: Sujeito, linha: T): T {
  if (veDadosCompletos(sujeito)) return linha
  const saida = { ...linha }
  if (linha.doc != null) saida.doc = talvez(mascararDocumento)(linha.doc) as T['doc']
  if (linha.celular !== undefined) saida.celular = talvez(mascararTelefone)(linha.celular) as T['celular']
  if (linha.telefone !== undefined) saida.telefone = talvez(mascararTelefone)(linha.telefone) as T['telefone']
  return saida
}
