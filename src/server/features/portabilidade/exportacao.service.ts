import type { Readable } from 'node:stream'
import { type SQL, sql } from 'drizzle-orm'
import { COLUNA_SECRETA, tabelasForaDaExportacao } from '../../../shared/portabilidade/portabilidade'
import { type Executor, queryRows } from '../../db/client'
import { readTenant, type TenantScope } from '../../db/with-tenant'
import type { FileStorage } from '../../storage/file-storage'
import { leiaMe } from './leia-me'
import { type TabelaDaEmpresa, tabelasComEmpresa, tabelasExportadas } from './tabelas'
import { LeitorSaiu, type ZipEmFluxo, zipEmFluxo } from './zip-em-fluxo'

/** Rows (or file keys) read per short transaction: nothing holds the database while a slow download runs. */
const PAGINA = 500
/** Tables whose first pages are read in one transaction. */
const GRUPO = 8

/** Where each kind of file is kept, and the SQL that lists the company's keys after a given one. */
export interface ArmazenamentosDaEmpresa {
  fotosOs: FileStorage
  fotosVistoria: FileStorage
  logos: FileStorage
  notasFiscais: FileStorage
}

type Escopo = TenantScope & { empresaId: string }

/** The keys of a kind of file, in key order after `depois` (distinct: inspection corrections share files). */
const consultasDeArquivos: Record<keyof ArmazenamentosDaEmpresa, (e: string, depois: string) => SQL> = {
  fotosOs: (e, depois) =>
    sql`select distinct arquivo as k from os_fotos where empresa_id = ${e} and arquivo > ${depois} order by 1 limit ${PAGINA}`,
  fotosVistoria: (e, depois) =>
    sql`select distinct arquivo as k from vistoria_fotos where empresa_id = ${e} and arquivo > ${depois} order by 1 limit ${PAGINA}`,
  logos: (e, depois) =>
    sql`select logo_path as k from empresas where id = ${e} and logo_path > ${depois} limit 1`,
  notasFiscais: (e, depois) =>
    sql`select k from (select danfse_path as k from notas_fiscais where empresa_id = ${e}
      union select xml_path from notas_fiscais where empresa_id = ${e}) x
      where k is not null and k > ${depois} order by 1 limit ${PAGINA}`,
}

/** The folder of each kind of file in the ZIP. */
export const pastasDosArquivos: Record<keyof ArmazenamentosDaEmpresa, string> = {
  fotosOs: 'arquivos/fotos-das-os',
  fotosVistoria: 'arquivos/fotos-das-vistorias',
  logos: 'arquivos/logo',
  notasFiscais: 'arquivos/notas-fiscais',
}

/** One page of a table's rows as JSON text (secrets dropped), after the last key read. */
function paginaDe(
  tx: Executor,
  empresaId: string,
  tabela: TabelaDaEmpresa,
  depois: string[] | null,
  pagina: number,
) {
  const t = sql.identifier(tabela.nome)
  const semSegredos = sql.join([sql`to_jsonb(t)`, ...tabela.omitidas.map((c) => sql`${c}::text`)], sql` - `)
  const chave = tabela.chave.map((c) => sql`t.${sql.identifier(c.nome)}`)
  if (chave.length === 0) {
    // No primary key (a per-day summary): small tables, paged in a stable order of their whole rows.
    return queryRows<{ linha: string }>(
      tx,
      sql`select (${semSegredos})::text as linha from ${t} t where t.empresa_id = ${empresaId}
        order by to_jsonb(t)::text limit ${PAGINA} offset ${pagina * PAGINA}`,
    )
  }
  const apos = depois
    ? sql`and (${sql.join(chave, sql`, `)}) > (${sql.join(
        tabela.chave.map((c, i) => sql`${depois[i]}::${sql.raw(c.tipo)}`),
        sql`, `,
      )})`
    : sql``
  return queryRows<{ linha: string; chave: string[] }>(
    tx,
    sql`select (${semSegredos})::text as linha,
      json_build_array(${sql.join(
        chave.map((c) => sql`${c}::text`),
        sql`, `,
      )}) as chave
    from ${t} t where t.empresa_id = ${empresaId} ${apos}
    order by ${sql.join(chave, sql`, `)} limit ${PAGINA}`,
  )
}

type Pagina = { linha: string; chave?: string[] }[]

/**
 * Writes `tabelas/<nome>.json`: a JSON array, one row per line, from its first page (read with other
 * tables' first pages) on. Answers how many rows.
 */
async function exportarTabela(
  db: Executor,
  escopo: Escopo,
  tabela: TabelaDaEmpresa,
  zip: ZipEmFluxo,
  primeira: Pagina,
) {
  const entrada = zip.entrada(`tabelas/${tabela.nome}.json`)
  await entrada.escrever('[')
  let total = 0
  let depois: string[] | null = null
  for (let pagina = 0; ; pagina++) {
    const linhas: Pagina =
      pagina === 0
        ? primeira
        : await readTenant(db, escopo, (tx) => paginaDe(tx, escopo.empresaId, tabela, depois, pagina))
    for (const l of linhas) {
      await entrada.escrever(`${total === 0 ? '\n' : ',\n'}${l.linha}`)
      total++
    }
    if (linhas.length < PAGINA) break
    depois = linhas.at(-1)?.chave ?? null
  }
  await entrada.escrever(total === 0 ? ']\n' : '\n]\n')
  entrada.fechar()
  return total
}

