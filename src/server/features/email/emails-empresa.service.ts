import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import {
  type EmailsEmpresaList,
  emailsEmpresaMessages as m,
} from '../../../shared/email/emails-empresa.schemas'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { emailsEmpresa, emailsSaida, empresas, membros, users } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { type EmailMessage, registrarEmail } from './mailer'

const PAGE_SIZE = 20

/**
 * The company's account: its founder (the person who signed it up), else its oldest administrator. Its
 * email must be confirmed before the company may email anyone else (issue 22 item 1).
 */
export async function contaDaEmpresa(
  tx: Tx,
  empresaId: string,
): Promise<{ email: string; confirmado: boolean } | null> {
  const [conta] = await tx
    .select({ email: users.email, confirmado: users.emailVerified })
    .from(membros)
    .innerJoin(users, eq(users.id, membros.user_id))
    .where(and(eq(membros.empresa_id, empresaId), eq(membros.role, 'admin')))
    .orderBy(desc(membros.fundador), asc(membros.criado_em))
    .limit(1)
  return conta ?? null
}

/** Answers 403 while the company's account email is not confirmed. */
export async function exigirContaConfirmada(tx: Tx, empresaId: string): Promise<void> {
  const conta = await contaDaEmpresa(tx, empresaId)
  if (!conta?.confirmado) throw new AppError(403, 'EMAIL_NAO_CONFIRMADO', m.contaNaoConfirmada)
}

/**
 * Records an email the company sends to a third party, within its hourly and daily limits (429 with when
 * to retry otherwise), in the caller's tenant transaction: refused, nothing else the request wrote stays.
 * The company row is locked while counting, so simultaneous sends cannot pass the limit together.
 * Answers the outbox row's id for `entregarEmail` after the transaction commits.
 */
export async function reservarEmailDaEmpresa(
  tx: Tx,
  config: Pick<Config, 'emailLimites'>,
  empresaId: string,
  tipo: (typeof emailsEmpresa.$inferInsert)['tipo'],
  message: EmailMessage,
): Promise<string> {
  await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresaId)).for('update')
  const [uso] = await tx
    .select({
      hora: sql<number>`count(*) filter (where ${emailsEmpresa.criado_em} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
      dia: count(),
      // Minutes until the oldest email of each window leaves it.
      livreHora:
        sql<number>`extract(epoch from min(${emailsEmpresa.criado_em}) filter (where ${emailsEmpresa.criado_em} > now() - interval '1 hour') + interval '1 hour' - now()) / 60`.mapWith(
          Number,
        ),
      livreDia:
        sql<number>`extract(epoch from min(${emailsEmpresa.criado_em}) + interval '1 day' - now()) / 60`.mapWith(
          Number,
        ),
    })
    .from(emailsEmpresa)
    .where(
      and(
        eq(emailsEmpresa.empresa_id, empresaId),
        sql`${emailsEmpresa.criado_em} > now() - interval '1 day'`,
      ),
    )
  const { porHora, porDia } = config.emailLimites
  if (uso.dia >= porDia) throw limite(porDia, 'dia', uso.livreDia)
  if (uso.hora >= porHora) throw limite(porHora, 'hora', uso.livreHora)
  const emailId = await registrarEmail(tx, message)
  await tx.insert(emailsEmpresa).values({ empresa_id: empresaId, email_id: emailId, tipo })
  return emailId
}

const limite = (n: number, periodo: 'hora' | 'dia', minutos: number) =>
  new AppError(429, 'LIMITE_EMAILS', m.limiteAtingido(n, periodo, minutos), undefined, {
    tentar_em_minutos: Math.max(1, Math.ceil(minutos)),
  })

/** GET /api/empresa/emails: the company's sent, failed and pending emails, newest first. */
export function listarEmailsDaEmpresa(
  db: Database,
  config: Pick<Config, 'emailLimites' | 'smtpUrl'>,
  tenant: Tenant,
  page: number,
): Promise<EmailsEmpresaList> {
  return withTenant(db, tenant, async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(emailsEmpresa)
      .where(eq(emailsEmpresa.empresa_id, tenant.empresaId))
    const rows = await tx
      .select({
        id: emailsEmpresa.id,
        criado_em: emailsEmpresa.criado_em,
        tipo: emailsEmpresa.tipo,
        para: emailsSaida.para,
        assunto: emailsSaida.assunto,
        status: emailsSaida.status,
      })
      .from(emailsEmpresa)
      .innerJoin(emailsSaida, eq(emailsSaida.id, emailsEmpresa.email_id))
      .where(eq(emailsEmpresa.empresa_id, tenant.empresaId))
      .orderBy(desc(emailsEmpresa.criado_em), desc(emailsEmpresa.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
    return {
      items: rows.map((r) => ({ ...r, criado_em: r.criado_em.toISOString() })),
      total,
      page,
      pageSize: PAGE_SIZE,
      limites: { por_hora: config.emailLimites.porHora, por_dia: config.emailLimites.porDia },
      smtp: Boolean(config.smtpUrl),
    }
  })
}

/** Reply-To of the company's emails: its own email (Configurações > Empresa), else its account's. */
export async function responderParaDaEmpresa(tx: Tx, empresaId: string): Promise<string | undefined> {
  const [empresa] = await tx
    .select({ email: empresas.email })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return empresa?.email || (await contaDaEmpresa(tx, empresaId))?.email
}
