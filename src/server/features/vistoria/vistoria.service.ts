import { and, eq, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { type VistoriaTipo, vistoriaTipoLabels } from '../../../shared/vistoria/vistoria'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type {
  atualizarVistoriaInput,
  VistoriaResumo,
  VistoriaView,
} from '../../../shared/vistoria/vistoria.schemas'
import type { Database, Tx } from '../../db/client'
import { os, osHistorico, vistoriaFotos, vistorias } from '../../db/schema'
import type { MarcaGuardada } from '../../db/schema/vistorias'
import { readTenant, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { modeloDaEmpresa, TERMOS_DE_SAIDA } from './vistoria-modelo'
import {
  montarVistoria,
  resumoDaVistoria,
  type VistoriaRow,
  vistoriaDaEmpresa,
  vistoriasDaOs,
} from './vistoria-view'

type OsDaVistoria = { status: (typeof os.$inferSelect)['status'] }

/** The OS row, locked: inspections follow the OS (404 when not the company's, 409 once cancelled). */
export async function osParaVistoria(tx: Tx, empresaId: string, osId: string): Promise<OsDaVistoria> {
  const [row] = await tx
    .select({ status: os.status })
    .from(os)
    .where(and(eq(os.empresa_id, empresaId), eq(os.id, osId)))
    .for('update')
  if (!row) throw notFound(m.osNaoEncontrada)
  if (row.status === 'cancelado') throw conflict('OS_CANCELADA', m.osFechada)
  return row
}

/** One line in the OS history for each inspection step (issue 26 item 5). */
export async function registrarNaOs(
  tx: Tx,
  empresaId: string,
  osId: string,
  observacao: string,
  autor: { userId: string | null; cliente?: { nome: string; ip: string | null; userAgent: string | null } },
) {
  const [o] = await tx
    .select({ status: os.status })
    .from(os)
    .where(and(eq(os.empresa_id, empresaId), eq(os.id, osId)))
  await tx.insert(osHistorico).values({
    empresa_id: empresaId,
    os_id: osId,
    de_status: null,
    para_status: o!.status,
    evento: 'vistoria',
    observacao,
    user_id: autor.userId,
    origem: autor.cliente ? 'portal' : 'usuario',
    nome_cliente: autor.cliente?.nome ?? null,
    ip: autor.cliente?.ip ?? null,
    user_agent: autor.cliente?.userAgent ?? null,
  })
}

export const rotuloDaVistoria = (v: Pick<VistoriaRow, 'tipo' | 'versao'>) =>
  `${vistoriaTipoLabels[v.tipo]}${v.versao > 1 ? ` (versão ${v.versao})` : ''}`

/** GET /api/os/:id/vistorias: every version of both kinds. */
export function listarVistorias(db: Database, tenant: Tenant, osId: string): Promise<VistoriaResumo[]> {
  return readTenant(db, tenant, async (tx) => {
    const [o] = await tx
      .select({ id: os.id })
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, osId)))
    if (!o) throw notFound(m.osNaoEncontrada)
    return (await vistoriasDaOs(tx, tenant.empresaId, osId)).map(resumoDaVistoria)
  })
}

/**
 * POST /api/os/:id/vistorias: a draft with the company's checklist (nothing ticked). A check-out starts
 * from the check-in's checklist and km, and needs one; a kind the OS already has is refused (409).
 */
export function criarVistoria(
  db: Database,
  tenant: Tenant,
  osId: string,
  tipo: VistoriaTipo,
): Promise<VistoriaView> {
  return withTenant(db, tenant, async (tx) => {
    await osParaVistoria(tx, tenant.empresaId, osId)
    const atuais = (await vistoriasDaOs(tx, tenant.empresaId, osId)).filter(
      (v) => v.situacao !== 'substituida',
    )
    const existente = atuais.find((v) => v.tipo === tipo)
    if (existente) throw new AppError(409, 'VISTORIA_EXISTE', m.jaExiste, undefined, { id: existente.id })
    const entrada = atuais.find((v) => v.tipo === 'entrada')
    if (tipo === 'saida' && !entrada) throw conflict('SEM_VISTORIA_ENTRADA', m.semEntrada)
    const modelo = await modeloDaEmpresa(tx, tenant.empresaId)
    const [nova] = await tx
      .insert(vistorias)
      .values({
        empresa_id: tenant.empresaId,
        os_id: osId,
        tipo,
        checklist:
          tipo === 'saida' && entrada
            ? entrada.checklist
            : modelo.itens.map((item) => ({ item, presente: false })),
        km: tipo === 'saida' ? (entrada?.km ?? null) : null,
        termos: tipo === 'saida' ? TERMOS_DE_SAIDA : modelo.termos,
        criado_por: tenant.userId,
      })
      .returning()
    await registrarNaOs(tx, tenant.empresaId, osId, `${vistoriaTipoLabels[tipo]} iniciada`, tenant)
    return montarVistoria(tx, tenant.empresaId, nova!.id)
  })
}

export function obterVistoria(db: Database, tenant: Tenant, id: string): Promise<VistoriaView> {
  return readTenant(db, tenant, (tx) => montarVistoria(tx, tenant.empresaId, id))
}

/** A draft only: a signed inspection is read-only (409), a replaced one too. */
export function exigirRascunho(v: VistoriaRow) {
  if (v.situacao === 'assinada') throw conflict('VISTORIA_ASSINADA', m.assinada)
  if (v.situacao === 'substituida') throw conflict('VISTORIA_SUBSTITUIDA', m.substituida)
}

