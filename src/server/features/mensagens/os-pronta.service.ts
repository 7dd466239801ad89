import { eq } from 'drizzle-orm'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { isValidTelefone, normalizeTelefone } from '../../../shared/formatos/telefone'
import type { MensagemProntaView } from '../../../shared/mensagens/mensagens.schemas'
import { preencherMensagem } from '../../../shared/mensagens/modelos'
import { whatsappComTexto } from '../../../shared/os/compartilhar.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { comDescadastro } from '../consentimento/descadastro'
import { loadOsViewCompleta } from '../os/os-view'
import { lerModelos } from './modelos.repo'

/** The company's address in one line: street, then city/UF, whichever it filled in. */
export function enderecoEmUmaLinha(e: { endereco: string | null; cidade: string | null; uf: string | null }) {
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/')
  return [e.endereco, cidade].filter(Boolean).join(' — ') || null
}

/**
 * GET /api/os/:id/mensagem-pronta: the 'OS pronta' template filled for this OS (404 for another
 * company's). The customer's number goes in the link only for a reader who may see their contact
 * (campos-restritos); without it WhatsApp opens and asks for the conversation.
 */
export function mensagemPronta(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  osId: string,
): Promise<MensagemProntaView> {
  return withTenant(db, tenant, async (tx) => {
    const os = await loadOsViewCompleta(tx, tenant, osId)
    const [empresa] = await tx
      .select({
        nome: empresas.nome_empresa,
        endereco: empresas.endereco,
        cidade: empresas.cidade,
        uf: empresas.uf,
      })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    const { os_pronta } = await lerModelos(tx, tenant.empresaId, ['os_pronta'])
    const v = os.veiculo
    const preenchido = preencherMensagem('os_pronta', os_pronta, {
      cliente: os.cliente?.nome_razao ?? null,
      numero_os: os.numero_os,
      veiculo: v ? `${v.marca} ${v.modelo} (${v.placa})`.trim() : null,
      total: formatCurrency(os.total_geral),
      endereco: enderecoEmUmaLinha(empresa!),
      empresa: empresa!.nome,
    })
    // A service message (contract execution): it goes without consent, and ends with the way out.
    const texto = comDescadastro(preenchido, config, {
      empresaId: tenant.empresaId,
      clienteId: os.cliente?.id,
    })
    const fone = podeVer(tenant, 'contato_cliente')
      ? [os.cliente?.celular, os.cliente?.telefone].find((f) => f && isValidTelefone(f))
      : undefined
    return { texto, whatsapp_url: whatsappComTexto(fone ? normalizeTelefone(fone) : null, texto) }
  })
}
