import { addDays, format } from 'date-fns'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { authMessages } from '../../../../shared/auth/auth.schemas'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import {
  type AceitarConviteInput,
  CONVITE_DIAS,
  type ConviteCriado,
  type ConvitePublico,
  type ConviteView,
  type CreateConviteInput,
} from '../../../../shared/usuarios/convites.schemas'
import { convitesMessages as m, usuariosMessages } from '../../../../shared/usuarios/usuarios.messages'
import type { Config } from '../../../config'
import type { Database } from '../../../db/client'
import { convites, empresas, membros, users } from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { AppError, conflict, isUniqueViolation, notFound } from '../../../http/errors'
import { createUserWithPassword } from '../../auth/auth.service'
import { mensagemContaExistente } from '../../auth/conta-existente'
import type { Tenant } from '../../auth/tenant.service'
import {
  contaDaEmpresa,
  reservarEmailDaEmpresa,
  responderParaDaEmpresa,
} from '../../email/emails-empresa.service'
import { type EmailMessage, entregarEmail } from '../../email/mailer'
import { exigirLugarLivre, travarEmpresa } from '../limite-usuarios'
import { conviteDoToken, exigirConviteValido, hashToken, linkDoConvite, novoToken } from './convite-token'

type Row = typeof convites.$inferSelect
const present = (row: Row): ConviteView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expira_em: row.expira_em.toISOString(),
  criado_em: row.criado_em.toISOString(),
})

const pendentes = (empresaId: string) =>
  and(
    eq(convites.empresa_id, empresaId),
    isNull(convites.aceito_em),
    isNull(convites.revogado_em),
    gt(convites.expira_em, sql`now()`),
  )

/** GET /api/convites: the pending invitations, newest first. */
export function listConvites(db: Database, tenant: Tenant): Promise<{ items: ConviteView[] }> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(convites)
      .where(pendentes(tenant.empresaId))
      .orderBy(desc(convites.criado_em))
    return { items: rows.map(present) }
  })
}

/**
 * POST /api/convites: a new link for the email and profile, counted against the plan's users. Inviting
 * an email again replaces its open invitation (the old link stops working): only the token's hash is
 * kept, so a new link is the way to get one to copy again. The email goes out through the outbox.
 */
export async function createConvite(
  db: Database,
  config: Config,
  tenant: Tenant,
  input: CreateConviteInput,
): Promise<ConviteCriado> {
  const token = novoToken()
  const link = linkDoConvite(config.baseUrl, token)
  const { convite, envio } = await withTenant(db, tenant, async (tx) => {
    const empresa = await travarEmpresa(tx, tenant.empresaId)
    const [existente] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email))
    // With SMTP the answer must not tell that the email is registered: its owner is told by email.
    if (existente && !config.smtpUrl) throw conflict('EMAIL_EM_USO', usuariosMessages.emailEmUso)
    const agora = new Date()
    await tx
      .update(convites)
      .set({ revogado_em: agora })
      .where(
        and(
          eq(convites.empresa_id, tenant.empresaId),
          eq(convites.email, input.email),
          isNull(convites.aceito_em),
          isNull(convites.revogado_em),
        ),
      )
    await exigirLugarLivre(tx, tenant.empresaId, empresa)
    const [row] = await tx
      .insert(convites)
      .values({
        empresa_id: tenant.empresaId,
        email: input.email,
        role: input.role,
        token_hash: hashToken(token),
        expira_em: addDays(agora, CONVITE_DIAS),
        criado_por: tenant.userId,
      })
      .returning()
    const [{ nome }] = await tx
      .select({ nome: empresas.nome_empresa })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
    // A company emails third parties only once its account email is confirmed (issue 22 item 1); until
    // then the admin copies the link, as without SMTP.
    if (config.smtpUrl && !(await contaDaEmpresa(tx, tenant.empresaId))?.confirmado) {
      return { convite: row, envio: null }
    }
    const message: EmailMessage = existente
      ? mensagemContaExistente(config, input.email, { convite: { empresa: nome } })
      : {
          para: input.email,
          assunto: `Convite para ${nome} no Bancada`,
          texto: [
            `${tenant.user.name} convidou você para entrar na equipe de ${nome} no Bancada, com o perfil ${roleLabel(input.role)}.`,
            '',
            `Para aceitar, abra o link abaixo e escolha sua senha (válido até ${format(row.expira_em, 'dd/MM/yyyy')}):`,
            link,
          ].join('\n'),
          // The admin gets the link in the answer; the outbox row keeps '[oculto]' in place of the token.
          segredos: [token],
        }
    message.responderPara = await responderParaDaEmpresa(tx, tenant.empresaId)
    const id = await reservarEmailDaEmpresa(tx, config, tenant.empresaId, 'convite', message)
    return { convite: row, envio: { id, message } }
  })
  const enviado =
    envio !== null && config.smtpUrl ? await entregarEmail(db, config, envio.id, envio.message) : false
  return { convite: present(convite), link, enviado_por_email: enviado }
}

