import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client'

/**
 * The activity log's part of a customer's anonymisation, last in the transaction (the entries its own
 * updates wrote carry the old values too). The log is append-only for the app role, so both steps are
 * SECURITY DEFINER functions (migrations 0037 and 0038):
 * - values quoting the person (`termos`) become `marcador` in fields and descriptions;
 * - the IP and browser of the portal requests that touched the customer's records are dropped.
 */
export async function redigirAtividadesDoTitular(
  tx: Executor,
  clienteId: string,
  termos: readonly string[],
  marcador: string,
): Promise<{ redigidas: number; acessos: number }> {
  const [redigidas] = await queryRows<{ n: number }>(
    tx,
    sql`select bancada_anonimizar_atividades(array(select jsonb_array_elements_text(${JSON.stringify(termos)}::jsonb)), ${marcador}) as n`,
  )
  const doCliente = (tabela: string, condicao: SQL) =>
    sql`select ${tabela}::text as e, id::text as i from ${sql.identifier(tabela)}
      where empresa_id = app_empresa_id() and ${condicao}`
  const osDoCliente = sql`os_id in (select id from os where empresa_id = app_empresa_id() and cliente_id = ${clienteId})`
  const [acessos] = await queryRows<{ n: number }>(
    tx,
    sql`select bancada_anonimizar_acessos_do_portal(coalesce(array_agg(e), '{}'), coalesce(array_agg(i), '{}')) as n
      from (${doCliente('clientes', sql`id = ${clienteId}`)}
        union all ${doCliente('os', sql`cliente_id = ${clienteId}`)}
        union all ${doCliente('agendamentos', sql`cliente_id = ${clienteId}`)}
        union all ${doCliente('ar_titulos', sql`cliente_id = ${clienteId}`)}
        union all ${doCliente('solicitacoes_titular', sql`cliente_id = ${clienteId}`)}
        union all ${doCliente('vistorias', osDoCliente)}) alvo`,
  )
  return { redigidas: Number(redigidas?.n ?? 0), acessos: Number(acessos?.n ?? 0) }
}
