import { and, eq } from 'drizzle-orm'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import type { Database } from '../../../db/client'
import { empresas, vistoriaFotos } from '../../../db/schema'
import { readTenant } from '../../../db/with-tenant'
import { imagemParaPdf } from '../../../pdf/imagem-para-pdf'
import type { EmpresaDocumento } from '../../../pdf/pdf-layout'
import type { FileStorage } from '../../../storage/file-storage'
import type { Tenant } from '../../auth/tenant.service'
import { montarVistoria } from '../vistoria-view'

/** Everything the term prints, read in one transaction; the pictures after it. */
export interface DadosDoTermo {
  empresa: EmpresaDocumento
  logo: Buffer | null
  vistoria: VistoriaView
  /** Each mark's photo by mark number (JPEG/PNG only: the PDF library embeds no WebP). */
  fotos: Map<number, Buffer>
}

export async function carregarTermo(
  db: Database,
  storages: { logos: FileStorage; vistorias: FileStorage },
  tenant: Tenant,
  id: string,
): Promise<DadosDoTermo> {
  const { vistoria, empresa, logoPath, arquivos } = await readTenant(db, tenant, async (tx) => {
    const vistoria = await montarVistoria(tx, tenant.empresaId, id)
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
    const fotos = await tx
      .select({ id: vistoriaFotos.id, arquivo: vistoriaFotos.arquivo })
      .from(vistoriaFotos)
      .where(and(eq(vistoriaFotos.empresa_id, tenant.empresaId), eq(vistoriaFotos.vistoria_id, id)))
    const { logo_path, ...empresa } = row!
    return { vistoria, empresa, logoPath: logo_path, arquivos: new Map(fotos.map((f) => [f.id, f.arquivo])) }
  })
  const fotos = new Map<number, Buffer>()
  for (const marca of vistoria.marcas) {
    const arquivo = marca.foto ? arquivos.get(marca.foto.id) : undefined
    const bytes = arquivo ? await imagemParaPdf(storages.vistorias, arquivo) : null
    if (bytes) fotos.set(marca.numero, bytes)
  }
  return { empresa, logo: await imagemParaPdf(storages.logos, logoPath), vistoria, fotos }
}
