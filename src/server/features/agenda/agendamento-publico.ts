import { and, eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { dataDoAgendamento, horaNoFuso } from '../../../shared/agenda/confirmacao'
import { confirmacaoMessages as m } from '../../../shared/agenda/confirmacao.messages'
import type { AgendamentoPublicoView, ReagendarInput } from '../../../shared/agenda/confirmacao.schemas'
import type { Database, Tx } from '../../db/client'
import { agendamentos } from '../../db/schema'
import { conflict } from '../../http/errors'
import { linkDoToken } from './agendamento-links'
import { type DadosDoAgendamento, dadosDoAgendamento, fimDoAgendamento } from './agendamento-mensagem'
import { icsDoAgendamento } from './ics-do-agendamento'

/** Booked or confirmed: the customer may still answer; arrived, no-show or cancelled is read-only. */
const podeResponder = (status: string) => status === 'agendado' || status === 'confirmado'

/** What the customer sees (LGPD: necessity): no staff, no notes, no technician. */
function vistaPublica(d: DadosDoAgendamento): AgendamentoPublicoView {
  const { ag, empresa } = d
  return {
    empresa: { nome: empresa.nome, telefone: empresa.telefone, endereco: d.endereco },
    cliente_nome: d.cliente.nome,
    inicio: ag.inicio.toISOString(),
    fim: fimDoAgendamento(ag).toISOString(),
    data: dataDoAgendamento(ag.inicio, empresa.fuso),
    hora: horaNoFuso(ag.inicio, empresa.fuso),
    veiculo: d.veiculo,
    motivo: ag.motivo,
    status: ag.status,
    confirmado_em: ag.confirmado_em?.toISOString() ?? null,
    reagendamento_pedido: ag.reagendamento_pedido,
    reagendamento_pedido_em: ag.reagendamento_pedido_em?.toISOString() ?? null,
    pode_responder: podeResponder(ag.status),
  }
}

async function doToken(tx: Tx, token: string, paraAlterar = false) {
  const link = await linkDoToken(tx, token)
  return dadosDoAgendamento(tx, link.empresa_id, link.agendamento_id, paraAlterar)
}

/** GET /api/public/agendamentos/:token */
export function agendamentoPublico(db: Database, token: string): Promise<AgendamentoPublicoView> {
  return db.transaction(async (tx) => vistaPublica(await doToken(tx, token)))
}

/** GET /api/public/agendamentos/:token/ics: the file, and whose appointment it is (for the log). */
export function icsPublico(
  db: Database,
  token: string,
): Promise<{ ics: string; empresaId: string; agendamentoId: string }> {
  return db.transaction(async (tx) => {
    const d = await doToken(tx, token)
    return { ics: icsDoAgendamento(d), empresaId: d.ag.empresa_id, agendamentoId: d.ag.id }
  })
}

async function alterar(tx: Tx, d: DadosDoAgendamento, valores: PgUpdateSetSource<typeof agendamentos>) {
  // versao grows: a shop screen opened before the customer's answer cannot overwrite it unseen.
  await tx
    .update(agendamentos)
    .set({ ...valores, versao: sql`${agendamentos.versao} + 1`, atualizado_em: sql`now()` })
    .where(and(eq(agendamentos.empresa_id, d.ag.empresa_id), eq(agendamentos.id, d.ag.id)))
  return vistaPublica(await dadosDoAgendamento(tx, d.ag.empresa_id, d.ag.id))
}

/**
 * POST /api/public/agendamentos/:token/confirmar: agendado → confirmado. Confirming again changes nothing
 * (the first time stays); confirming after asking for another time withdraws the request.
 */
export function confirmarPeloLink(db: Database, token: string): Promise<AgendamentoPublicoView> {
  return db.transaction(async (tx) => {
    const d = await doToken(tx, token, true)
    if (!podeResponder(d.ag.status)) throw conflict('AGENDAMENTO_ENCERRADO', m.somenteLeitura)
    if (d.ag.status === 'confirmado' && !d.ag.reagendamento_pedido) return vistaPublica(d)
    return alterar(tx, d, {
      status: 'confirmado',
      confirmado_em: d.ag.confirmado_em ?? sql`now()`,
      reagendamento_pedido: null,
      reagendamento_pedido_em: null,
    })
  })
}

/**
 * POST /api/public/agendamentos/:token/reagendar: the customer's text for the shop, who calls back and
 * moves the appointment; a confirmation given before no longer holds.
 */
export function reagendarPeloLink(
  db: Database,
  token: string,
  input: ReagendarInput,
): Promise<AgendamentoPublicoView> {
  return db.transaction(async (tx) => {
    const d = await doToken(tx, token, true)
    if (!podeResponder(d.ag.status)) throw conflict('AGENDAMENTO_ENCERRADO', m.somenteLeitura)
    return alterar(tx, d, {
      status: 'agendado',
      confirmado_em: null,
      reagendamento_pedido: input.mensagem,
      reagendamento_pedido_em: sql`now()`,
    })
  })
}
