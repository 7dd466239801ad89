import { comLinhaDeDescadastro } from '../../../shared/consentimento/descadastro'
import { formatDate } from '../../../shared/formatos/data'
import { whatsappUrl } from '../../../shared/formatos/telefone'
import type { RelatorioFinanceiro } from '../../../shared/relatorios/relatorios.schemas'
import { formatBRL } from '../../lib/format'

/**
 * wa.me link with a polite reminder of an overdue title (OS, amount, due date) ending with the customer's
 * opt-out line, or null without a phone.
 */
export function lembreteWhatsapp(v: RelatorioFinanceiro['vencidos'][number]): string | null {
  const base = v.cliente_telefone ? whatsappUrl(v.cliente_telefone) : null
  if (!base) return null
  const texto =
    `Olá, ${v.cliente_nome}! Lembramos que a parcela ${v.parcela} da ${v.numero_os}, ` +
    `no valor de ${formatBRL(v.saldo)}, venceu em ${formatDate(v.vencimento)}. ` +
    'Se já pagou, por favor desconsidere esta mensagem.'
  return `${base}?text=${encodeURIComponent(comLinhaDeDescadastro(texto, v.descadastro))}`
}
