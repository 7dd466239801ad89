import type { Readable } from 'node:stream'
import { and, desc, eq } from 'drizzle-orm'
import { fiscalMessages as fm } from '../../../shared/fiscal/fiscal.messages'
import type { NotaView } from '../../../shared/fiscal/fiscal.schemas'
import type { PreviaNota } from '../../../shared/fiscal/nota-da-os'
import { notasMessages as m } from '../../../shared/fiscal/notas.messages'
import type { Executor } from '../../db/client'
import { notasFiscais, os } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'
import { ErroFiscal } from '../../integracoes/fiscal/provedor'
import type { Tenant } from '../auth/tenant.service'
import {
  baixarDocumento,
  completarDocumentos,
  gravarCaminhos,
  perguntarAoProvedor,
  registrarResultado,
} from './acompanhamento.service'
import { dadosDaNota } from './dados-da-nota'
import { type DepsNotas, lerNota, recusaDaOs } from './emissao.service'
import { configDaEmpresa, provedorDe } from './nfse-config'
import { notaParaView, selectNotas } from './nota-view'

export interface NotasDaOs {
  configurado: boolean
  emitir_ao_faturar: boolean
  /** The latest attempt, whatever its state; null before the first. */
  atual: NotaView | null
  anteriores: NotaView[]
  /** The note as it would be issued now (null without settings). */
  previa: PreviaNota | null
  pode_emitir: boolean
  /** Why 'Emitir NFS-e' is not offered, in Portuguese. */
  motivo: string | null
}

/** GET /api/os/:id/nfse: the OS's notes, newest first, and what a new one would hold. */
export function notasDaOs(db: Executor, tenant: Tenant, osId: string): Promise<NotasDaOs> {
  return readTenant(db, tenant, async (tx) => {
    const [o] = await tx
      .select()
      .from(os)
      .where(and(eq(os.empresa_id, tenant.empresaId), eq(os.id, osId)))
    if (!o) throw notFound('OS não encontrada')
    const cfg = await configDaEmpresa(tx)
    const notas = (
      await selectNotas(tx)
        .where(and(eq(notasFiscais.empresa_id, tenant.empresaId), eq(notasFiscais.os_id, o.id)))
        .orderBy(desc(notasFiscais.tentativa))
    ).map(notaParaView)
    const [atual = null, ...anteriores] = notas
    const previa = cfg ? (await dadosDaNota(tx, o, cfg)).previa : null
    const viva = notas.find((n) => n.situacao === 'processando' || n.situacao === 'autorizada')
    const motivo = !cfg
      ? fm.naoConfigurado
      : viva?.situacao === 'processando'
        ? m.emProcessamento
        : viva
          ? m.jaAutorizada
          : (recusaDaOs(o) ?? (previa?.problemas.length ? previa.problemas.join(' ') : null))
    return {
      configurado: Boolean(cfg),
      emitir_ao_faturar: cfg?.emitir_ao_faturar ?? false,
      atual,
      anteriores,
      previa,
      pode_emitir: motivo === null,
      motivo,
    }
  })
}

async function notaECfg(db: Executor, tenant: Tenant, id: string) {
  return readTenant(db, tenant, async (tx) => {
    const [nota] = await tx
      .select()
      .from(notasFiscais)
      .where(and(eq(notasFiscais.empresa_id, tenant.empresaId), eq(notasFiscais.id, id)))
    if (!nota) throw notFound(m.notaNaoEncontrada)
    return { nota, cfg: await configDaEmpresa(tx) }
  })
}

/**
 * POST /api/notas-fiscais/:id/atualizar ('Atualizar'): a note still processing is asked about now (and
 * sent again if the provider never got it); an authorized one gets the documents it still lacks.
 */
export async function atualizarNota(
  db: Executor,
  tenant: Tenant,
  id: string,
  deps: DepsNotas,
): Promise<NotaView> {
  const { nota, cfg } = await notaECfg(db, tenant, id)
  if (!cfg) throw new AppError(409, 'NFSE_NAO_CONFIGURADA', fm.naoConfigurado)
  const provedor = provedorDe(cfg, deps.config)
  if (nota.situacao === 'processando') {
    await registrarResultado(db, nota, await perguntarAoProvedor(provedor, nota), provedor, deps.storage)
  } else if (nota.situacao !== 'erro' && (!nota.danfse_path || !nota.xml_path)) {
    await completarDocumentos(db, nota, provedor, deps.storage)
  }
  return lerNota(db, tenant, id)
}

const tipos = {
  danfse: {
    path: 'danfse_path',
    url: 'url_danfse',
    mime: 'application/pdf',
    ext: 'pdf',
    disposicao: 'inline',
  },
  xml: { path: 'xml_path', url: 'url_xml', mime: 'application/xml', ext: 'xml', disposicao: 'attachment' },
} as const

export interface Documento {
  conteudo: Readable
  mime: string
  /** `inline; filename="NFS-e 123.pdf"` */
  disposicao: string
}

/**
 * GET /api/notas-fiscais/:id/danfse|xml: the kept file, or (when its download failed at authorization)
 * fetched from the provider now and kept.
 */
export async function documentoDaNota(
  db: Executor,
  tenant: Tenant,
  id: string,
  tipo: keyof typeof tipos,
  deps: DepsNotas,
): Promise<Documento> {
  const t = tipos[tipo]
  const { nota, cfg } = await notaECfg(db, tenant, id)
  if (nota.situacao !== 'autorizada' && nota.situacao !== 'cancelada') {
    throw notFound(m.documentoIndisponivel)
  }
  const key = nota[t.path]
  let conteudo = key ? await deps.storage.get(key) : null
  const url = nota[t.url]
  if (!conteudo && cfg && url) {
    try {
      const novo = await baixarDocumento(provedorDe(cfg, deps.config), deps.storage, nota, t.ext, url)
      await gravarCaminhos(db, nota, { [t.path]: novo })
      conteudo = await deps.storage.get(novo)
    } catch (error) {
      if (error instanceof ErroFiscal) throw new AppError(502, 'PROVEDOR_FISCAL', error.message)
      throw error
    }
  }
  if (!conteudo) throw notFound(m.documentoIndisponivel)
  const nome = `NFS-e ${nota.numero ?? nota.referencia}.${t.ext}`
  return {
    conteudo,
    mime: t.mime,
    // The number is digits; the reference letters and digits: nothing to escape in the header.
    disposicao: `${t.disposicao}; filename="${nome}"`,
  }
}
