import { and, eq, type SQL, sql } from 'drizzle-orm'
import {
  BUSCA_LIMITE,
  type BuscaGrupo,
  type BuscaResultado,
  gruposDaBusca,
} from '../../../shared/busca/busca.schemas'
import { mascararContatos } from '../../../shared/cadastros/mascara'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { type Database, queryRows } from '../../db/client'
import { arTitulos, clientes, os, veiculos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { clienteFilter } from '../cadastros/clientes/clientes.service'
import { veiculoFilter } from '../cadastros/veiculos/veiculos.service'
import { situacaoOf } from '../financeiro/titulo-query'
import { numeroMatching } from '../os/os-lista.service'

type TituloLido = Omit<BuscaResultado['titulos'][number], 'situacao'> & {
  status: 'aberto' | 'pago' | 'cancelado'
}
type Lido = Omit<BuscaResultado, 'titulos'> & { titulos: TituloLido[] }

/** A group's rows (an ordered, limited select) as one JSON array: '[]' when nothing matches. */
const jsonRows = (query: SQL) => sql`coalesce((select json_agg(r) from (${query}) r), '[]'::json)`

/**
 * Each group is the register's own search (the same filter its list uses, on its indexes), limited to a
 * few rows. Undefined when the term cannot match that group (OS and titles are found by number only).
 */
const grupos: Record<BuscaGrupo, (empresaId: string, termo: string) => SQL | undefined> = {
  os: (empresaId, termo) => {
    const numero = numeroMatching(termo)
    if (!numero) return undefined
    return sql`select ${os.id} as id, ${os.numero_os} as numero_os, ${os.status} as status,
        ${clientes.nome_razao} as cliente_nome, ${veiculos.placa} as veiculo_placa
      from ${os}
      left join ${clientes} on ${clientes.empresa_id} = ${empresaId} and ${clientes.id} = ${os.cliente_id}
      left join ${veiculos} on ${veiculos.empresa_id} = ${empresaId} and ${veiculos.id} = ${os.veiculo_id}
      where ${and(eq(os.empresa_id, empresaId), numero)}
      order by ${os.numero_os} desc limit ${BUSCA_LIMITE}`
  },
  clientes: (empresaId, termo) =>
    sql`select ${clientes.id} as id, ${clientes.nome_razao} as nome_razao, ${clientes.doc} as doc,
        ${clientes.cidade} as cidade, ${clientes.uf} as uf
      from ${clientes}
      where ${and(eq(clientes.empresa_id, empresaId), clienteFilter(termo))}
      order by ${clientes.nome_razao}, ${clientes.id} limit ${BUSCA_LIMITE}`,
  veiculos: (empresaId, termo) =>
    sql`select ${veiculos.id} as id, ${veiculos.placa} as placa, ${veiculos.marca} as marca,
        ${veiculos.modelo} as modelo, ${clientes.nome_razao} as cliente_nome
      from ${veiculos}
      join ${clientes} on ${clientes.empresa_id} = ${empresaId} and ${clientes.id} = ${veiculos.cliente_id}
      where ${and(eq(veiculos.empresa_id, empresaId), veiculoFilter(termo))}
      order by ${veiculos.criado_em} desc, ${veiculos.id} desc limit ${BUSCA_LIMITE}`,
  // The titles of the OS with that number (never cancelled ones, as on /contas-receber).
  titulos: (empresaId, termo) => {
    const numero = numeroMatching(termo)
    if (!numero) return undefined
    return sql`select ${arTitulos.id} as id, ${arTitulos.os_id} as os_id, ${os.numero_os} as numero_os,
        ${arTitulos.cliente_id} as cliente_id, ${clientes.nome_razao} as cliente_nome,
        ${arTitulos.parcela} as parcela, ${arTitulos.vencimento} as vencimento,
        ${arTitulos.valor} - ${arTitulos.valor_pago} as saldo, ${arTitulos.status} as status
      from ${os}
      join ${arTitulos} on ${arTitulos.empresa_id} = ${empresaId} and ${arTitulos.os_id} = ${os.id}
      join ${clientes} on ${clientes.empresa_id} = ${empresaId} and ${clientes.id} = ${arTitulos.cliente_id}
      where ${and(eq(os.empresa_id, empresaId), numero)} and ${arTitulos.status} <> 'cancelado'
      order by ${os.numero_os} desc, ${arTitulos.vencimento}, ${arTitulos.id} limit ${BUSCA_LIMITE}`
  },
}

const vazio = (): Lido => ({ os: [], clientes: [], veiculos: [], titulos: [] })

/**
 * GET /api/busca: the groups the user may see, in one statement (one round trip) inside the company's
 * transaction. Groups the term cannot match are not asked at all; with none left, nothing is asked.
 */
export async function buscar(db: Database, tenant: Tenant, termo: string): Promise<BuscaResultado> {
  const perguntas = gruposDaBusca(tenant)
    .map((grupo) => [grupo, grupos[grupo](tenant.empresaId, termo)] as const)
    .filter((p): p is readonly [BuscaGrupo, SQL] => p[1] !== undefined)
  let lido = vazio()
  if (perguntas.length > 0) {
    const colunas = sql.join(
      perguntas.map(([grupo, query]) => sql`${jsonRows(query)} as ${sql.identifier(grupo)}`),
      sql`, `,
    )
    const [row] = await readTenant(db, tenant, (tx) => queryRows<Partial<Lido>>(tx, sql`select ${colunas}`))
    lido = { ...lido, ...row }
  }
  const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
  return {
    ...lido,
    // The document in full only to who edits the register, as in its list (issue 29 item 4).
    clientes: lido.clientes.map((c) => mascararContatos(tenant, c)),
    titulos: lido.titulos.map(({ status, ...t }) => ({
      ...t,
      situacao: situacaoOf(status, t.vencimento, hoje),
    })),
  }
}
