import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { TituloSituacao, TituloView } from '../../../shared/financeiro/titulo.schemas'
import { buildPixCopiaECola, pixTxid } from '../../../shared/pix/br-code'
import { type Executor, runPrepared, type Tx } from '../../db/client'
import { arTitulos, clientes, cobrancasPix, empresas, os, veiculos } from '../../db/schema'
import type { Tenant } from '../auth/tenant.service'

/** The company's PIX receiver, when it registered a key (read from `empresas`: the tenant does not carry it). */
type PixRecebedor = { chave: string | null; nome: string | null; cidade: string | null } | null

/**
 * One scalar subquery, uncorrelated, so selected next to a page's columns the database reads the company
 * row once per statement, not once per title.
 */
const pixRecebedorOf = (empresaId: string) =>
  sql<PixRecebedor>`(select json_build_object('chave', ${empresas.pix_chave}, 'nome', ${empresas.pix_nome}, 'cidade', ${empresas.pix_cidade})
    from ${empresas} where ${empresas.id} = ${empresaId} and ${empresas.pix_chave} is not null)`

/**
 * Titles joined with their OS (number), client (name, phone) and the OS's vehicle, plus the company's PIX
 * receiver and any `extra` column (a page's total, the summary cards).
 */
export function selectTitulos<E extends Record<string, SQL>>(tx: Executor, empresaId: string, extra?: E) {
  return tx
    .select({
      ...(extra as E),
      id: arTitulos.id,
      os_id: arTitulos.os_id,
      numero_os: os.numero_os,
      cliente_id: arTitulos.cliente_id,
      cliente_nome: clientes.nome_razao,
      // The mobile first: it is the number a workshop calls or sends WhatsApp to.
      cliente_telefone: sql<string | null>`coalesce(${clientes.celular}, ${clientes.telefone})`,
      veiculo_marca: veiculos.marca,
      veiculo_modelo: veiculos.modelo,
      veiculo_placa: veiculos.placa,
      parcela: arTitulos.parcela,
      emissao: arTitulos.emissao,
      vencimento: arTitulos.vencimento,
      valor: arTitulos.valor,
      valor_pago: arTitulos.valor_pago,
      forma: arTitulos.forma,
      status: arTitulos.status,
      recebido_em: arTitulos.recebido_em,
      obs: arTitulos.obs,
      _pix: pixRecebedorOf(empresaId),
      cobranca_status: cobrancasPix.status,
      cobranca_txid: cobrancasPix.txid,
      cobranca_copia_e_cola: cobrancasPix.pix_copia_e_cola,
    })
    .from(arTitulos)
    .innerJoin(os, and(eq(os.empresa_id, arTitulos.empresa_id), eq(os.id, arTitulos.os_id)))
    .innerJoin(
      clientes,
      and(eq(clientes.empresa_id, arTitulos.empresa_id), eq(clientes.id, arTitulos.cliente_id)),
    )
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .leftJoin(
      cobrancasPix,
      and(eq(cobrancasPix.empresa_id, arTitulos.empresa_id), eq(cobrancasPix.titulo_id, arTitulos.id)),
    )
}

export type TituloRow = Awaited<
  ReturnType<ReturnType<typeof selectTitulos<Record<never, SQL>>>['execute']>
>[number]

/** What the screen shows: an open title due before the company's today is vencido (DESIGN §8b). */
export const situacaoOf = (status: TituloRow['status'], vencimento: string, hoje: string): TituloSituacao =>
  status === 'aberto' && vencimento < hoje ? 'vencido' : status

/** 'n/total' → n; the deposit ('Sinal') has no instalment number. */
const numeroDaParcela = (parcela: string): number | null => {
  const match = /^(\d+)\/\d+$/.exec(parcela)
  return match ? Number(match[1]) : null
}

/**
 * The static PIX of a title still due (amount = balance, txid from the OS number and instalment), or null
 * without a complete company receiver. A stored key that no longer validates gives no code rather than
 * failing the whole list: the settings screen is where it gets fixed.
 */
