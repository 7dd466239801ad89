import { eq, sql } from 'drizzle-orm'
import { ITENS_PADRAO, TERMOS_PADRAO } from '../../../shared/vistoria/vistoria'
import type { VistoriaModelo } from '../../../shared/vistoria/vistoria.schemas'
import type { Database, Tx } from '../../db/client'
import { vistoriaModelos } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'

/** What the customer reads when signing the check-out: receiving the car back, not leaving it. */
export const TERMOS_DE_SAIDA =
  'Declaro que recebi o veículo nas condições descritas nesta vistoria de saída, com os itens marcados ' +
  'como presentes, e que as avarias novas em relação à vistoria de entrada estão registradas aqui.'

/** The company's checklist and terms, or the product's defaults until it saves its own. */
export async function modeloDaEmpresa(tx: Tx, empresaId: string): Promise<VistoriaModelo> {
  const [row] = await tx
    .select({ itens: vistoriaModelos.itens, termos: vistoriaModelos.termos })
    .from(vistoriaModelos)
    .where(eq(vistoriaModelos.empresa_id, empresaId))
  return row ?? { itens: ITENS_PADRAO, termos: TERMOS_PADRAO }
}

export const obterModelo = (db: Database, tenant: Tenant) =>
  readTenant(db, tenant, (tx) => modeloDaEmpresa(tx, tenant.empresaId))

/** PUT /api/vistorias/modelo: new inspections use it; the ones already made keep theirs. */
export function salvarModelo(db: Database, tenant: Tenant, modelo: VistoriaModelo): Promise<VistoriaModelo> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .insert(vistoriaModelos)
      .values({ empresa_id: tenant.empresaId, ...modelo })
      .onConflictDoUpdate({
        target: vistoriaModelos.empresa_id,
        set: { itens: modelo.itens, termos: modelo.termos, atualizado_em: sql`now()` },
      })
      .returning({ itens: vistoriaModelos.itens, termos: vistoriaModelos.termos })
    return row!
  })
}
