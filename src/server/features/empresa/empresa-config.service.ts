import { eq, sql } from 'drizzle-orm'
import type { EmpresaView, UpdateEmpresa } from '../../../shared/empresa/empresa.schemas'
import type { PixKeyTipo } from '../../../shared/pix/br-code'
import type { Database } from '../../db/client'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { logoUrlOf } from './empresa-logo.service'

// Only the settings' columns: plan, trial and the demo flag never leave through this screen.
const settingsColumns = {
  id: empresas.id,
  nome_empresa: empresas.nome_empresa,
  cnpj: empresas.cnpj,
  email: empresas.email,
  telefone: empresas.telefone,
  cep: empresas.cep,
  endereco: empresas.endereco,
  cidade: empresas.cidade,
  uf: empresas.uf,
  fuso_horario: empresas.fuso_horario,
  pix_tipo: empresas.pix_tipo,
  pix_chave: empresas.pix_chave,
  pix_nome: empresas.pix_nome,
  pix_cidade: empresas.pix_cidade,
  logo_path: empresas.logo_path,
  permitir_estoque_negativo: empresas.permitir_estoque_negativo,
}

// The column is plain text; only the schema's kinds are ever written to it. The logo's storage key
// stays on the server: the client gets its URL.
const present = ({
  logo_path,
  ...row
}: Omit<EmpresaView, 'pix_tipo' | 'logo_url'> & {
  pix_tipo: string | null
  logo_path: string | null
}): EmpresaView => ({
  ...row,
  pix_tipo: row.pix_tipo as PixKeyTipo | null,
  logo_url: logoUrlOf(logo_path),
})

/** The signed-in user's company settings (Configurações > Empresa). */
export function getEmpresaConfig(db: Database, tenant: Tenant): Promise<EmpresaView> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx.select(settingsColumns).from(empresas).where(eq(empresas.id, tenant.empresaId))
    if (!row) throw notFound()
    return present(row)
  })
}

/**
 * Saves the company settings (the caller checked the admin role). The route forgets the company's cached
 * sessions after the commit, so the shell and "today" read the new name and time zone at once.
 */
export function updateEmpresaConfig(
  db: Database,
  tenant: Tenant,
  input: UpdateEmpresa,
): Promise<EmpresaView> {
  return withTenant(db, tenant, async (tx) => {
    const [antes] = await tx
      .select({ fuso_horario: empresas.fuso_horario })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
      .for('update')
    const [row] = await tx
      .update(empresas)
      .set({ ...input, atualizado_em: new Date() })
      .where(eq(empresas.id, tenant.empresaId))
      .returning(settingsColumns)
    if (!row) throw notFound()
    // The reports' sums keep days in the company's zone (decision 012): a new zone recounts them.
    if (antes && antes.fuso_horario !== row.fuso_horario)
      await tx.execute(sql`select bancada_relatorios_reconstruir(${tenant.empresaId}::uuid)`)
    return present(row)
  })
}