function pixOf(recebedor: PixRecebedor, r: TituloRow, situacao: TituloSituacao, saldo: number) {
  if ((situacao !== 'aberto' && situacao !== 'vencido') || saldo <= 0) return null
  // The bank's charge, once it holds the current balance (a revision in flight shows the static code).
  if (r.cobranca_status === 'registrada' && r.cobranca_copia_e_cola && r.cobranca_txid) {
    return { copia_e_cola: r.cobranca_copia_e_cola, txid: r.cobranca_txid, origem: 'banco' as const }
  }
  if (!recebedor?.chave || !recebedor.nome || !recebedor.cidade) return null
  const numero = numeroDaParcela(r.parcela)
  if (numero === null) return null
  try {
    const txid = pixTxid(r.numero_os, numero)
    const copia_e_cola = buildPixCopiaECola({
      chave: recebedor.chave,
      nome: recebedor.nome,
      cidade: recebedor.cidade,
      valorCentavos: saldo,
      txid,
    })
    return { copia_e_cola, txid, origem: 'estatico' as const }
  } catch (error) {
    if (error instanceof RangeError) return null
    throw error
  }
}

export function presentTitulo(r: TituloRow, hoje: string): TituloView {
  const saldo = r.valor - r.valor_pago
  const situacao = situacaoOf(r.status, r.vencimento, hoje)
  return {
    id: r.id,
    os_id: r.os_id,
    numero_os: r.numero_os,
    cliente_id: r.cliente_id,
    cliente_nome: r.cliente_nome,
    cliente_telefone: r.cliente_telefone,
    veiculo: r.veiculo_placa
      ? { marca: r.veiculo_marca!, modelo: r.veiculo_modelo!, placa: r.veiculo_placa }
      : null,
    parcela: r.parcela,
    emissao: r.emissao,
    vencimento: r.vencimento,
    valor: r.valor,
    valor_pago: r.valor_pago,
    saldo,
    forma: r.forma,
    situacao,
    recebido_em: r.recebido_em,
    obs: r.obs,
    pix: pixOf(r._pix, r, situacao, saldo),
    cobranca: r.cobranca_status,
  }
}

/** One title as the API answers it; undefined when it is not the company's. */
export async function loadTitulo(tx: Tx, tenant: Tenant, id: string, hoje: string) {
  const [row] = await selectTitulos(tx, tenant.empresaId).where(
    and(eq(arTitulos.empresa_id, tenant.empresaId), eq(arTitulos.id, id)),
  )
  return row ? presentTitulo(row, hoje) : undefined
}

/**
 * An OS's titles for its detail: the current invoice first, cancelled ones (an estorno) after, each
 * invoice in instalment order with the deposit first.
 */
export async function titulosDaOs(tx: Tx, tenant: Tenant, osId: string, hoje: string) {
  const rows = await runPrepared(
    selectTitulos(tx, tenant.empresaId)
      .where(and(eq(arTitulos.empresa_id, tenant.empresaId), eq(arTitulos.os_id, osId)))
      .orderBy(
        sql`${arTitulos.status} = 'cancelado'`,
        asc(arTitulos.criado_em),
        sql`case when ${arTitulos.parcela} ~ '^[0-9]+/' then split_part(${arTitulos.parcela}, '/', 1)::int else 0 end`,
        asc(arTitulos.id),
      ),
  )
  return rows.map((r) => presentTitulo(r, hoje))
}

/**
 * A status test written into the SQL, not sent as a parameter: the partial indexes (`status <> 'cancelado'`,
 * `status = 'aberto'`) serve a generic plan only when the query states their condition literally. With
 * `status <> $2` a generic plan sorted a big company's half million titles.
 */
export const statusIs = (op: '=' | '<>', status: 'aberto' | 'pago' | 'cancelado') =>
  sql`${arTitulos.status} ${sql.raw(op)} ${sql.raw(`'${status}'`)}`
