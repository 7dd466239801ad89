import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import {
  dataKmEstimada,
  kmPorDia,
  type LeituraKm,
  proximaRevisao,
  ultimaLeitura,
} from '../../../shared/revisoes/regras'
import type { Tx } from '../../db/client'
import { os, osItens, revisoes, servicosCatalogo, veiculos } from '../../db/schema'
import type { Tenant } from '../auth/tenant.service'

type OsEntregue = Pick<
  typeof os.$inferSelect,
  'id' | 'cliente_id' | 'veiculo_id' | 'km_entrada' | 'data_abertura'
>

/** The vehicle's odometer readings: the entry km of each of its OS that has one (not cancelled). */
async function leiturasDoVeiculo(tx: Tx, empresaId: string, veiculoId: string): Promise<LeituraKm[]> {
  const linhas = await tx
    .select({ dia: os.data_abertura, km: os.km_entrada })
    .from(os)
    .where(
      and(
        eq(os.empresa_id, empresaId),
        eq(os.veiculo_id, veiculoId),
        isNotNull(os.km_entrada),
        ne(os.status, 'cancelado'),
      ),
    )
  return linhas.map((l) => ({ dia: l.dia, km: l.km as number }))
}

/**
 * Delivering an OS (issue 27 item 3), inside its status transaction: every open revision of this vehicle
 * for a catalogue service on the OS is done (concluida, by this OS), then each service with a recurrence
 * opens the vehicle's next one. Delivery, not creation, closes them: an OS opened and then cancelled or
 * never finished did not do the service, and the customer should still be reminded. An OS without a
 * vehicle has nothing to remind.
 */
export async function registrarRevisoesDaEntrega(tx: Tx, tenant: Tenant, o: OsEntregue) {
  if (!o.veiculo_id) return
  const empresaId = tenant.empresaId
  const servicos = await tx
    .selectDistinct({
      id: servicosCatalogo.id,
      meses: servicosCatalogo.revisao_meses,
      km: servicosCatalogo.revisao_km,
    })
    .from(osItens)
    .innerJoin(
      servicosCatalogo,
      and(
        eq(servicosCatalogo.empresa_id, osItens.empresa_id),
        eq(servicosCatalogo.id, osItens.referencia_id),
      ),
    )
    .where(and(eq(osItens.empresa_id, empresaId), eq(osItens.os_id, o.id), eq(osItens.tipo, 'servico')))
  if (servicos.length === 0) return

  // The earlier revision was done by this OS: closed before the next one takes its place (one open each).
  await tx
    .update(revisoes)
    .set({ situacao: 'concluida', concluida_os_id: o.id, concluida_em: sql`now()` })
    .where(
      and(
        eq(revisoes.empresa_id, empresaId),
        eq(revisoes.veiculo_id, o.veiculo_id),
        inArray(
          revisoes.servico_id,
          servicos.map((s) => s.id),
        ),
        ne(revisoes.situacao, 'concluida'),
        ne(revisoes.os_id, o.id),
      ),
    )

  const recorrentes = servicos.filter((s) => s.meses || s.km)
  if (recorrentes.length === 0) return
  const [veiculo] = await tx
    .select({ cliente_id: veiculos.cliente_id, km_atual: veiculos.km_atual })
    .from(veiculos)
    .where(and(eq(veiculos.empresa_id, empresaId), eq(veiculos.id, o.veiculo_id)))
  if (!veiculo) return
  const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
  const leituras = await leiturasDoVeiculo(tx, empresaId, o.veiculo_id)
  const media = kmPorDia(leituras)
  const ultima = ultimaLeitura(leituras)

  for (const s of recorrentes) {
    const proxima = proximaRevisao(
      { meses: s.meses, km: s.km },
      { dia: hoje, kmEntrada: o.km_entrada, kmAtualVeiculo: veiculo.km_atual },
    )
    if (!proxima) continue
    const valores = {
      ...proxima,
      data_km_estimada: dataKmEstimada(proxima.km_previsto, ultima, media, hoje),
      os_id: o.id,
      cliente_id: o.cliente_id ?? veiculo.cliente_id,
    }
    // Delivered again (the same OS): its open revision is recomputed and back to pending.
    await tx
      .insert(revisoes)
      .values({ empresa_id: empresaId, veiculo_id: o.veiculo_id, servico_id: s.id, ...valores })
      .onConflictDoUpdate({
        target: [revisoes.empresa_id, revisoes.veiculo_id, revisoes.servico_id],
        targetWhere: sql`situacao <> 'concluida'`,
        set: { ...valores, situacao: 'pendente', contatado_em: null, contatado_por: null },
      })
  }
}
