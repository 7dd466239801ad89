import { eq } from 'drizzle-orm'
import { agendamentos, empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo } from '../../test/os-fixtures'

// One register per company: Maria's Fiat Uno, reused by every appointment of the company.
const catalogos = new Map<string, Promise<Catalogo>>()

/**
 * An appointment inserted directly (the agenda's CRUD is another part of the issue), in a company with an
 * address: Maria, (11) 97162-6799, Fiat Uno ABC1D23. Tomorrow at 09:30 in São Paulo unless told.
 */
export async function agendamentoNovo(
  t: TestApp,
  user: TestUser,
  opts: { inicio?: Date; status?: (typeof agendamentos.$inferInsert)['status']; email?: string } = {},
) {
  if (!catalogos.has(user.empresaId)) {
    catalogos.set(
      user.empresaId,
      (async () => {
        await withTenant(t.handle.db, { empresaId: user.empresaId }, (tx) =>
          tx
            .update(empresas)
            .set({
              endereco: 'Rua das Flores',
              numero: '120',
              bairro: 'Centro',
              cidade: 'São Paulo',
              uf: 'SP',
            })
            .where(eq(empresas.id, user.empresaId)),
        )
        return buildCatalogo(t, user)
      })(),
    )
  }
  const c = await catalogos.get(user.empresaId)!
  if (opts.email) {
    const res = await call(t, user, 'PATCH', `/api/clientes/${c.cliente.id}`, { email: opts.email })
    if (res.statusCode !== 200) throw new Error(res.body)
  }
  const [ag] = await withTenant(t.handle.db, { empresaId: user.empresaId }, (tx) =>
    tx
      .insert(agendamentos)
      .values({
        empresa_id: user.empresaId,
        cliente_id: c.cliente.id,
        veiculo_id: c.veiculo.id,
        inicio: opts.inicio ?? amanhaAs('09:30'),
        duracao_min: 90,
        motivo: 'Revisão dos 40 mil km',
        status: opts.status ?? 'agendado',
      })
      .returning(),
  )
  return { agendamento: ag!, catalogo: c }
}

/** Tomorrow at hh:mm in São Paulo (UTC-3, no daylight saving since 2019). */
export function amanhaAs(hora: string, dias = 1): Date {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const d = new Date(`${hoje}T${hora}:00-03:00`)
  return new Date(d.getTime() + dias * 24 * 60 * 60 * 1000)
}

/** The portal link's token of an appointment. */
export async function linkDe(t: TestApp, user: TestUser, id: string) {
  const res = await call(t, user, 'POST', `/api/agendamentos/${id}/link`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json() as { url: string; token: string; expira_em: string }
}
