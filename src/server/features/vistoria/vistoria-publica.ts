import { and, eq, ne } from 'drizzle-orm'
import { vistoriaMessages as m } from '../../../shared/vistoria/vistoria.messages'
import type { AssinarPeloPortalInput, VistoriaPublicaView } from '../../../shared/vistoria/vistoria.schemas'
import type { Database, Tx } from '../../db/client'
import { empresas, vistoriaFotos, vistorias } from '../../db/schema'
import { notFound } from '../../http/errors'
import { assinarVistoria, type Origem } from './vistoria-assinatura'
import { linkDoToken } from './vistoria-links'
import { montarVistoria, vistoriaDaEmpresa } from './vistoria-view'

const fotoPublicaUrl = (token: string, fotoId: string) => `/api/public/vistorias/${token}/fotos/${fotoId}`

/**
 * The inspection a link shows: the one it was made for, or, once a correction replaced it, the current
 * version of the same kind (the customer then reviews and signs the corrected one).
 */
async function vistoriaDoLink(tx: Tx, token: string) {
  const link = await linkDoToken(tx, token)
  const v = await vistoriaDaEmpresa(tx, link.empresa_id, link.vistoria_id)
  if (v.situacao !== 'substituida') return v
  const [atual] = await tx
    .select()
    .from(vistorias)
    .where(
      and(
        eq(vistorias.empresa_id, v.empresa_id),
        eq(vistorias.os_id, v.os_id),
        eq(vistorias.tipo, v.tipo),
        ne(vistorias.situacao, 'substituida'),
      ),
    )
  if (!atual) throw notFound(m.linkInvalido)
  return atual
}

async function vistaPublica(
  tx: Tx,
  token: string,
  id: string,
  empresaId: string,
): Promise<VistoriaPublicaView> {
  const v = await montarVistoria(tx, empresaId, id)
  const [empresa] = await tx
    .select({ nome: empresas.nome_empresa, telefone: empresas.telefone })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  const publica = (marcas: typeof v.marcas) =>
    marcas.map((mk) => ({
      ...mk,
      foto: mk.foto ? { id: mk.foto.id, url: fotoPublicaUrl(token, mk.foto.id) } : null,
    }))
  return {
    tipo: v.tipo,
    versao: v.versao,
    situacao: v.situacao,
    numero_os: v.numero_os,
    cliente_nome: v.cliente_nome,
    veiculo: v.veiculo,
    km: v.km,
    combustivel: v.combustivel,
    checklist: v.checklist,
    observacoes: v.observacoes,
    marcas: publica(v.marcas),
    // The check-in's photos belong to another inspection: the customer sees its marks, not its pictures.
    marcas_da_entrada: v.marcas_da_entrada?.map((mk) => ({ ...mk, foto: null })) ?? null,
    termos: v.termos,
    empresa: { nome: empresa!.nome, telefone: empresa!.telefone },
    assinatura: v.assinatura && {
      nome: v.assinatura.nome,
      documento: v.assinatura.documento,
      assinado_em: v.assinatura.assinado_em,
      sha256: v.assinatura.sha256,
    },
  }
}

/** GET /api/public/vistorias/:token */
export function vistoriaPublica(db: Database, token: string): Promise<VistoriaPublicaView> {
  return db.transaction(async (tx) => {
    const v = await vistoriaDoLink(tx, token)
    return vistaPublica(tx, token, v.id, v.empresa_id)
  })
}

/** GET /api/public/vistorias/:token/fotos/:fotoId: a photo of the inspection the link shows. */
export function fotoPublica(db: Database, token: string, fotoId: string) {
  return db.transaction(async (tx) => {
    const v = await vistoriaDoLink(tx, token)
    const [row] = await tx
      .select({ arquivo: vistoriaFotos.arquivo, mime: vistoriaFotos.mime, tamanho: vistoriaFotos.tamanho })
      .from(vistoriaFotos)
      .where(
        and(
          eq(vistoriaFotos.empresa_id, v.empresa_id),
          eq(vistoriaFotos.vistoria_id, v.id),
          eq(vistoriaFotos.id, fotoId),
        ),
      )
    if (!row) throw notFound(m.fotoNaoEncontrada)
    return row
  })
}

/** POST /api/public/vistorias/:token/assinar: the customer signs remotely with name and CPF. */
export function assinarPeloPortal(
  db: Database,
  token: string,
  input: AssinarPeloPortalInput & { documento: string },
  origem: Origem,
): Promise<VistoriaPublicaView> {
  return db.transaction(async (tx) => {
    const atual = await vistoriaDoLink(tx, token)
    const v = await vistoriaDaEmpresa(tx, atual.empresa_id, atual.id, true)
    await assinarVistoria(tx, v, input, origem, null)
    return vistaPublica(tx, token, v.id, v.empresa_id)
  })
}
