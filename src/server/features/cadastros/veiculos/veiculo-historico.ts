import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { VeiculoHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import type { Executor } from '../../../db/client'
import { clientes, os, revisoes, servicosCatalogo } from '../../../db/schema'
import { readTenant } from '../../../db/with-tenant'
import { notFound } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'
import { osDoHistorico } from './veiculo-historico.os'
import { veiculosService } from './veiculos.service'

/**
 * GET /api/veiculos/:id/historico: the vehicle and its owner, its OS timeline and its open revisions (only
 * for a reader with the agenda view: revisions are agenda data).
 */
export function getVeiculoHistorico(db: Executor, tenant: Tenant, id: string): Promise<VeiculoHistoricoView> {
  return readTenant(db, tenant, async (tx) => {
    const veiculo = await veiculosService.get(tx, tenant, id)
    const [cliente] = await tx
      .select({
        id: clientes.id,
        nome_razao: clientes.nome_razao,
        celular: clientes.celular,
        telefone: clientes.telefone,
      })
      .from(clientes)
      .where(and(eq(clientes.empresa_id, tenant.empresaId), eq(clientes.id, veiculo.cliente_id)))
    if (!cliente) throw notFound()
    const timeline = await osDoHistorico(tx, tenant.empresaId, eq(os.veiculo_id, id))
    const revs = can(tenant, 'agenda', 'view')
      ? await tx
          .select({
            id: revisoes.id,
            servico: servicosCatalogo.descricao,
            data_prevista: revisoes.data_prevista,
            km_previsto: revisoes.km_previsto,
            vence_em: revisoes.vence_em,
            situacao: revisoes.situacao,
          })
          .from(revisoes)
          .innerJoin(
            servicosCatalogo,
            and(
              eq(servicosCatalogo.empresa_id, revisoes.empresa_id),
              eq(servicosCatalogo.id, revisoes.servico_id),
            ),
          )
          .where(
            and(
              eq(revisoes.empresa_id, tenant.empresaId),
              eq(revisoes.veiculo_id, id),
              ne(revisoes.situacao, 'concluida'),
            ),
          )
          .orderBy(sql`${revisoes.vence_em} asc nulls last`, asc(revisoes.id))
      : null
    return { veiculo, cliente, os: timeline.os, os_total: timeline.total, revisoes: revs }
  })
}