/** The marks as stored: numbered in the order sent; a photo must be one of this inspection's. */
async function marcasGuardadas(
  tx: Tx,
  v: VistoriaRow,
  marcas: NonNullable<z.infer<typeof atualizarVistoriaInput>['marcas']>,
): Promise<MarcaGuardada[]> {
  const fotoIds = [...new Set(marcas.flatMap((mk) => (mk.foto_id ? [mk.foto_id] : [])))]
  if (fotoIds.length) {
    const achadas = await tx
      .select({ id: vistoriaFotos.id })
      .from(vistoriaFotos)
      .where(
        and(
          eq(vistoriaFotos.empresa_id, v.empresa_id),
          eq(vistoriaFotos.vistoria_id, v.id),
          inArray(vistoriaFotos.id, fotoIds),
        ),
      )
    if (achadas.length !== fotoIds.length)
      throw new AppError(400, 'VALIDATION', m.fotoNaoEncontrada, { marcas: m.fotoNaoEncontrada })
  }
  return marcas.map((mk, i) => ({ numero: i + 1, ...mk }))
}

/** PATCH /api/vistorias/:id: the fields sent replace the stored ones (marks as a whole list). */
export function atualizarVistoria(
  db: Database,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof atualizarVistoriaInput>,
): Promise<VistoriaView> {
  return withTenant(db, tenant, async (tx) => {
    const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
    exigirRascunho(v)
    await osParaVistoria(tx, tenant.empresaId, v.os_id)
    const mudancas: Partial<typeof vistorias.$inferInsert> = {}
    if (input.km !== undefined) mudancas.km = input.km
    if (input.combustivel !== undefined) mudancas.combustivel = input.combustivel
    if (input.checklist) mudancas.checklist = input.checklist
    if (input.observacoes !== undefined) mudancas.observacoes = input.observacoes
    if (input.marcas) mudancas.marcas = await marcasGuardadas(tx, v, input.marcas)
    if (Object.keys(mudancas).length)
      await tx
        .update(vistorias)
        .set(mudancas)
        .where(and(eq(vistorias.empresa_id, tenant.empresaId), eq(vistorias.id, id)))
    return montarVistoria(tx, tenant.empresaId, id)
  })
}

/**
 * POST /api/vistorias/:id/corrigir: a signed inspection stays as signed ('substituida'); a new draft
 * version starts from its content, photos included (the files are shared, never rewritten).
 */
export function corrigirVistoria(db: Database, tenant: Tenant, id: string): Promise<VistoriaView> {
  return withTenant(db, tenant, async (tx) => {
    const v = await vistoriaDaEmpresa(tx, tenant.empresaId, id, true)
    if (v.situacao !== 'assinada') throw conflict('VISTORIA_NAO_ASSINADA', m.naoAssinada)
    await osParaVistoria(tx, tenant.empresaId, v.os_id)
    await tx
      .update(vistorias)
      .set({ situacao: 'substituida' })
      .where(and(eq(vistorias.empresa_id, tenant.empresaId), eq(vistorias.id, id)))
    const [nova] = await tx
      .insert(vistorias)
      .values({
        empresa_id: tenant.empresaId,
        os_id: v.os_id,
        tipo: v.tipo,
        versao: v.versao + 1,
        km: v.km,
        combustivel: v.combustivel,
        checklist: v.checklist,
        observacoes: v.observacoes,
        marcas: v.marcas,
        termos: v.termos,
        criado_por: tenant.userId,
      })
      .returning({ id: vistorias.id })
    await copiarFotos(tx, v, nova!.id, tenant.userId)
    await registrarNaOs(
      tx,
      tenant.empresaId,
      v.os_id,
      `${vistoriaTipoLabels[v.tipo]}: correção iniciada (versão ${v.versao + 1}); a versão ${v.versao} assinada fica guardada`,
      tenant,
    )
    return montarVistoria(tx, tenant.empresaId, nova!.id)
  })
}

/** The new version's photo rows keep their ids' places in the marks (the ids change, the files do not). */
async function copiarFotos(tx: Tx, de: VistoriaRow, paraId: string, userId: string) {
  const fotos = await tx
    .select()
    .from(vistoriaFotos)
    .where(and(eq(vistoriaFotos.empresa_id, de.empresa_id), eq(vistoriaFotos.vistoria_id, de.id)))
  if (!fotos.length) return
  const copias = await tx
    .insert(vistoriaFotos)
    .values(
      fotos.map((f) => ({
        empresa_id: f.empresa_id,
        vistoria_id: paraId,
        arquivo: f.arquivo,
        mime: f.mime,
        tamanho: f.tamanho,
        sha256: f.sha256,
        user_id: userId,
      })),
    )
    .returning({ id: vistoriaFotos.id })
  const novoId = new Map(fotos.map((f, i) => [f.id, copias[i]!.id]))
  await tx
    .update(vistorias)
    .set({
      marcas: de.marcas.map((mk) => ({
        ...mk,
        foto_id: mk.foto_id ? (novoId.get(mk.foto_id) ?? null) : null,
      })),
    })
    .where(and(eq(vistorias.empresa_id, de.empresa_id), eq(vistorias.id, paraId)))
}

/** The live (not replaced) inspection of each kind, for the OS page, the board and the customer's page. */
export function vistoriasAtuais(tx: Tx, empresaId: string, osId: string) {
  return tx
    .select()
    .from(vistorias)
    .where(
      and(
        eq(vistorias.empresa_id, empresaId),
        eq(vistorias.os_id, osId),
        ne(vistorias.situacao, 'substituida'),
      ),
    )
}
