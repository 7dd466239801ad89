import { and, eq } from 'drizzle-orm'
import type { VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import type { Database, Tx } from '../../db/client'
import { os, vistorias } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { exigirRascunho, osParaVistoria, registrarNaOs, rotuloDaVistoria } from './vistoria.service'
import {
  fotosDaVistoria,
  hashDaLinha,
  montarVistoria,
  type VistoriaRow,
  vistoriaDaEmpresa,
} from './vistoria-view'

export type Assinante = { nome: string; documento: string | null; imagem: string }
/** Where the signature came from: the evidence kept with it. */
export type Origem = { ip: string | null; userAgent: string | null }

/**
 * Signs a draft inside the caller's transaction: stores who, when, from where and the SHA-256 of the
 * signed content (shared/vistoria conteudoCanonico), and the row becomes read-only.
 */
export async function assinarVistoria(
  tx: Tx,
  v: VistoriaRow,
  assinante: Assinante,
  origem: Origem,
  coletor: { userId: string } | null,
) {
  exigirRascunho(v)
  await osParaVistoria(tx, v.empresa_id, v.os_id)
  const [o] = await tx
    .select({ numero_os: os.numero_os })
    .from(os)
    .where(and(eq(os.empresa_id, v.empresa_id), eq(os.id, v.os_id)))
  const assinado_em = new Date()
  const assinada: VistoriaRow = {
    ...v,
    situacao: 'assinada',
    assinante_nome: assinante.nome,
    assinante_documento: assinante.documento,
    assinado_em,
  }
  const hash = hashDaLinha(assinada, o!.numero_os, await fotosDaVistoria(tx, v.empresa_id, v.id))
  await tx
    .update(vistorias)
    .set({
      situacao: 'assinada',
      assinante_nome: assinante.nome,
      assinante_documento: assinante.documento,
      assinatura_imagem: assinante.imagem,
      assinatura_canal: coletor ? 'balcao' : 'portal',
      assinado_em,
      assinado_por: coletor?.userId ?? null,
      assinado_ip: origem.ip,
      assinado_user_agent: origem.userAgent,
      sha256: hash,
    })
    .where(and(eq(vistorias.empresa_id, v.empresa_id), eq(vistorias.id, v.id)))
  const onde = coletor ? 'na oficina' : 'pelo link enviado ao cliente'
  await registrarNaOs(
    tx,
    v.empresa_id,
    v.os_id,
    `${rotuloDaVistoria(v)} assinada por ${assinante.nome} ${onde}`,
    coletor ?? { userId: null, cliente: { nome: assinante.nome, ...origem } },
  )
}

/** POST /api/vistorias/:id/assinar: the customer signs on the shop's phone or tablet. */
export function assinarNoBalcao(
  db: Database,
  tenant: Tenant,
  id: string,
  assinante: Assinante,
  origem: Origem,
): Promise<VistoriaView> {
  return withTenant(db, tenant, async (tx) => {
    const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
    await assinarVistoria(tx, v, assinante, origem, { userId: tenant.userId })
    return montarVistoria(tx, tenant.empresaId, id)
  })
}
