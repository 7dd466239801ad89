import { randomBytes } from 'node:crypto'
import { addDays, formatISO, parseISO } from 'date-fns'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { bpParaPercentual } from '../../../shared/formatos/percentual'
import type { Executor, Tx } from '../../db/client'
import { arTitulos, clientes, cobrancasPix, os } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { type ClientePsp, ErroPsp } from '../../integracoes/pix/psp'
import { type ConfigPix, clienteDe, configDaEmpresa } from './config.service'

/** A title's cobv txid: its id's 32 hex digits (the API Pix wants 26 to 35 letters or digits, unique). */
export const txidDoTitulo = (tituloId: string) => tituloId.replaceAll('-', '')

/** A later charge of the same title (the first one concluded): its txid plus 3 random hex digits. */
const txidDeNovaCobranca = (tituloId: string) =>
  `${txidDoTitulo(tituloId)}${randomBytes(2).toString('hex').slice(0, 3)}`

type Cobranca = typeof cobrancasPix.$inferSelect
/** A pending charge with what the bank needs besides it: the debtor and what the payer reads. */
interface Devida {
  cobranca: Cobranca
  cliente_nome: string
  cliente_doc: string
  cliente_tipo: 'fisica' | 'juridica'
  numero_os: string
  parcela: string
}

/**
 * Brings the charges of some titles in line with them, in the caller's transaction (invoicing, a receipt,
 * a reversal): an open title with a balance gets a charge of that balance (new, or revised when the
 * balance or due date changed); a settled or cancelled one has its charge removed at the bank. What
 * changes is marked `pendente`: the bank is called after the commit, never inside a transaction.
 */
export async function acompanharTitulos(tx: Tx, empresaId: string, tituloIds: string[]) {
  if (tituloIds.length === 0) return
  const config = await configDaEmpresa(tx)
  const titulos = await tx
    .select({
      id: arTitulos.id,
      valor: arTitulos.valor,
      valor_pago: arTitulos.valor_pago,
      vencimento: arTitulos.vencimento,
      status: arTitulos.status,
    })
    .from(arTitulos)
    .where(and(eq(arTitulos.empresa_id, empresaId), inArray(arTitulos.id, tituloIds)))
  const existentes = new Map(
    (
      await tx
        .select()
        .from(cobrancasPix)
        .where(and(eq(cobrancasPix.empresa_id, empresaId), inArray(cobrancasPix.titulo_id, tituloIds)))
    ).map((c) => [c.titulo_id, c]),
  )
  const pendente = {
    status: 'pendente' as const,
    tentativas: 0,
    erro: null,
    proxima_tentativa_em: new Date(),
  }
  for (const t of titulos) {
    const c = existentes.get(t.id)
    const saldo = t.valor - t.valor_pago
    if (t.status === 'aberto' && saldo > 0) {
      if (!c) {
        if (config?.ativo) {
          await tx.insert(cobrancasPix).values({
            empresa_id: empresaId,
            titulo_id: t.id,
            txid: txidDoTitulo(t.id),
            valor: saldo,
            vencimento: t.vencimento,
            // Written here, not by now(): the job compares it to tell whether a charge changed meanwhile,
            // and a JavaScript date has no microseconds.
            atualizado_em: new Date(),
          })
        }
      } else if (c.status === 'concluida') {
        // Paid in part (less than the balance, an early-payment discount) or reopened by a refund: a
        // concluded charge cannot change at the bank, so the balance gets a charge of its own.
        if (config?.ativo) {
          await atualizar(tx, c, {
            ...pendente,
            txid: txidDeNovaCobranca(t.id),
            na_psp: false,
            revisao: 0,
            pix_copia_e_cola: null,
            valor: saldo,
            vencimento: t.vencimento,
            remover: false,
          })
        }
      } else if (c.valor !== saldo || c.vencimento !== t.vencimento || c.remover) {
        await atualizar(tx, c, { ...pendente, valor: saldo, vencimento: t.vencimento, remover: false })
      }
    } else if (c && (c.status === 'pendente' || c.status === 'registrada') && !c.remover) {
      await atualizar(tx, c, c.na_psp ? { ...pendente, remover: true } : { status: 'cancelada' })
    }
  }
}

const atualizar = (tx: Tx, c: Cobranca, valores: Partial<Cobranca>) =>
  tx
    .update(cobrancasPix)
    .set({ ...valores, atualizado_em: new Date() })
    .where(and(eq(cobrancasPix.empresa_id, c.empresa_id), eq(cobrancasPix.id, c.id)))

// While one server talks to the bank about a charge, the others leave it alone (a lease, not a lock).
const LEASE_MS = 2 * 60_000
const LOTE = 20
/** Waits between attempts: 1, 2, 4 … minutes, at most an hour. */
export const esperaDaTentativa = (tentativas: number) =>
  Math.min(60, 2 ** Math.max(0, tentativas - 1)) * 60_000

/**
 * Sends a company's pending charges to the bank: creations, revisions and removals. Each charge is
 * claimed first (FOR UPDATE SKIP LOCKED and a lease), so several app servers never send one twice; the
 * outcome is written only if the charge did not change meanwhile (a receipt in between leaves it
 * pending for the next round). A failure keeps the static code in use and retries with a growing wait.
 * Answers how many charges the bank accepted.
 */
