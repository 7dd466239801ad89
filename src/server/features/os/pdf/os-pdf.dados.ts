import { and, desc, eq } from 'drizzle-orm'
import type { OsView } from '../../../../shared/os/os.schemas'
import type { Database } from '../../../db/client'
import { empresas, osOrcamentos } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { imagemParaPdf } from '../../../pdf/imagem-para-pdf'
import type { EmpresaDocumento } from '../../../pdf/pdf-layout'
import type { FileStorage } from '../../../storage/file-storage'
import type { Tenant } from '../../auth/tenant.service'
import { loadOsView } from '../os-view'

export const TIPOS_DOCUMENTO = ['orcamento', 'os', 'recibo'] as const
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number]

/** One printed line: the OS's current line or a line of the sent quote's snapshot. */
export interface LinhaDocumento {
  descricao: string
  quantidade: number
  unidade: string | null
  valor_unitario: number
  desconto_valor: number
  desconto_percentual: number
  subtotal: number
}

/** Everything a printed document shows, read in one transaction. */
export interface DadosDocumento {
  tipo: TipoDocumento
  empresa: EmpresaDocumento
  /** PNG or JPEG bytes (what the PDF library embeds); a WebP logo is left off the paper. */
  logo: Buffer | null
  os: OsView
  linhas: LinhaDocumento[]
  totais: {
    subtotal_servicos: number
    subtotal_produtos: number
    desconto_valor: number
    acrescimos_valor: number
    total_geral: number
  }
  validade: string | null
  condicoes_pagamento: string | null
  observacoes: string | null
  /** The quote version printed, when the quote comes from a sent snapshot. */
  versao: number | null
}

/** The snapshot's stored line (an os_itens row as JSON: numeric columns arrive as strings). */
type LinhaSnapshot = {
  descricao: string
  quantidade: string | number
  valor_unitario: number
  desconto_percentual: string | number
  desconto_valor: number
  subtotal: number
}

/**
 * The OS (404 for another company's), the company's header data and, for the quote, its latest sent
 * version: the customer gets on paper what was sent, not lines edited after it.
 */
export async function loadDadosDocumento(
  db: Database,
  logos: FileStorage,
  tenant: Tenant,
  osId: string,
  tipo: TipoDocumento,
): Promise<DadosDocumento> {
  const { os, empresa, logoPath, versao } = await withTenant(db, tenant, async (tx) => {
    const view = await loadOsView(tx, tenant, osId)
    const [row] = await tx
      .select({
        nome_empresa: empresas.nome_empresa,
        cnpj: empresas.cnpj,
        email: empresas.email,
        telefone: empresas.telefone,
        cep: empresas.cep,
        endereco: empresas.endereco,
        cidade: empresas.cidade,
        uf: empresas.uf,
        fuso_horario: empresas.fuso_horario,
        logo_path: empresas.logo_path,
      })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    const [ultima] =
      tipo === 'orcamento'
        ? await tx
            .select()
            .from(osOrcamentos)
            .where(and(eq(osOrcamentos.empresa_id, tenant.empresaId), eq(osOrcamentos.os_id, osId)))
            .orderBy(desc(osOrcamentos.versao))
            .limit(1)
        : []
    const { logo_path, ...dadosEmpresa } = row!
    return { os: view, empresa: dadosEmpresa, logoPath: logo_path, versao: ultima }
  })
  const base = {
    tipo,
    empresa,
    logo: await imagemParaPdf(logos, logoPath),
    os,
  }
  if (versao) {
    return {
      ...base,
      linhas: (versao.itens as LinhaSnapshot[]).map((l) => ({
        descricao: l.descricao,
        quantidade: Number(l.quantidade),
        unidade: null,
        valor_unitario: l.valor_unitario,
        desconto_valor: l.desconto_valor,
        desconto_percentual: Number(l.desconto_percentual),
        subtotal: l.subtotal,
      })),
      totais: versao,
      validade: versao.validade,
      condicoes_pagamento: versao.condicoes_pagamento,
      observacoes: versao.observacoes,
      versao: versao.versao,
    }
  }
  return {
    ...base,
    linhas: os.itens,
    totais: os,
    validade: os.orcamento_validade,
    condicoes_pagamento: os.condicoes_pagamento,
    observacoes: tipo === 'orcamento' ? os.observacoes_orcamento : os.observacoes,
    versao: null,
  }
}
