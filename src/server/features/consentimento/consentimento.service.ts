import { and, eq, sql } from 'drizzle-orm'
import { consentimentoMessages as m } from '../../../shared/consentimento/consentimento'
import type {
  ConsentimentoPortalView,
  DescadastroView,
} from '../../../shared/consentimento/consentimento.schemas'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { clientes, empresas, os } from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import { exigirLinkValido, linkDoToken } from '../portal/portal-links'
import { lerTokenDeDescadastro } from './descadastro'

type Segredo = Pick<Config, 'authSecret'>

/** The customer a valid opt-out token names, in its company's scope; 404 with what to do otherwise. */
async function clienteDoToken(tx: Tx, config: Segredo, token: string) {
  const ids = lerTokenDeDescadastro(config, token)
  if (!ids) throw notFound(m.linkInvalido)
  await enterTenant(tx, { empresaId: ids.empresaId })
  const [row] = await tx
    .select({ id: clientes.id, optout_em: clientes.optout_em, anonimizado_em: clientes.anonimizado_em })
    .from(clientes)
    .where(and(eq(clientes.empresa_id, ids.empresaId), eq(clientes.id, ids.clienteId)))
  // A customer since deleted or anonymised: the link names no one any more.
  if (!row || row.anonimizado_em) throw notFound(m.linkInvalido)
  const [empresa] = await tx
    .select({ nome: empresas.nome_empresa })
    .from(empresas)
    .where(eq(empresas.id, ids.empresaId))
  return { ...ids, optout_em: row.optout_em, empresa: empresa?.nome ?? '' }
}

/** GET /api/public/privacidade/:token: the confirmation page's data. */
export function lerDescadastro(db: Database, config: Segredo, token: string): Promise<DescadastroView> {
  return db.transaction(async (tx) => {
    const c = await clienteDoToken(tx, config, token)
    return { empresa: c.empresa, descadastrado: c.optout_em !== null }
  })
}

/**
 * POST /api/public/privacidade/:token/sair: no more reminders or offers. The first opt-out's date stays
 * (leaving twice changes nothing); service messages keep going (contract execution).
 */
export function sairDasMensagens(db: Database, config: Segredo, token: string): Promise<DescadastroView> {
  return db.transaction(async (tx) => {
    const c = await clienteDoToken(tx, config, token)
    await tx
      .update(clientes)
      .set({ consentimento_marketing: false, optout_em: sql`coalesce(${clientes.optout_em}, now())` })
      .where(and(eq(clientes.empresa_id, c.empresaId), eq(clientes.id, c.clienteId)))
    return { empresa: c.empresa, descadastrado: true }
  })
}

/** The customer of a valid quote link (the link's OS's customer), in the link's company scope. */
async function clienteDoOrcamento(tx: Tx, token: string) {
  const link = await linkDoToken(tx, token)
  exigirLinkValido(link)
  const [row] = await tx
    .select({ id: clientes.id, consentimento_marketing: clientes.consentimento_marketing })
    .from(os)
    .innerJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
    .where(and(eq(os.empresa_id, link.empresa_id), eq(os.id, link.os_id)))
  if (!row) throw notFound('Este orçamento não tem cliente')
  return { empresaId: link.empresa_id, ...row }
}

/** GET /api/public/orcamentos/:token/consentimento */
export function lerConsentimentoPortal(db: Database, token: string): Promise<ConsentimentoPortalView> {
  return db.transaction(async (tx) => {
    const c = await clienteDoOrcamento(tx, token)
    return { consentimento_marketing: c.consentimento_marketing }
  })
}

/**
 * POST /api/public/orcamentos/:token/consentimento: the customer's own answer, recorded with when and
 * 'portal' when it changes (a new yes ends an earlier opt-out; a no is an opt-out).
 */
export function salvarConsentimentoPortal(
  db: Database,
  token: string,
  aceita: boolean,
): Promise<ConsentimentoPortalView> {
  return db.transaction(async (tx) => {
    const c = await clienteDoOrcamento(tx, token)
    if (c.consentimento_marketing !== aceita) {
      await tx
        .update(clientes)
        .set({
          consentimento_marketing: aceita,
          consentimento_em: sql`now()`,
          consentimento_origem: 'portal',
          optout_em: aceita ? null : sql`coalesce(${clientes.optout_em}, now())`,
        })
        .where(and(eq(clientes.empresa_id, c.empresaId), eq(clientes.id, c.id)))
    }
    return { consentimento_marketing: aceita }
  })
}
