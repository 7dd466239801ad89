import { and, eq } from 'drizzle-orm'
import { fiscalMessages as fm } from '../../../shared/fiscal/fiscal.messages'
import type { NotaView } from '../../../shared/fiscal/fiscal.schemas'
import { notasMessages as m } from '../../../shared/fiscal/notas.messages'
import type { Executor } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import { ErroFiscal } from '../../integracoes/fiscal/provedor'
import type { Tenant } from '../auth/tenant.service'
import type { DepsNotas } from './emissao.service'
import { lerNota } from './emissao.service'
import { configDaEmpresa, provedorDe } from './nfse-config'

/**
 * POST /api/notas-fiscais/:id/cancelar: asks the provider to cancel an authorized note with the law's
 * reason (outside any transaction). Cancelled: the note says so, with the reason and the moment. Refused
 * by the municipality: the note stays authorized and shows why. A failure talking to the provider
 * answers 502 with its message and changes nothing.
 */
export async function cancelarNota(
  db: Executor,
  tenant: Tenant,
  id: string,
  motivo: string,
  deps: DepsNotas,
): Promise<NotaView> {
  const { nota, cfg } = await readTenant(db, tenant, async (tx) => {
    const [nota] = await tx
      .select()
      .from(notasFiscais)
      .where(and(eq(notasFiscais.empresa_id, tenant.empresaId), eq(notasFiscais.id, id)))
    if (!nota) throw notFound(m.notaNaoEncontrada)
    return { nota, cfg: await configDaEmpresa(tx) }
  })
  if (nota.situacao !== 'autorizada') throw conflict('NFSE_NAO_AUTORIZADA', m.soAutorizadaCancela)
  if (!cfg) throw conflict('NFSE_NAO_CONFIGURADA', fm.naoConfigurado)
  let resposta: Awaited<ReturnType<ReturnType<typeof provedorDe>['cancelar']>>
  try {
    resposta = await provedorDe(cfg, deps.config).cancelar(nota.referencia, motivo)
  } catch (error) {
    if (error instanceof ErroFiscal) throw new AppError(502, 'PROVEDOR_FISCAL', error.message)
    throw error
  }
  const valores =
    resposta.situacao === 'cancelada'
      ? {
          situacao: 'cancelada' as const,
          motivo_cancelamento: motivo,
          cancelada_em: new Date(),
          mensagem: null,
        }
      : { mensagem: resposta.mensagem ?? 'O cancelamento foi recusado.' }
  await withTenant(db, tenant, (tx) =>
    tx
      .update(notasFiscais)
      .set({ ...valores, atualizado_em: new Date() })
      .where(
        and(
          eq(notasFiscais.empresa_id, tenant.empresaId),
          eq(notasFiscais.id, nota.id),
          eq(notasFiscais.situacao, 'autorizada'),
        ),
      ),
  )
  return lerNota(db, tenant, nota.id)
}