/** DELETE /api/convites/:id: the link stops working; a used invitation cannot be revoked. */
export async function revogarConvite(db: Database, tenant: Tenant, id: string): Promise<void> {
  await withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select()
      .from(convites)
      .where(and(eq(convites.empresa_id, tenant.empresaId), eq(convites.id, id)))
    if (!row) throw notFound('Convite não encontrado')
    if (row.aceito_em) throw conflict('CONVITE_USADO', m.jaUsadoRevogar)
    if (row.revogado_em) return
    await tx
      .update(convites)
      .set({ revogado_em: new Date() })
      .where(and(eq(convites.empresa_id, tenant.empresaId), eq(convites.id, id)))
  })
}

/** GET /api/convites/publico/:token: what the invitation sign-up form shows read-only. */
export function lerConvitePublico(db: Database, token: string): Promise<ConvitePublico> {
  return db.transaction(async (tx) => {
    const convite = await conviteDoToken(tx, token)
    exigirConviteValido(convite)
    const [empresa] = await tx
      .select({ nome: empresas.nome_empresa })
      .from(empresas)
      .where(eq(empresas.id, convite.empresa_id))
    return { email: convite.email, role: convite.role, empresa: empresa.nome }
  })
}

/**
 * POST /api/auth/sign-up/convite: the user with the invited email and the password chosen, an active
 * membership with the invited profile, and the invitation marked used, in one transaction. The plan's
 * limit is checked again (it may have changed since the invitation).
 */
export async function aceitarConvite(db: Database, input: AceitarConviteInput): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const convite = await conviteDoToken(tx, input.token)
      exigirConviteValido(convite)
      const empresa = await travarEmpresa(tx, convite.empresa_id)
      await exigirLugarLivre(tx, convite.empresa_id, empresa, { exceptoConvite: convite.id })
      const [existente] = await tx.select({ id: users.id }).from(users).where(eq(users.email, convite.email))
      if (existente) {
        // With SMTP the caller mails "você já tem uma conta" (it needs the address and the company).
        const [{ nome }] = await tx
          .select({ nome: empresas.nome_empresa })
          .from(empresas)
          .where(eq(empresas.id, convite.empresa_id))
        throw new AppError(409, 'EMAIL_EM_USO', authMessages.emailEmUso, undefined, {
          email: convite.email,
          empresa: nome,
        })
      }
      const user = await createUserWithPassword(tx, {
        name: input.name,
        email: convite.email,
        password: input.password,
      })
      await tx
        .insert(membros)
        .values({ empresa_id: convite.empresa_id, user_id: user.id, role: convite.role })
      await tx
        .update(convites)
        .set({ aceito_em: new Date() })
        .where(and(eq(convites.empresa_id, convite.empresa_id), eq(convites.id, convite.id)))
      return { email: user.email }
    })
  } catch (error) {
    // Two acceptances racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_EM_USO', authMessages.emailEmUso)
    throw error
  }
}
