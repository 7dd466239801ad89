import { addDays, format, parseISO } from 'date-fns'
import { faturarInput, recebimentoInput } from '../../../shared/financeiro/financeiro.schemas'
import { createOsInput } from '../../../shared/os/os.schemas'
import type { Tx } from '../../db/client'
import type { Tenant } from '../auth/tenant.service'
import { faturarOs } from '../financeiro/faturamento.service'
import { registrarRecebimento } from '../financeiro/recebimentos.service'
import { createOs } from '../os/os.service'
import { transitionOs } from '../os/os-status.service'

const dias = (hoje: string, n: number) => format(addDays(parseISO(hoje), n), 'yyyy-MM-dd')

/**
 * A concluded OS invoiced with a deposit and 3 instalments, the first already overdue and partly
 * received, so a visitor finds receivables, an overdue title and billing on the dashboard. Made through
 * the OS and billing services, as a user would.
 */
export async function seedOsFaturada(
  tx: Tx,
  tenant: Tenant,
  hoje: string,
  parte: { clienteId: string; veiculoId: string; km: number | null; tecnicoId: string },
  servicos: Array<{ id: string; preco: number }>,
) {
  const ordem = await createOs(
    tx,
    tenant,
    createOsInput.parse({
      cliente_id: parte.clienteId,
      veiculo_id: parte.veiculoId,
      tecnico_responsavel_id: parte.tecnicoId,
      previsao_entrega: hoje,
      origem: 'Indicação',
      km_entrada: parte.km,
      forma_pagamento_preferida: 'pix',
      itens: servicos.map((s) => ({
        tipo: 'servico',
        referencia_id: s.id,
        quantidade: 1,
        valor_unitario: s.preco,
      })),
    }),
  )
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido'] as const) {
    await transitionOs(tx, tenant, ordem.id, status, null)
  }
  const sinal = Math.round(ordem.total_geral / 4)
  const faturada = await faturarOs(
    tx,
    tenant,
    ordem.id,
    faturarInput.parse({ forma: 'pix', sinal, parcelas: 3, vencimento_inicial: dias(hoje, -10) }),
  )
  // The demo acts as the company's admin, who sees the titles.
  const primeira = faturada.titulos!.find((t) => t.parcela === '1/3')!
  await registrarRecebimento(
    tx,
    tenant,
    primeira.id,
    recebimentoInput.parse({
      valor: Math.floor(primeira.valor / 2),
      meio: 'pix',
      data_pagamento: dias(hoje, -3),
      obs: 'Metade da primeira parcela',
    }),
  )
}
