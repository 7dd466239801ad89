import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { HistoricoMensagem } from '../../../../shared/cadastros/historico.schemas'
import type { Tx } from '../../../db/client'
import {
  agendamentos,
  arTitulos,
  emailsEmpresa,
  emailsSaida,
  lembretesEnviados,
  os,
  revisoes,
  servicosCatalogo,
} from '../../../db/schema'

/** The newest messages a customer page lists. */
const LIMITE = 50

const momentos = { antes: 'antes do vencimento', no_dia: 'no dia do vencimento', depois: 'após o vencimento' }

/** What `ultimas` needs of a source's select ($dynamic, so each call keeps the query's own type). */
interface Consulta<L> extends PromiseLike<L[]> {
  where(condicao: SQL | undefined): Consulta<L>
  orderBy(...ordem: SQL[]): Consulta<L>
  limit(n: number): Consulta<L>
}

/**
 * One kind of message sent to the customer. `em` is when it was sent: the list's order, and a row without
 * it was never sent; `onde` ties the rows to the company and the customer.
 */
type Fonte<L extends { em: Date | null }> = {
  tipo: HistoricoMensagem['tipo']
  visivel: boolean
  consulta: () => Consulta<L>
  em: PgColumn
  onde: (SQL | undefined)[]
  descricao: (linha: L) => string
}

/** A source's newest LIMITE messages, or none when the reader may not see that kind. */
async function ultimas<L extends { em: Date | null }>(f: Fonte<L>): Promise<HistoricoMensagem[]> {
  if (!f.visivel) return []
  const linhas: L[] = await f
    .consulta()
    .where(and(...f.onde, isNotNull(f.em)))
    .orderBy(desc(f.em))
    .limit(LIMITE)
  // `em` is set: the where above keeps only the rows that have it.
  return linhas.map((l) => ({ tipo: f.tipo, em: (l.em as Date).toISOString(), descricao: f.descricao(l) }))
}

/**
 * What the system recorded as sent to a customer, newest first: OS emails to their address, payment
 * reminders (with the financeiro group), revision contacts and appointment reminders (with the agenda view).
 * Each source is capped before merging, so a long history stays one small read per source.
 */
export async function mensagensDoCliente(
  tx: Tx,
  empresaId: string,
  cliente: { id: string; email: string | null },
  pode: { financeiro: boolean; agenda: boolean },
): Promise<HistoricoMensagem[]> {
  const email = cliente.email?.trim().toLowerCase()
  const doCliente = (t: { empresa_id: PgColumn; cliente_id: PgColumn }) => [
    eq(t.empresa_id, empresaId),
    eq(t.cliente_id, cliente.id),
  ]
  // One after another: queries of one transaction share its connection.
  const todas = [
    ...(await ultimas({
      tipo: 'email',
      visivel: Boolean(email),
      consulta: () =>
        tx
          .select({ em: emailsEmpresa.criado_em, assunto: emailsSaida.assunto })
          .from(emailsEmpresa)
          .innerJoin(emailsSaida, eq(emailsSaida.id, emailsEmpresa.email_id))
          .$dynamic(),
      em: emailsEmpresa.criado_em,
      // Payment reminders are listed from their own record below; invitations go to staff; an
      // appointment's email only to who sees the agenda.
      onde: [
        eq(emailsEmpresa.empresa_id, empresaId),
        inArray(emailsEmpresa.tipo, pode.agenda ? ['os', 'agendamento'] : ['os']),
        sql`lower(${emailsSaida.para}) = ${email}`,
      ],
      descricao: (e) => `E-mail: ${e.assunto}`,
    })),
    ...(await ultimas({
      tipo: 'lembrete_cobranca',
      visivel: pode.financeiro,
      consulta: () =>
        tx
          .select({
            em: lembretesEnviados.criado_em,
            tipo: lembretesEnviados.tipo,
            parcela: arTitulos.parcela,
            numero_os: os.numero_os,
          })
          .from(lembretesEnviados)
          .innerJoin(
            arTitulos,
            and(
              eq(arTitulos.empresa_id, lembretesEnviados.empresa_id),
              eq(arTitulos.id, lembretesEnviados.titulo_id),
            ),
          )
          .innerJoin(os, and(eq(os.empresa_id, arTitulos.empresa_id), eq(os.id, arTitulos.os_id)))
          .$dynamic(),
      em: lembretesEnviados.criado_em,
      onde: [eq(lembretesEnviados.empresa_id, empresaId), eq(arTitulos.cliente_id, cliente.id)],
      descricao: (l) => `Lembrete de cobrança ${momentos[l.tipo]} (OS ${l.numero_os}, parcela ${l.parcela})`,
    })),
    ...(await ultimas({
      tipo: 'revisao_contatado',
      visivel: pode.agenda,
      consulta: () =>
        tx
          .select({ em: revisoes.contatado_em, servico: servicosCatalogo.descricao })
          .from(revisoes)
          .innerJoin(
            servicosCatalogo,
            and(
              eq(servicosCatalogo.empresa_id, revisoes.empresa_id),
              eq(servicosCatalogo.id, revisoes.servico_id),
            ),
          )
          .$dynamic(),
      em: revisoes.contatado_em,
      onde: doCliente(revisoes),
      descricao: (c) => `Contato sobre a revisão: ${c.servico}`,
    })),
    ...(await ultimas({
      tipo: 'lembrete_agendamento',
      visivel: pode.agenda,
      consulta: () =>
        tx
          .select({ em: agendamentos.lembrete_enviado_em, motivo: agendamentos.motivo })
          .from(agendamentos)
          .$dynamic(),
      em: agendamentos.lembrete_enviado_em,
      onde: doCliente(agendamentos),
      descricao: (a) => `Lembrete do agendamento: ${a.motivo}`,
    })),
  ]
  return todas.sort((a, b) => b.em.localeCompare(a.em)).slice(0, LIMITE)
}
