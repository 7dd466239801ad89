import { and, eq, sql } from 'drizzle-orm'
import { treinamentoMessages as m } from '../../../shared/treinamento/treinamento.messages'
import type {
  MarcarProgressoInput,
  ProgressoView,
  TreinamentoManifesto,
  TreinamentoTipo,
  TreinamentoView,
} from '../../../shared/treinamento/treinamento.schemas'
import type { Database } from '../../db/client'
import { treinamentoProgresso as progresso } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { fonteDoVideo, type TreinamentoConteudo } from './treinamento-conteudo'

type VideoOpts = { videosDirs: readonly string[]; videoBaseUrl: string | undefined }

const chave = (tipo: TreinamentoTipo, id: string) => `${tipo}:${id}`

const doUsuario = (tenant: Tenant) =>
  and(eq(progresso.empresa_id, tenant.empresaId), eq(progresso.user_id, tenant.userId))

/**
 * The catalogue with the signed-in user's progress (one query): each item carries the date the user
 * concluded it, and each video how it can be played on this server right now.
 */
export async function getTreinamento(
  db: Database,
  tenant: Tenant,
  conteudo: TreinamentoConteudo,
  videoOpts: VideoOpts,
): Promise<TreinamentoView> {
  const feitos = await withTenant(db, tenant, (tx) =>
    tx
      .select({ tipo: progresso.item_tipo, id: progresso.item_id, em: progresso.concluido_em })
      .from(progresso)
      .where(doUsuario(tenant)),
  )
  const datas = new Map(feitos.map((row) => [chave(row.tipo, row.id), row.em.toISOString()]))
  const concluidoEm = (tipo: TreinamentoTipo, id: string) => datas.get(chave(tipo, id)) ?? null
  const { videos, documentos, guias, faq } = conteudo.manifesto
  return {
    // The file name and embed key stay on the server: the card only needs how to play it.
    videos: videos.map((video) => ({
      id: video.id,
      titulo: video.titulo,
      descricao: video.descricao,
      categoria: video.categoria,
      duracao: video.duracao,
      fonte: fonteDoVideo(video, videoOpts),
      concluido_em: concluidoEm('video', video.id),
    })),
    documentos: documentos.map(({ id, titulo, descricao, tipo }) => ({
      id,
      titulo,
      descricao,
      tipo,
      url: `/api/treinamento/documentos/${id}`,
      download_url: `/api/treinamento/documentos/${id}?download=1`,
      concluido_em: concluidoEm('documento', id),
    })),
    guias: guias.map((guia) => ({ ...guia, concluido_em: concluidoEm('guia', guia.id) })),
    faq,
  }
}

const listaDo: Record<TreinamentoTipo, keyof Omit<TreinamentoManifesto, 'faq'>> = {
  video: 'videos',
  documento: 'documentos',
  guia: 'guias',
}

/** The item must be in the manifest: the progress table never holds a name the catalogue does not know. */
function exigirItem(manifesto: TreinamentoManifesto, { tipo, item_id }: MarcarProgressoInput) {
  const itens: { id: string }[] = manifesto[listaDo[tipo]]
  if (!itens.some((item) => item.id === item_id)) {
    throw new AppError(400, 'ITEM_NAO_ENCONTRADO', m.itemNaoEncontrado, { item_id: m.itemNaoEncontrado })
  }
}

/** Marks an item concluded for the user. Idempotent: marking again keeps (and answers) the first date. */
export async function marcarConcluido(
  db: Database,
  tenant: Tenant,
  manifesto: TreinamentoManifesto,
  input: MarcarProgressoInput,
): Promise<ProgressoView> {
  exigirItem(manifesto, input)
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .insert(progresso)
      .values({
        empresa_id: tenant.empresaId,
        user_id: tenant.userId,
        item_tipo: input.tipo,
        item_id: input.item_id,
      })
      // A no-op update so the existing row comes back in the same statement.
      .onConflictDoUpdate({
        target: [progresso.empresa_id, progresso.user_id, progresso.item_tipo, progresso.item_id],
        set: { concluido_em: sql`${progresso.concluido_em}` },
      })
      .returning({ em: progresso.concluido_em }),
  )
  if (!row) throw new Error('insert … returning gave no row')
  return { tipo: input.tipo, item_id: input.item_id, concluido_em: row.em.toISOString() }
}

/** Unmarks an item (a guide marked by mistake). Idempotent: unmarking what is not marked changes nothing. */
export async function desmarcarConcluido(
  db: Database,
  tenant: Tenant,
  manifesto: TreinamentoManifesto,
  input: MarcarProgressoInput,
): Promise<void> {
  exigirItem(manifesto, input)
  await withTenant(db, tenant, (tx) =>
    tx
      .delete(progresso)
      .where(
        and(doUsuario(tenant), eq(progresso.item_tipo, input.tipo), eq(progresso.item_id, input.item_id)),
      ),
  )
}
