import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import type {
  CobrancasDoDiaView,
  LembretesView,
  lembretesInput,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import { lembreteDoDia, preencherLembrete, type TipoLembrete } from '../../../shared/cobranca-pix/lembretes'
import { formatDate, todayInTimeZone } from '../../../shared/formatos/data'
import { formatCurrency } from '../../../shared/formatos/moeda'
import { whatsappComTexto } from '../../../shared/os/compartilhar.schemas'
import type { Config } from '../../config'
import type { Database, Executor, Tx } from '../../db/client'
import { arTitulos, clientes, empresas, lembretesCobranca, lembretesEnviados } from '../../db/schema'
import { enterTenant, type TenantScope, withTenant } from '../../db/with-tenant'
import { AppError } from '../../http/errors'
import { comDescadastro } from '../consentimento/descadastro'
import { reservarEmailDaEmpresa } from '../email/emails-empresa.service'
import { entregarEmail } from '../email/mailer'
import { presentTitulo, selectTitulos, statusIs } from '../financeiro/titulo-query'
import { lerModelos } from '../mensagens/modelos.repo'

type Linha = typeof lembretesCobranca.$inferSelect
const PADRAO = { ativo: false, dias_antes: 3, no_dia: true, dias_depois: 3, enviar_email: true }

function present(linha: Linha | undefined, config: Pick<Config, 'smtpUrl'>): LembretesView {
  return {
    ...PADRAO,
    ...(linha && {
      ativo: linha.ativo,
      dias_antes: linha.dias_antes,
      no_dia: linha.no_dia,
      dias_depois: linha.dias_depois,
      enviar_email: linha.enviar_email,
    }),
    email_disponivel: Boolean(config.smtpUrl),
  }
}

const lerConfig = async (tx: Tx) => (await tx.select().from(lembretesCobranca))[0]

export const getLembretes = (db: Executor, scope: TenantScope, config: Pick<Config, 'smtpUrl'>) =>
  withTenant(db, scope, async (tx) => present(await lerConfig(tx), config))

export function salvarLembretes(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof lembretesInput>,
  config: Pick<Config, 'smtpUrl'>,
) {
  return withTenant(db, scope, async (tx) => {
    const valores = { ...input, atualizado_em: new Date() }
    const [linha] = await tx
      .insert(lembretesCobranca)
      .values({ empresa_id: scope.empresaId, ...valores })
      .onConflictDoUpdate({ target: lembretesCobranca.empresa_id, set: valores })
      .returning()
    return present(linha, config)
  })
}

/**
 * Today's reminders of a company (its zone's today): open titles with a balance due in `dias_antes`
 * days, today or `dias_depois` days ago, each with its message filled (the bank's PIX code when it has
 * one, else the static one, and the customer's opt-out line) and its WhatsApp link. Empty while
 * reminders are off.
 */
async function lembretesDeHoje(
  tx: Tx,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  empresaId: string,
  agora: Date,
) {
  const cfg = await lerConfig(tx)
  const [empresa] = await tx
    .select({ nome: empresas.nome_empresa, fuso: empresas.fuso_horario })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  const hoje = todayInTimeZone(empresa.fuso, agora)
  const hora = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: empresa.fuso }).format(
      agora,
    ),
  )
  if (!cfg?.ativo) return { hoje, hora, cfg, itens: [] }
  const dia = (dias: number) => sql`(${hoje}::date + ${dias}::int)`
  const dias = [
    ...(cfg.dias_antes > 0 ? [dia(cfg.dias_antes)] : []),
    ...(cfg.no_dia ? [dia(0)] : []),
    ...(cfg.dias_depois > 0 ? [dia(-cfg.dias_depois)] : []),
  ]
  if (dias.length === 0) return { hoje, hora, cfg, itens: [] }
  // The texts of Configurações → Mensagens (issue 27 item 5).
  const modelos = await lerModelos(tx, empresaId, ['cobranca_antes', 'cobranca_no_dia', 'cobranca_depois'])
  const linhas = await selectTitulos(tx, empresaId, { cliente_email: sql<string | null>`${clientes.email}` })
    .where(
      and(
        eq(arTitulos.empresa_id, empresaId),
        statusIs('=', 'aberto'),
        sql`${arTitulos.vencimento} in (${sql.join(dias, sql`, `)})`,
        sql`${arTitulos.valor} > ${arTitulos.valor_pago}`,
      ),
    )
    .orderBy(arTitulos.vencimento, arTitulos.id)
  const itens = linhas.flatMap((linha) => {
    const titulo = presentTitulo(linha, hoje)
    const tipo = lembreteDoDia(titulo.vencimento, hoje, cfg)
    if (!tipo) return []
    const texto = preencherLembrete(modelos[`cobranca_${tipo}`], {
      cliente: titulo.cliente_nome,
      numero_os: titulo.numero_os,
      parcela: titulo.parcela,
      valor: formatCurrency(titulo.saldo),
      vencimento: formatDate(titulo.vencimento),
      pix: titulo.pix?.copia_e_cola,
      empresa: empresa.nome,
    })
    // A payment reminder is a service message: it goes without consent, and the line says so.
    const mensagem = comDescadastro(texto, config, { empresaId, clienteId: titulo.cliente_id })
    return [{ titulo, tipo, mensagem, email: linha.cliente_email }]
  })
  return { hoje, hora, cfg, itens }
}

