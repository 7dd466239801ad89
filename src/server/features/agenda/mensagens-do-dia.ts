import { addDays, format, parseISO } from 'date-fns'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { horaNoFuso } from '../../../shared/agenda/confirmacao'
import { confirmacaoMessages as m } from '../../../shared/agenda/confirmacao.messages'
import type { MensagensDoDiaView } from '../../../shared/agenda/confirmacao.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { agendamentos, empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { linkVivo } from './agendamento-links'
import { dadosDoAgendamento, textoDaMensagem, whatsappDoCliente } from './agendamento-mensagem'

/**
 * GET /api/agenda/mensagens-do-dia: tomorrow's booked and confirmed appointments (the company's calendar
 * day), each with the day-before reminder filled and its wa.me link, the ones already sent with when.
 */
export function mensagensDoDia(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
): Promise<MensagensDoDiaView> {
  return withTenant(db, tenant, async (tx) => {
    const [empresa] = await tx
      .select({ fuso: empresas.fuso_horario })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    const fuso = empresa!.fuso
    const amanha = format(addDays(parseISO(todayInTimeZone(fuso)), 1), 'yyyy-MM-dd')
    // The day's bounds as instants in the company's zone, so the (empresa_id, inicio) index serves.
    const inicioDoDia = (dia: string) => sql`(${dia}::date::timestamp at time zone ${fuso})`
    const ids = await tx
      .select({ id: agendamentos.id })
      .from(agendamentos)
      .where(
        and(
          eq(agendamentos.empresa_id, tenant.empresaId),
          gte(agendamentos.inicio, inicioDoDia(amanha)),
          lt(agendamentos.inicio, sql`${inicioDoDia(amanha)} + interval '1 day'`),
          inArray(agendamentos.status, ['agendado', 'confirmado']),
        ),
      )
      .orderBy(asc(agendamentos.inicio), asc(agendamentos.id))
    const itens = []
    for (const { id } of ids) {
      const d = await dadosDoAgendamento(tx, tenant.empresaId, id)
      const link = await linkVivo(tx, config, d.ag)
      const texto = await textoDaMensagem(tx, config, d, 'lembrete', link.url)
      itens.push({
        id,
        inicio: d.ag.inicio.toISOString(),
        hora: horaNoFuso(d.ag.inicio, fuso),
        cliente_nome: d.cliente.nome,
        veiculo: d.veiculo,
        motivo: d.ag.motivo,
        status: d.ag.status,
        texto,
        whatsapp_url: whatsappDoCliente(tenant, d.cliente, texto),
        lembrete_enviado_em: d.ag.lembrete_enviado_em?.toISOString() ?? null,
      })
    }
    return { data: amanha, itens }
  })
}

/** POST /api/agendamentos/:id/lembrete-enviado: the reminder went out (by WhatsApp, by hand). */
export function marcarLembreteEnviado(
  db: Database,
  tenant: Tenant,
  id: string,
): Promise<{ lembrete_enviado_em: string }> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .update(agendamentos)
      .set({ lembrete_enviado_em: sql`now()` })
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
      .returning({ lembrete_enviado_em: agendamentos.lembrete_enviado_em })
    if (!row) throw notFound(m.naoEncontrado)
    return { lembrete_enviado_em: row.lembrete_enviado_em!.toISOString() }
  })
}
