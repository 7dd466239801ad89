import { and, eq, inArray, max } from 'drizzle-orm'
import { fiscalMessages as fm } from '../../../shared/fiscal/fiscal.messages'
import type { NotaView } from '../../../shared/fiscal/fiscal.schemas'
import { notasMessages as m } from '../../../shared/fiscal/notas.messages'
import type { Executor, Tx } from '../../db/client'
import { notasFiscais } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, isUniqueViolation, notFound } from '../../http/errors'
import type { ProvedorFiscal } from '../../integracoes/fiscal/provedor'
import type { FileStorage } from '../../storage/file-storage'
import type { Tenant } from '../auth/tenant.service'
import { lockOs, type OsRow } from '../os/os.service'
import { enviarAoProvedor, registrarResultado } from './acompanhamento.service'
import { dadosDaNota, fusoDe, notaServico } from './dados-da-nota'
import { type ConfigFiscal, configDaEmpresa, type LinhaConfigFiscal, provedorDe } from './nfse-config'
import { type LinhaNota, notaParaView, selectNotas } from './nota-view'

// Issuing the NFS-e of an OS: the note row is made in one transaction with the OS locked (one live note
// per OS, enforced by notas_fiscais_viva_key too), then sent to the provider after the commit.

export interface DepsNotas {
  config: ConfigFiscal
  storage: FileStorage
}

/** The provider's reference of an OS's attempt: stable, letters and digits only (Focus refuses others). */
export const referenciaDe = (osId: string, tentativa: number) => `os${osId.replaceAll('-', '')}t${tentativa}`

/** While the request that made a note sends it, the polling job leaves it alone (longer than a timeout). */
const ENVIO_MS = 60_000

/** The OS's note processing or authorized, if any. */
export async function notaViva(
  tx: Executor,
  empresaId: string,
  osId: string,
): Promise<LinhaNota | undefined> {
  const [viva] = await tx
    .select()
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.empresa_id, empresaId),
        eq(notasFiscais.os_id, osId),
        inArray(notasFiscais.situacao, ['processando', 'autorizada']),
      ),
    )
  return viva
}

/** Why an OS cannot have a note now (not invoiced, cancelled), or null. */
export function recusaDaOs(o: Pick<OsRow, 'status' | 'faturado_em'>): string | null {
  if (o.status === 'cancelado') return m.osCancelada
  if (!o.faturado_em) return m.osNaoFaturada
  return null
}

/**
 * Makes the OS's next attempt in the caller's transaction (the OS locked by the caller), or answers the
 * problems that keep it from being issued. The note is kept as it will be sent (`enviado`).
 */
async function criarNota(
  tx: Tx,
  o: OsRow,
  cfg: LinhaConfigFiscal,
  opts: { consultarEm: Date; criadoPor: string | null },
): Promise<{ nota: LinhaNota } | { problemas: string[] }> {
  const dados = await dadosDaNota(tx, o, cfg)
  if (dados.previa.problemas.length > 0 || !dados.tomador) return { problemas: dados.previa.problemas }
  const [ultima] = await tx
    .select({ tentativa: max(notasFiscais.tentativa) })
    .from(notasFiscais)
    .where(and(eq(notasFiscais.empresa_id, o.empresa_id), eq(notasFiscais.os_id, o.id)))
  const tentativa = (ultima?.tentativa ?? 0) + 1
  const referencia = referenciaDe(o.id, tentativa)
  const enviado = notaServico(
    referencia,
    { ...dados, tomador: dados.tomador },
    cfg,
    await fusoDe(tx, o.empresa_id),
  )
  const { previa } = dados
  const [nota] = await tx
    .insert(notasFiscais)
    .values({
      empresa_id: o.empresa_id,
      os_id: o.id,
      cliente_id: dados.clienteId,
      referencia,
      tentativa,
      provedor: cfg.provedor,
      ambiente: cfg.ambiente,
      competencia: enviado.competencia,
      tomador_nome: enviado.tomador.nome,
      tomador_documento: dados.tomadorDocumento,
      discriminacao: previa.discriminacao,
      codigo_tributacao: previa.codigo_tributacao,
      valor_servicos: previa.valor_servicos,
      desconto: previa.desconto,
      aliquota_iss_bp: previa.aliquota_iss_bp,
      valor_iss: previa.valor_iss,
      iss_retido: previa.iss_retido,
      enviado,
      consultar_em: opts.consultarEm,
      criado_por: opts.criadoPor,
    })
    .returning()
  return { nota }
}