/** GET /api/cobranca-pix/cobrancas-do-dia: the reminders to send today, one WhatsApp tap each. */
export function cobrancasDoDia(
  db: Executor,
  scope: TenantScope,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  verContato: boolean,
  agora = new Date(),
): Promise<CobrancasDoDiaView> {
  return withTenant(db, scope, async (tx) => {
    const { hoje, itens } = await lembretesDeHoje(tx, config, scope.empresaId, agora)
    const enviados = await enviadosDe(
      tx,
      scope.empresaId,
      itens.map((i) => i.titulo.id),
    )
    return {
      hoje,
      items: itens.map(({ titulo, tipo, mensagem, email }) => {
        // The customer's phone and email are the registers' (campos-restritos): without them, the
        // WhatsApp link opens without a number and asks for the conversation.
        const telefone = verContato ? (titulo.cliente_telefone ?? null) : null
        return {
          titulo_id: titulo.id,
          tipo,
          os_id: titulo.os_id,
          numero_os: titulo.numero_os,
          parcela: titulo.parcela,
          cliente_nome: titulo.cliente_nome,
          cliente_telefone: telefone,
          cliente_email: verContato ? email : null,
          saldo: titulo.saldo,
          vencimento: titulo.vencimento,
          mensagem,
          whatsapp_url: whatsappComTexto(telefone, mensagem),
          email_enviado_em: enviados.get(`${titulo.id}:${tipo}`) ?? null,
        }
      }),
    }
  })
}

async function enviadosDe(tx: Tx, empresaId: string, tituloIds: string[]) {
  if (tituloIds.length === 0) return new Map<string, string>()
  const linhas = await tx
    .select()
    .from(lembretesEnviados)
    .where(and(eq(lembretesEnviados.empresa_id, empresaId), inArray(lembretesEnviados.titulo_id, tituloIds)))
  return new Map(linhas.map((l) => [`${l.titulo_id}:${l.tipo}`, l.criado_em.toISOString()]))
}

const HORA_DOS_EMAILS = 8

const ASSUNTO: Record<TipoLembrete, (os: string, parcela: string) => string> = {
  antes: (os, parcela) => `Lembrete: parcela ${parcela} da ${os} vence em breve`,
  no_dia: (os, parcela) => `Lembrete: parcela ${parcela} da ${os} vence hoje`,
  depois: (os, parcela) => `Parcela ${parcela} da ${os} em aberto`,
}

/**
 * Emails today's reminders of a company to the customers that have an email, each once per title and
 * moment (the row in `lembretes_enviados` is claimed first: two servers never send one twice), within
 * the company's email limits. The emails leave after the commit. Answers how many were sent.
 */
export async function enviarLembretesDoDia(
  db: Database,
  empresaId: string,
  config: Config,
  opts: { agora?: Date; automatico?: boolean } = {},
): Promise<number> {
  const agora = opts.agora ?? new Date()
  if (!config.smtpUrl) throw new AppError(400, 'SEM_SMTP', m.semSmtp)
  const reservados = await withTenant(db, { empresaId }, async (tx) => {
    const { cfg, hora, itens } = await lembretesDeHoje(tx, config, empresaId, agora)
    if (!cfg?.enviar_email) return []
    // The job does not wake customers up: its emails leave from 8 o'clock in the company's zone.
    if (opts.automatico && hora < HORA_DOS_EMAILS) return []
    const fila: { emailId: string; para: string; assunto: string; texto: string }[] = []
    for (const { titulo, tipo, mensagem, email } of itens) {
      if (!email) continue
      const [novo] = await tx
        .insert(lembretesEnviados)
        .values({ empresa_id: empresaId, titulo_id: titulo.id, tipo })
        .onConflictDoNothing()
        .returning()
      if (!novo) continue
      const assunto = ASSUNTO[tipo](titulo.numero_os, titulo.parcela)
      const deste = and(
        eq(lembretesEnviados.empresa_id, empresaId),
        eq(lembretesEnviados.titulo_id, titulo.id),
        eq(lembretesEnviados.tipo, tipo),
      )
      let emailId: string
      try {
        emailId = await reservarEmailDaEmpresa(tx, config, empresaId, 'lembrete', {
          para: email,
          assunto,
          texto: mensagem,
        })
      } catch (error) {
        // The company's email limit: this one and the rest wait for the next round (not marked as sent).
        if (!(error instanceof AppError && error.status === 429)) throw error
        await tx.delete(lembretesEnviados).where(deste)
        break
      }
      await tx.update(lembretesEnviados).set({ email_id: emailId }).where(deste)
      fila.push({ emailId, para: email, assunto, texto: mensagem })
    }
    return fila
  })
  let enviados = 0
  for (const e of reservados) {
    if (await entregarEmail(db, config, e.emailId, { para: e.para, assunto: e.assunto, texto: e.texto }))
      enviados++
  }
  return enviados
}

/**
 * The companies whose reminders go by email, with their zone, for the background job (the migration's
 * `lembretes_fila` policy, the same setting as the bank's job).
 */
export async function empresasComLembretes(tx: Tx): Promise<string[]> {
  await enterTenant(tx, {})
  await tx.execute(sql`select set_config('app.cobranca_pix_fila', 'on', true)`)
  const linhas = await tx
    .select({ empresaId: lembretesCobranca.empresa_id })
    .from(lembretesCobranca)
    .where(and(eq(lembretesCobranca.ativo, true), eq(lembretesCobranca.enviar_email, true)))
  await tx.execute(sql`select set_config('app.cobranca_pix_fila', '', true)`)
  return linhas.map((l) => l.empresaId)
}