const semSegredosJs = (linha: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(linha).filter(([k]) => !COLUNA_SECRETA.test(k)))

/** The company's own row and its users (name, e-mail, role: never a password or a session). */
async function exportarCadastro(db: Executor, escopo: Escopo, zip: ZipEmFluxo) {
  const { empresa, usuarios } = await readTenant(db, escopo, async (tx) => ({
    empresa: await queryRows<{ linha: Record<string, unknown> }>(
      tx,
      sql`select to_jsonb(e) as linha from empresas e where e.id = ${escopo.empresaId}`,
    ),
    usuarios: await queryRows<Record<string, unknown>>(
      tx,
      sql`select u.id, u.name as nome, u.email, m.role as papel, m.ativo, u.created_at as criado_em
        from membros m join users u on u.id = m.user_id where m.empresa_id = ${escopo.empresaId} order by u.name`,
    ),
  }))
  await zip.texto('empresa.json', `${JSON.stringify(semSegredosJs(empresa[0]?.linha ?? {}), null, 2)}\n`)
  await zip.texto('usuarios.json', `${JSON.stringify(usuarios, null, 2)}\n`)
}

/** Copies one kind of file into its folder, page by page of keys; answers how many and which were missing. */
async function exportarArquivos(
  db: Executor,
  escopo: Escopo,
  zip: ZipEmFluxo,
  tipo: keyof ArmazenamentosDaEmpresa,
  storage: FileStorage,
) {
  let copiados = 0
  const faltando: string[] = []
  let depois = ''
  for (;;) {
    const chaves = await readTenant(db, escopo, (tx) =>
      queryRows<{ k: string }>(tx, consultasDeArquivos[tipo](escopo.empresaId, depois)),
    )
    for (const { k } of chaves) {
      // Keys are `<empresa_id>/...`: the company's folder is the ZIP itself.
      const nome = `${pastasDosArquivos[tipo]}/${k.split('/').slice(1).join('/')}`
      const conteudo: Readable | null = await storage.get(k)
      if (!conteudo) faltando.push(nome)
      else {
        await zip.arquivo(nome, conteudo)
        copiados++
      }
    }
    if (chaves.length < PAGINA) break
    depois = chaves.at(-1)!.k
  }
  return { copiados, faltando }
}

/**
 * The whole company as a ZIP, written while it downloads: one JSON per table with `empresa_id` (the
 * catalog's list), the company and its users, its photos, logo and NFS-e documents, and a LEIA-ME.txt.
 * Every page is its own short read-only transaction in the company's scope (row-level security).
 */
export function exportarEmpresa(
  db: Executor,
  escopo: Escopo,
  armazenamentos: ArmazenamentosDaEmpresa,
  onError: (erro: unknown) => void,
  agora: Date = new Date(),
): Readable {
  const zip = zipEmFluxo()
  void (async () => {
    const todas = await readTenant(db, escopo, (tx) => tabelasComEmpresa(tx))
    const linhas: Record<string, number> = {}
    const exportadas = tabelasExportadas(todas)
    // Most tables of a company fit in one page: their first pages are read a group per transaction (a
    // bounded amount in memory), the rest page by page.
    for (let i = 0; i < exportadas.length; i += GRUPO) {
      const grupo = exportadas.slice(i, i + GRUPO)
      const primeiras = await readTenant(db, escopo, async (tx) => {
        const paginas: Pagina[] = []
        for (const tabela of grupo) paginas.push(await paginaDe(tx, escopo.empresaId, tabela, null, 0))
        return paginas
      })
      for (const [j, tabela] of grupo.entries()) {
        linhas[tabela.nome] = await exportarTabela(db, escopo, tabela, zip, primeiras[j]!)
      }
    }
    await exportarCadastro(db, escopo, zip)
    const arquivos: Record<string, number> = {}
    const faltando: string[] = []
    for (const tipo of Object.keys(armazenamentos) as (keyof ArmazenamentosDaEmpresa)[]) {
      const r = await exportarArquivos(db, escopo, zip, tipo, armazenamentos[tipo])
      arquivos[pastasDosArquivos[tipo]] = r.copiados
      faltando.push(...r.faltando)
    }
    await zip.texto(
      'LEIA-ME.txt',
      leiaMe({ agora, linhas, arquivos, faltando, fora: tabelasForaDaExportacao }),
    )
    zip.fim()
  })().catch((erro: unknown) => {
    if (!(erro instanceof LeitorSaiu)) onError(erro)
    zip.falhou(erro)
  })
  return zip.saida
}
