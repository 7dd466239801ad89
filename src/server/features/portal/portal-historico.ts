import type { OsEvento } from '../../../shared/os/os-historico'
import type { Tx } from '../../db/client'
import { osHistorico } from '../../db/schema'
import type { OsRow } from '../os/os.service'
import type { ClientePortal } from '../os/os-status.service'

/**
 * A customer's answer in the OS history: no user, origem 'portal', the typed name, IP and browser as the
 * evidence of who answered (consumer code art. 40, DOMAIN-BR); the note names the quote version.
 */
export async function writeHistoricoDoCliente(
  tx: Tx,
  autor: ClientePortal,
  entry: {
    os_id: string
    de_status: OsRow['status']
    para_status: OsRow['status']
    evento: OsEvento
    observacao: string | null
  },
) {
  await tx.insert(osHistorico).values({
    ...entry,
    empresa_id: autor.empresaId,
    user_id: null,
    origem: 'portal',
    nome_cliente: autor.cliente.nome,
    ip: autor.cliente.ip,
    user_agent: autor.cliente.userAgent,
  })
}