/** One note of the tenant as every answer shows it. */
export async function lerNota(db: Executor, tenant: Tenant, id: string): Promise<NotaView> {
  return readTenant(db, tenant, async (tx) => {
    const [linha] = await selectNotas(tx).where(
      and(eq(notasFiscais.empresa_id, tenant.empresaId), eq(notasFiscais.id, id)),
    )
    if (!linha) throw notFound(m.notaNaoEncontrada)
    return notaParaView(linha)
  })
}

/**
 * POST /api/os/:id/nfse ('Emitir NFS-e', 'Reenviar'): the OS's live note when it has one (a double
 * click, a retry), else a new attempt, sent after the commit and answered with the provider's word.
 */
export async function emitirNotaDaOs(
  db: Executor,
  tenant: Tenant,
  osId: string,
  deps: DepsNotas,
): Promise<{ nota: NotaView; criada: boolean }> {
  let feito: Awaited<ReturnType<typeof criarOuAchar>>
  try {
    feito = await withTenant(db, tenant, (tx) => criarOuAchar(tx, tenant, osId, deps))
  } catch (error) {
    // Another request made the OS's live note between our read and our insert (the unique index).
    if (!isUniqueViolation(error)) throw error
    const viva = await readTenant(db, tenant, (tx) => notaViva(tx, tenant.empresaId, osId))
    if (!viva) throw error
    return { nota: await lerNota(db, tenant, viva.id), criada: false }
  }
  if (!('provedor' in feito)) return { nota: await lerNota(db, tenant, feito.existente.id), criada: false }
  const { nota, provedor } = feito
  await registrarResultado(db, nota, await enviarAoProvedor(provedor, nota), provedor, deps.storage)
  return { nota: await lerNota(db, tenant, nota.id), criada: true }
}

async function criarOuAchar(
  tx: Tx,
  tenant: Tenant,
  osId: string,
  deps: DepsNotas,
): Promise<{ existente: LinhaNota } | { nota: LinhaNota; provedor: ProvedorFiscal }> {
  const o = await lockOs(tx, tenant, osId)
  const viva = await notaViva(tx, tenant.empresaId, o.id)
  if (viva) return { existente: viva }
  const cfg = await configDaEmpresa(tx)
  if (!cfg) throw conflict('NFSE_NAO_CONFIGURADA', fm.naoConfigurado)
  const recusa = recusaDaOs(o)
  if (recusa) throw conflict('OS_SEM_NFSE', recusa)
  // The secrets are opened before anything is written: unreadable ones refuse with nothing to undo.
  const provedor = provedorDe(cfg, deps.config)
  const criada = await criarNota(tx, o, cfg, {
    consultarEm: new Date(Date.now() + ENVIO_MS),
    criadoPor: tenant.userId,
  })
  if ('problemas' in criada) throw new AppError(400, 'NFSE_COM_PROBLEMAS', criada.problemas.join(' '))
  return { nota: criada.nota, provedor }
}

/**
 * 'Emitir NFS-e ao faturar', inside the invoice's transaction (the OS locked by it): the note is made
 * when the company asked for it and nothing keeps it from being issued; the polling job sends it after
 * the commit (the route wakes it). Problems leave the OS without a note: its page says why.
 */
export async function notaAoFaturar(tx: Tx, tenant: Tenant, osId: string): Promise<void> {
  const cfg = await configDaEmpresa(tx)
  if (!cfg?.emitir_ao_faturar) return
  const o = await lockOs(tx, tenant, osId)
  if (recusaDaOs(o) || (await notaViva(tx, tenant.empresaId, o.id))) return
  await criarNota(tx, o, cfg, { consultarEm: new Date(), criadoPor: tenant.userId })
}

/** Reversing an invoice whose OS has a note processing or authorized is refused: cancel the note first. */
export async function recusarEstornoComNota(tx: Tx, tenant: Tenant, osId: string): Promise<void> {
  if (await notaViva(tx, tenant.empresaId, osId)) {
    throw conflict('NFSE_VIVA', m.cancelarAntesDeEstornar)
  }
}
