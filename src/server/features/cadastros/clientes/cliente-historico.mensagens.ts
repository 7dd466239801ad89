import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
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
  // One after another: queries of one transaction share its connection.
  const emails = email
    ? await tx
        .select({ em: emailsEmpresa.criado_em, assunto: emailsSaida.assunto })
        .from(emailsEmpresa)
        .innerJoin(emailsSaida, eq(emailsSaida.id, emailsEmpresa.email_id))
        // Payment reminders are listed from their own record below; invitations go to staff.
        .where(
          and(
            eq(emailsEmpresa.empresa_id, empresaId),
            eq(emailsEmpresa.tipo, 'os'),
            sql`lower(${emailsSaida.para}) = ${email}`,
          ),
        )
        .orderBy(desc(emailsEmpresa.criado_em))
        .limit(LIMITE)
    : []
  const lembretes = pode.financeiro
    ? await tx
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
        .where(and(eq(lembretesEnviados.empresa_id, empresaId), eq(arTitulos.cliente_id, cliente.id)))
        .orderBy(desc(lembretesEnviados.criado_em))
        .limit(LIMITE)
    : []
  const contatos = pode.agenda
    ? await tx
        .select({ em: revisoes.contatado_em, servico: servicosCatalogo.descricao })
        .from(revisoes)
        .innerJoin(
          servicosCatalogo,
          and(
            eq(servicosCatalogo.empresa_id, revisoes.empresa_id),
            eq(servicosCatalogo.id, revisoes.servico_id),
          ),
        )
        .where(
          and(
            eq(revisoes.empresa_id, empresaId),
            eq(revisoes.cliente_id, cliente.id),
            isNotNull(revisoes.contatado_em),
          ),
        )
        .orderBy(desc(revisoes.contatado_em))
        .limit(LIMITE)
    : []
  const avisos = pode.agenda
    ? await tx
        .select({
          em: agendamentos.lembrete_enviado_em,
          inicio: agendamentos.inicio,
          motivo: agendamentos.motivo,
        })
        .from(agendamentos)
        .where(
          and(
            eq(agendamentos.empresa_id, empresaId),
            eq(agendamentos.cliente_id, cliente.id),
            isNotNull(agendamentos.lembrete_enviado_em),
          ),
        )
        .orderBy(desc(agendamentos.lembrete_enviado_em))
        .limit(LIMITE)
    : []
  const todas: HistoricoMensagem[] = [
    ...emails.map((e) => ({
      tipo: 'email' as const,
      em: e.em.toISOString(),
      descricao: `E-mail: ${e.assunto}`,
    })),
    ...lembretes.map((l) => ({
      tipo: 'lembrete_cobranca' as const,
      em: l.em.toISOString(),
      descricao: `Lembrete de cobrança ${momentos[l.tipo]} (OS ${l.numero_os}, parcela ${l.parcela})`,
    })),
    ...contatos.map((c) => ({
      tipo: 'revisao_contatado' as const,
      em: (c.em as Date).toISOString(),
      descricao: `Contato sobre a revisão: ${c.servico}`,
    })),
    ...avisos.map((a) => ({
      tipo: 'lembrete_agendamento' as const,
      em: (a.em as Date).toISOString(),
      descricao: `Lembrete do agendamento: ${a.motivo}`,
      inicio: a.inicio,
    })),
  ]
  return todas
    .sort((a, b) => b.em.localeCompare(a.em))
    .slice(0, LIMITE)
    .map(({ tipo, em, descricao }) => ({ tipo, em, descricao }))
}