export async function registrarPendentes(
  db: Executor,
  empresaId: string,
  config: ConfigPix,
): Promise<number> {
  const escopo = { empresaId }
  const lote = await withTenant(db, escopo, async (tx) => {
    const cfg = await configDaEmpresa(tx)
    if (!cfg?.ativo) return undefined
    const devidas: Devida[] = await tx
      .select({
        cobranca: cobrancasPix,
        cliente_nome: clientes.nome_razao,
        cliente_doc: clientes.doc,
        cliente_tipo: clientes.tipo_pessoa,
        numero_os: os.numero_os,
        parcela: arTitulos.parcela,
      })
      .from(cobrancasPix)
      .innerJoin(
        arTitulos,
        and(eq(arTitulos.empresa_id, cobrancasPix.empresa_id), eq(arTitulos.id, cobrancasPix.titulo_id)),
      )
      .innerJoin(os, and(eq(os.empresa_id, arTitulos.empresa_id), eq(os.id, arTitulos.os_id)))
      .innerJoin(
        clientes,
        and(eq(clientes.empresa_id, arTitulos.empresa_id), eq(clientes.id, arTitulos.cliente_id)),
      )
      .where(
        and(
          eq(cobrancasPix.empresa_id, empresaId),
          eq(cobrancasPix.status, 'pendente'),
          lte(cobrancasPix.proxima_tentativa_em, new Date()),
        ),
      )
      .orderBy(asc(cobrancasPix.proxima_tentativa_em))
      .limit(LOTE)
      .for('update', { of: cobrancasPix, skipLocked: true })
    if (devidas.length > 0) {
      await tx
        .update(cobrancasPix)
        .set({ proxima_tentativa_em: new Date(Date.now() + LEASE_MS) })
        .where(
          and(
            eq(cobrancasPix.empresa_id, empresaId),
            inArray(
              cobrancasPix.id,
              devidas.map((d) => d.cobranca.id),
            ),
          ),
        )
    }
    return { cfg, devidas }
  })
  if (!lote || lote.devidas.length === 0) return 0
  const psp = clienteDe(lote.cfg, config)
  try {
    return await enviarAoBanco(db, empresaId, lote, psp)
  } finally {
    psp.fechar()
  }
}

async function enviarAoBanco(
  db: Executor,
  empresaId: string,
  lote: { cfg: NonNullable<Awaited<ReturnType<typeof configDaEmpresa>>>; devidas: Devida[] },
  psp: ClientePsp,
) {
  const escopo = { empresaId }
  let aceitas = 0
  for (const d of lote.devidas) {
    const c = d.cobranca
    let resultado: Partial<Cobranca>
    try {
      if (c.remover) {
        if (c.na_psp) await psp.removerCobv(c.txid)
        resultado = { status: 'cancelada', remover: false }
      } else {
        const cobv = c.na_psp
          ? await psp.revisarCobv(c.txid, { valorCentavos: c.valor, vencimento: c.vencimento })
          : await psp.criarCobv({
              txid: c.txid,
              vencimento: c.vencimento,
              validadeAposVencimento: lote.cfg.validade_dias,
              devedor:
                d.cliente_tipo === 'juridica'
                  ? { nome: d.cliente_nome, cnpj: d.cliente_doc }
                  : { nome: d.cliente_nome, cpf: d.cliente_doc },
              valorCentavos: c.valor,
              multaPercentual: lote.cfg.multa_bp > 0 ? bpParaPercentual(lote.cfg.multa_bp) : undefined,
              jurosPercentualMes:
                lote.cfg.juros_mes_bp > 0 ? bpParaPercentual(lote.cfg.juros_mes_bp) : undefined,
              desconto: descontoDe(lote.cfg, c.vencimento),
              chave: lote.cfg.chave,
              solicitacaoPagador: `${d.numero_os} parcela ${d.parcela}`,
            })
        resultado = {
          status: 'registrada',
          na_psp: true,
          revisao: cobv.revisao,
          pix_copia_e_cola: cobv.pixCopiaECola,
        }
      }
      resultado = { ...resultado, tentativas: 0, erro: null }
      aceitas++
    } catch (error) {
      if (!(error instanceof ErroPsp)) throw error
      const tentativas = c.tentativas + 1
      resultado = {
        tentativas,
        erro: error.message,
        proxima_tentativa_em: new Date(Date.now() + esperaDaTentativa(tentativas)),
      }
    }
    await withTenant(db, escopo, (tx) =>
      tx
        .update(cobrancasPix)
        .set({ ...resultado, atualizado_em: new Date() })
        .where(
          and(
            eq(cobrancasPix.empresa_id, empresaId),
            eq(cobrancasPix.id, c.id),
            eq(cobrancasPix.status, 'pendente'),
            eq(cobrancasPix.valor, c.valor),
            eq(cobrancasPix.vencimento, c.vencimento),
            eq(cobrancasPix.remover, c.remover),
            sql`${cobrancasPix.atualizado_em} = ${c.atualizado_em}`,
          ),
        ),
    )
  }
  return aceitas
}

/** The early-payment discount: until `desconto_dias` before the due date, never before today's charge. */
function descontoDe(cfg: { desconto_bp: number; desconto_dias: number }, vencimento: string) {
  if (cfg.desconto_bp === 0) return undefined
  const ate = formatISO(addDays(parseISO(vencimento), -cfg.desconto_dias), { representation: 'date' })
  return { percentual: bpParaPercentual(cfg.desconto_bp), ate }
}
