import { and, eq, sql } from 'drizzle-orm'
import { mensagensMessages as m } from '../../../shared/mensagens/mensagens.messages'
import type { ModeloMensagemView } from '../../../shared/mensagens/mensagens.schemas'
import { type ChaveDeModelo, chavesDeModelo, modelos } from '../../../shared/mensagens/modelos'
import type { Database, Executor } from '../../db/client'
import { modelosMensagem } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/** The path's key, or 404: a key the registry does not list is a template that does not exist. */
export function chaveConhecida(chave: string): ChaveDeModelo {
  if (!(chavesDeModelo as readonly string[]).includes(chave)) throw notFound(m.modeloNaoEncontrado)
  return chave as ChaveDeModelo
}

function present(chave: ChaveDeModelo, proprio: string | undefined): ModeloMensagemView {
  const { titulo, placeholders, padrao } = modelos[chave]
  return {
    chave,
    titulo,
    placeholders: [...placeholders],
    texto: proprio ?? padrao,
    padrao,
    personalizado: proprio !== undefined,
  }
}

async function proprios(tx: Executor, empresaId: string) {
  const linhas = await tx
    .select({ chave: modelosMensagem.chave, texto: modelosMensagem.texto })
    .from(modelosMensagem)
    .where(eq(modelosMensagem.empresa_id, empresaId))
  return new Map(linhas.map((l) => [l.chave, l.texto]))
}

/** GET /api/modelos-mensagem: every template of the registry, in its order, own text or default. */
export const listarModelos = (db: Database, tenant: Tenant) =>
  readTenant(db, tenant, async (tx) => {
    const textos = await proprios(tx, tenant.empresaId)
    return chavesDeModelo.map((c) => present(c, textos.get(c)))
  })

/** PUT /api/modelos-mensagem/:chave: the company's own text, used from the next message on. */
export function salvarModelo(db: Database, tenant: Tenant, chave: ChaveDeModelo, texto: string) {
  return withTenant(db, tenant, async (tx) => {
    await tx
      .insert(modelosMensagem)
      .values({ empresa_id: tenant.empresaId, chave, texto })
      .onConflictDoUpdate({
        target: [modelosMensagem.empresa_id, modelosMensagem.chave],
        set: { texto, atualizado_em: sql`now()` },
      })
    return present(chave, texto)
  })
}

/** DELETE /api/modelos-mensagem/:chave: back to the default text (no row). */
export function restaurarModelo(db: Database, tenant: Tenant, chave: ChaveDeModelo) {
  return withTenant(db, tenant, async (tx) => {
    await tx
      .delete(modelosMensagem)
      .where(and(eq(modelosMensagem.empresa_id, tenant.empresaId), eq(modelosMensagem.chave, chave)))
    return present(chave, undefined)
  })
}
