import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { HistoricoOs } from '../../../../shared/cadastros/historico.schemas'
import { HISTORICO_LIMITE_OS } from '../../../../shared/cadastros/historico.schemas'
import type { Tx } from '../../../db/client'
import { os, osFotos, osItens, veiculos } from '../../../db/schema'
import { fotoUrl } from '../../os/fotos/fotos.service'

/** Thumbnails per OS on a timeline: enough to recognise the job, few enough to keep the page light. */
const FOTOS_POR_OS = 3

/**
 * The timeline of a vehicle's or customer's OS (`filtro` on `os`), newest first, capped at
 * HISTORICO_LIMITE_OS, with the total: item descriptions and photos come from correlated subqueries along
 * their (empresa_id, os_id) indexes, so the cap bounds the work.
 */
export async function osDoHistorico(
  tx: Tx,
  empresaId: string,
  filtro: SQL | undefined,
): Promise<{ os: HistoricoOs[]; total: number }> {
  const doOs = (tabela: typeof osItens | typeof osFotos) =>
    sql`${tabela.empresa_id} = ${os.empresa_id} and ${tabela.os_id} = ${os.id}`
  const descricoes = (tipo: 'servico' | 'produto') =>
    sql<string[]>`coalesce((select array_agg(${osItens.descricao} order by ${osItens.ordem}, ${osItens.id})
      from ${osItens} where ${doOs(osItens)} and ${osItens.tipo} = ${tipo}), '{}')`
  const where = and(eq(os.empresa_id, empresaId), filtro)
  const rows = await tx
    .select({
      id: os.id,
      numero_os: os.numero_os,
      status: os.status,
      data_abertura: os.data_abertura,
      km_entrada: os.km_entrada,
      total_geral: os.total_geral,
      veiculo_id: veiculos.id,
      placa: veiculos.placa,
      modelo: veiculos.modelo,
      servicos: descricoes('servico'),
      produtos: descricoes('produto'),
      fotos_total: sql<number>`(select count(*)::int from ${osFotos} where ${doOs(osFotos)})`,
      fotos: sql<string[]>`coalesce((select array_agg(f.id order by f.criado_em, f.id) from (
          select ${osFotos.id} as id, ${osFotos.criado_em} as criado_em from ${osFotos} where ${doOs(osFotos)}
          order by ${osFotos.criado_em}, ${osFotos.id} limit ${FOTOS_POR_OS}) f), '{}')`,
    })
    .from(os)
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .where(where)
    .orderBy(desc(os.data_abertura), desc(os.criado_em), desc(os.id))
    .limit(HISTORICO_LIMITE_OS)
  const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(os).where(where)
  return {
    total: Number(total),
    os: rows.map((r) => ({
      id: r.id,
      numero_os: r.numero_os,
      status: r.status,
      data_abertura: String(r.data_abertura),
      km_entrada: r.km_entrada,
      veiculo:
        r.veiculo_id && r.placa && r.modelo ? { id: r.veiculo_id, placa: r.placa, modelo: r.modelo } : null,
      servicos: r.servicos,
      produtos: r.produtos,
      total_geral: Number(r.total_geral),
      fotos_total: Number(r.fotos_total),
      fotos: r.fotos.map((fotoId) => fotoUrl(r.id, fotoId)),
    })),
  }
}
