import { sql } from 'drizzle-orm'
import type { PlanoId, StatusAssinatura } from '../../../shared/assinatura/planos'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { withTenant } from '../../db/with-tenant'
import type { TestApp } from '../../test/build-app'
import { aplicarPlano } from './plano-operador'

const TZ = 'America/Sao_Paulo'
const DAY_MS = 86_400_000

/** This month's first local midnight in São Paulo (every test company's zone), as SQL. */
const inicioDoMes = () =>
  sql`(${`${todayInTimeZone(TZ).slice(0, 7)}-01`}::date::timestamp at time zone ${TZ})`

/** The operator's command, as `npm run plan` runs it against a stopped server, then sessions forgotten. */
export async function mudarPlano(
  t: TestApp,
  empresaId: string,
  plano: PlanoId,
  opts: { status?: StatusAssinatura; dias_trial?: number } = {},
) {
  const aplicado = await aplicarPlano(t.handle.db, { empresa: empresaId, plano, ...opts })
  t.sessions.forgetEmpresa(empresaId)
  return aplicado
}

/** Moves the company's dates by hand (the clock of a trial or a debt), then forgets its sessions. */
export async function setAssinatura(
  t: TestApp,
  empresaId: string,
  fields: { status?: StatusAssinatura; trialAteMs?: number; inadimplenteHaDias?: number },
) {
  const trialAte =
    fields.trialAteMs === undefined ? null : new Date(Date.now() + fields.trialAteMs).toISOString()
  const desde =
    fields.inadimplenteHaDias === undefined
      ? null
      : new Date(Date.now() - fields.inadimplenteHaDias * DAY_MS).toISOString()
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.execute(sql`update empresas set
      status_assinatura = coalesce(${fields.status ?? null}, status_assinatura),
      trial_ate = coalesce(${trialAte}::timestamptz, trial_ate),
      inadimplente_desde = ${desde}::timestamptz
      where id = ${empresaId}`),
  )
  t.sessions.forgetEmpresa(empresaId)
}

/** `n` OS rows created this month straight in the table (only their count matters to the limit). */
export async function inserirOsDoMes(t: TestApp, empresaId: string, n: number) {
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.execute(sql`insert into os (empresa_id, numero_os, data_abertura)
      select ${empresaId}, 'CARGA-' || g, current_date from generate_series(1, ${n}::int) g`),
  )
}

/** Dates every OS of the company one second before this month began (in its zone): last month's. */
export async function osParaOMesPassado(t: TestApp, empresaId: string) {
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.execute(
      sql`update os set criado_em = ${inicioDoMes()} - interval '1 second' where empresa_id = ${empresaId}`,
    ),
  )
}
