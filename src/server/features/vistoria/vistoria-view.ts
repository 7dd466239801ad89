import { createHash } from 'node:crypto'
import { aliasedTable, and, asc, desc, eq, ne } from 'drizzle-orm'
import {
  type ConteudoAssinado,
  conteudoCanonico,
  cpfMascarado,
  type Marca,
  type MarcaTipo,
  type Vista,
} from '../../../shared/vistoria/vistoria'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { MarcaView, VistoriaResumo, VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import type { Tx } from '../../db/client'
import { clientes, os, users, veiculos, vistoriaFotos, vistorias } from '../../db/schema'
import { notFound } from '../../http/errors'

export type VistoriaRow = typeof vistorias.$inferSelect

export const fotoDaVistoriaUrl = (vistoriaId: string, fotoId: string) =>
  `/api/vistorias/${vistoriaId}/fotos/${fotoId}`

/** The row, locked for a change when `paraAlterar`; 404 when not the company's. */
export async function vistoriaDaEmpresa(tx: Tx, empresaId: string, id: string, paraAlterar = false) {
  const q = tx
    .select()
    .from(vistorias)
    .where(and(eq(vistorias.empresa_id, empresaId), eq(vistorias.id, id)))
  const [row] = paraAlterar ? await q.for('update') : await q
  if (!row) throw notFound(m.naoEncontrada)
  return row
}

export function fotosDaVistoria(tx: Tx, empresaId: string, vistoriaId: string) {
  return tx
    .select({ id: vistoriaFotos.id, sha256: vistoriaFotos.sha256, arquivo: vistoriaFotos.arquivo })
    .from(vistoriaFotos)
    .where(and(eq(vistoriaFotos.empresa_id, empresaId), eq(vistoriaFotos.vistoria_id, vistoriaId)))
    .orderBy(asc(vistoriaFotos.criado_em), asc(vistoriaFotos.id))
}

/** What the signature covers, from the stored row and its photos' hashes. */
export function conteudoDaVistoria(
  row: VistoriaRow,
  numeroOs: string,
  shaDaFoto: Map<string, string>,
  assinatura: { nome: string; documento: string | null; assinado_em: Date },
): ConteudoAssinado {
  return {
    numero_os: numeroOs,
    tipo: row.tipo,
    versao: row.versao,
    km: row.km,
    combustivel: row.combustivel,
    checklist: row.checklist,
    observacoes: row.observacoes,
    marcas: row.marcas.map(
      (mk): Marca => ({
        numero: mk.numero,
        vista: mk.vista as Vista,
        x: mk.x,
        y: mk.y,
        tipo: mk.tipo as MarcaTipo,
        descricao: mk.descricao,
        foto_sha256: mk.foto_id ? (shaDaFoto.get(mk.foto_id) ?? null) : null,
      }),
    ),
    termos: row.termos,
    assinante: { nome: assinatura.nome, documento: assinatura.documento },
    assinado_em: assinatura.assinado_em.toISOString(),
  }
}

export const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex')

const marcasView = (row: VistoriaRow): MarcaView[] =>
  row.marcas.map((mk) => ({
    numero: mk.numero,
    vista: mk.vista as Vista,
    x: mk.x,
    y: mk.y,
    tipo: mk.tipo as MarcaTipo,
    descricao: mk.descricao,
    foto: mk.foto_id ? { id: mk.foto_id, url: fotoDaVistoriaUrl(row.id, mk.foto_id) } : null,
  }))

export const resumoDaVistoria = (
  v: Pick<
    VistoriaRow,
    'id' | 'tipo' | 'versao' | 'situacao' | 'marcas' | 'assinado_em' | 'assinante_nome' | 'criado_em'
  >,
): VistoriaResumo => ({
  id: v.id,
  tipo: v.tipo,
  versao: v.versao,
  situacao: v.situacao,
  marcas: v.marcas.length,
  assinado_em: v.assinado_em?.toISOString() ?? null,
  assinante: v.assinante_nome,
  criado_em: v.criado_em.toISOString(),
})

/** Every inspection of an OS, newest version first within each kind (check-in first). */
export function vistoriasDaOs(tx: Tx, empresaId: string, osId: string) {
  return tx
    .select()
    .from(vistorias)
    .where(and(eq(vistorias.empresa_id, empresaId), eq(vistorias.os_id, osId)))
    .orderBy(asc(vistorias.tipo), desc(vistorias.versao))
}

const coletor = aliasedTable(users, 'coletor')
const autor = aliasedTable(users, 'autor')

/** GET /api/vistorias/:id and every write's answer. */
export async function montarVistoria(tx: Tx, empresaId: string, id: string): Promise<VistoriaView> {
  const [linha] = await tx
    .select({
      v: vistorias,
      numero_os: os.numero_os,
      cliente_nome: clientes.nome_razao,
      marca: veiculos.marca,
      modelo: veiculos.modelo,
      placa: veiculos.placa,
      coletada_por: coletor.name,
      criado_por: autor.name,
    })
    .from(vistorias)
    .innerJoin(os, and(eq(os.empresa_id, vistorias.empresa_id), eq(os.id, vistorias.os_id)))
    .leftJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .leftJoin(coletor, eq(coletor.id, vistorias.assinado_por))
    .leftJoin(autor, eq(autor.id, vistorias.criado_por))
    .where(and(eq(vistorias.empresa_id, empresaId), eq(vistorias.id, id)))
  if (!linha) throw notFound(m.naoEncontrada)
  const v = linha.v
  const fotos = await fotosDaVistoria(tx, empresaId, id)
  const versoes = await tx
    .select()
    .from(vistorias)
    .where(and(eq(vistorias.empresa_id, empresaId), eq(vistorias.os_id, v.os_id), eq(vistorias.tipo, v.tipo)))
    .orderBy(desc(vistorias.versao))
  const [entrada] =
    v.tipo === 'saida'
      ? await tx
          .select()
          .from(vistorias)
          .where(
            and(
              eq(vistorias.empresa_id, empresaId),
              eq(vistorias.os_id, v.os_id),
              eq(vistorias.tipo, 'entrada'),
              ne(vistorias.situacao, 'substituida'),
            ),
          )
      : []
  const naMarca = new Set(v.marcas.map((mk) => mk.foto_id))
  return {
    id: v.id,
    os_id: v.os_id,
    numero_os: linha.numero_os,
    cliente_nome: linha.cliente_nome,
    veiculo: linha.placa
      ? { descricao: `${linha.marca ?? ''} ${linha.modelo ?? ''}`.trim(), placa: linha.placa }
      : null,
    tipo: v.tipo,
    versao: v.versao,
    situacao: v.situacao,
    km: v.km,
    combustivel: v.combustivel,
    checklist: v.checklist,
    observacoes: v.observacoes,
    marcas: marcasView(v),
    marcas_da_entrada: entrada ? marcasView(entrada) : null,
    fotos_soltas: fotos
      .filter((f) => !naMarca.has(f.id))
      .map((f) => ({ id: f.id, url: fotoDaVistoriaUrl(v.id, f.id) })),
    termos: v.termos,
    assinatura:
      v.assinado_em && v.sha256 && v.assinante_nome && v.assinatura_imagem && v.assinatura_canal
        ? {
            nome: v.assinante_nome,
            documento: v.assinante_documento ? cpfMascarado(v.assinante_documento) : null,
            canal: v.assinatura_canal,
            assinado_em: v.assinado_em.toISOString(),
            coletada_por: linha.coletada_por,
            ip: v.assinado_ip,
            user_agent: v.assinado_user_agent,
            sha256: v.sha256,
            confere: v.sha256 === hashDaLinha(v, linha.numero_os, fotos),
            imagem: v.assinatura_imagem,
          }
        : null,
    criado_por: linha.criado_por,
    criado_em: v.criado_em.toISOString(),
    versoes: versoes.map(resumoDaVistoria),
  }
}

/** The SHA-256 the stored content gives now: equal to the signed one unless something was changed since. */
export function hashDaLinha(v: VistoriaRow, numeroOs: string, fotos: { id: string; sha256: string }[]) {
  if (!v.assinado_em || !v.assinante_nome) return null
  const shaDaFoto = new Map(fotos.map((f) => [f.id, f.sha256]))
  const assinatura = { nome: v.assinante_nome, documento: v.assinante_documento, assinado_em: v.assinado_em }
  return sha256(conteudoCanonico(conteudoDaVistoria(v, numeroOs, shaDaFoto, assinatura)))
}
