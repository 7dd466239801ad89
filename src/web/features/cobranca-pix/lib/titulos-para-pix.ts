import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'

/**
 * The open titles an unidentified PIX may settle, best guesses first: a balance equal to the amount
 * paid, then by due date (the oldest debt is the likeliest). Titles with nothing left to pay are left out.
 */
export function titulosParaPix(titulos: readonly TituloView[], valor: number): TituloView[] {
  // The overdue and the to-fall-due pages are merged: a title that turned overdue between them is in both.
  const unicos = new Map(titulos.filter((t) => t.saldo > 0).map((t) => [t.id, t]))
  return [...unicos.values()].sort(
    (a, b) =>
      Number(b.saldo === valor) - Number(a.saldo === valor) ||
      a.vencimento.localeCompare(b.vencimento) ||
      a.numero_os.localeCompare(b.numero_os),
  )
}
