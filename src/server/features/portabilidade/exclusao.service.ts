import { type SQL, sql } from 'drizzle-orm'
import { MARCADOR_ANONIMIZADO } from '../../../shared/titular/titular'
import { type Executor, queryRows } from '../../db/client'
import { readTenant, withTenant } from '../../db/with-tenant'
import type { FileStorage } from '../../storage/file-storage'
import { registrarAtividade } from '../atividades/registrar'
import { anonimizarCliente } from '../titular/anonimizacao'
import { tabelasApagadas } from './exclusao.tabelas'

/** The files deleted with the company: photos, inspection photos and the logo (never the NFS-e's). */
export interface ArquivosApagaveis {
  fotosOs: FileStorage
  fotosVistoria: FileStorage
  logos: FileStorage
}

const PAGINA = 200

/** The companies whose 30 days are over and whose data is not deleted yet (read as the owner: every company). */
export async function empresasAExcluir(db: Executor, agora: Date = new Date()): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from empresas where status_assinatura = 'cancelada' and dados_excluir_em < ${agora.toISOString()}::timestamptz
      and dados_excluidos_em is null order by dados_excluir_em`,
  )
  return rows.map((r) => r.id)
}

/** Deletes one kind of file, a page of keys at a time (the rows stay until the last step). */
async function apagarArquivos(
  db: Executor,
  empresaId: string,
  storage: FileStorage,
  consulta: (depois: string) => SQL,
) {
  let depois = ''
  for (;;) {
    const chaves = await readTenant(db, { empresaId }, (tx) => queryRows<{ k: string }>(tx, consulta(depois)))
    for (const { k } of chaves) await storage.delete(k)
    if (chaves.length < PAGINA) return
    depois = chaves.at(-1)!.k
  }
}

/**
 * The end of a cancelled company's 30 days (issue 29 item 5, docs/decisions/038), in steps that can each
 * run again: a crash or a second server only repeats what is left.
 * 1. The files go first, while the rows still name them (a missing file is not an error).
 * 2. Every customer is anonymised (titular/anonimizacao.ts), a few per transaction, each row locked
 *    (skip locked: two servers never take the same one).
 * 3. One transaction, under an advisory lock: the business data no law requires is deleted, technicians and
 *    users lose their personal data, nobody can sign in any more, and `dados_excluidos_em` is set.
 * Kept: OS, items, quotes, titles, payments, PIX, NFS-e rows and files: the fiscal and financial records.
 */
export async function excluirDadosDaEmpresa(db: Executor, empresaId: string, arquivos: ArquivosApagaveis) {
  const e = empresaId
  await apagarArquivos(
    db,
    e,
    arquivos.fotosOs,
    (d) =>
      sql`select distinct arquivo as k from os_fotos where empresa_id = ${e} and arquivo > ${d} order by 1 limit ${PAGINA}`,
  )
  await apagarArquivos(
    db,
    e,
    arquivos.fotosVistoria,
    (d) =>
      sql`select distinct arquivo as k from vistoria_fotos where empresa_id = ${e} and arquivo > ${d} order by 1 limit ${PAGINA}`,
  )
  await apagarArquivos(
    db,
    e,
    arquivos.logos,
    (d) => sql`select logo_path as k from empresas where id = ${e} and logo_path > ${d}`,
  )

  for (;;) {
    const feitos = await withTenant(db, { empresaId: e }, async (tx) => {
      const ids = await queryRows<{ id: string }>(
        tx,
        sql`select id from clientes where empresa_id = ${e} and anonimizado_em is null
          order by id limit 20 for update skip locked`,
      )
      for (const { id } of ids) await anonimizarCliente(tx, id)
      return ids.length
    })
    if (feitos === 0) break
  }

  return withTenant(db, { empresaId: e }, async (tx) => {
    const [trava] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${`exclusao-empresa:${e}`})) as ok`,
    )
    if (!trava?.ok) return false
    const [pendente] = await queryRows<{ excluidos: string | null; clientes: number }>(
      tx,
      sql`select dados_excluidos_em as excluidos,
        (select count(*)::int from clientes where empresa_id = ${e} and anonimizado_em is null) as clientes
        from empresas where id = ${e} for update`,
    )
    // Done by another server, or a customer still locked by one: the next round finishes.
    if (!pendente || pendente.excluidos !== null || pendente.clientes > 0) return false
    await apagarDadosDaEmpresa(tx, e)
    return true
  })
}

/** Step 3: inside the company's transaction. */
async function apagarDadosDaEmpresa(tx: Executor, e: string) {
  const membros = sql`(select user_id from membros where empresa_id = ${e})`
  // The people whose names the log's values still carry: the team, the technicians, the invited.
  const termos = await queryRows<{ v: string }>(
    tx,
    sql`select distinct v from (
      select u.name as v from users u where u.id in ${membros} union select u.email from users u where u.id in ${membros}
      union select nome from tecnicos where empresa_id = ${e} union select email from tecnicos where empresa_id = ${e}
      union select documento from tecnicos where empresa_id = ${e} union select celular from tecnicos where empresa_id = ${e}
      union select email from convites where empresa_id = ${e}) x where v is not null and length(v) >= 3`,
  )
  await tx.execute(
    sql`delete from emails_saida where id in (select email_id from emails_empresa where empresa_id = ${e})`,
  )
  for (const tabela of tabelasApagadas) {
    if (tabela === 'membros') {
      // Nobody signs in again: sessions and passwords go, the accounts keep no name or e-mail.
      await tx.execute(sql`delete from sessions where user_id in ${membros}`)
      await tx.execute(sql`delete from accounts where user_id in ${membros}`)
      await tx.execute(
        sql`update users set name = 'Usuário removido', email = 'removido-' || id || '@bancada.invalid', image = null,
          email_verified = false where id in ${membros}`,
      )
    }
    await tx.execute(sql`delete from ${sql.identifier(tabela)} where empresa_id = ${e}`)
  }
  await tx.execute(
    sql`update tecnicos set nome = 'Técnico removido', documento = null, email = null, celular = null, usuario_id = null
      where empresa_id = ${e}`,
  )
  // The issuer of the kept notes stays (name, CNPJ, address); the logo and the PIX key (often a CPF) go.
  await tx.execute(
    sql`update empresas set logo_path = null, pix_tipo = null, pix_chave = null, pix_nome = null, pix_cidade = null,
      dados_excluidos_em = now() where id = ${e}`,
  )
  await registrarAtividade(tx, {
    entidade: 'empresa',
    acao: 'excluiu dados',
    descricao:
      'Fim do prazo após o cancelamento: dados excluídos, mantidos os registros fiscais e financeiros (5 anos)',
    categoria: 'negocio',
  })
  // Last: the entries the deletions above just wrote carry the old values too.
  await tx.execute(
    sql`select bancada_anonimizar_atividades(array(select jsonb_array_elements_text(${JSON.stringify(termos.map((t) => t.v))}::jsonb)), ${MARCADOR_ANONIMIZADO})`,
  )
}
