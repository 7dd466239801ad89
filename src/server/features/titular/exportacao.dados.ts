import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client'

type Linha = Record<string, unknown>

/**
 * Tables that reference the customer (through a foreign-key chain) and stay out of the export, with why.
 * exportacao.routes.test.ts derives the chain from the schema: a new table fails it until it is exported or
 * listed here.
 */
export const EXCLUIDAS_DA_EXPORTACAO: Record<string, string> = {
  orcamento_links: 'só o hash do token de acesso do link (segredo), nenhum dado da pessoa',
  agendamento_links: 'só o hash do token de acesso do link (segredo), nenhum dado da pessoa',
  vistoria_links: 'só o hash do token de acesso do link (segredo), nenhum dado da pessoa',
  estoque_movimentos:
    'movimentação interna do estoque da oficina (quantidades de peças), nenhum dado da pessoa',
}

/** Columns never exported: the tenant key, search text, secrets. */
const OMITIR = ['empresa_id', 'busca', 'token_hash', 'segredos']

const osDoCliente = (id: string) =>
  sql`(select id from os where empresa_id = app_empresa_id() and cliente_id = ${id})`
const titulosDoCliente = (id: string) =>
  sql`(select id from ar_titulos where empresa_id = app_empresa_id() and cliente_id = ${id})`

/** Each exported table and the rows of it that are the person's. */
const SECOES: Record<string, (id: string) => { where: SQL; ordem: string }> = {
  clientes: (id) => ({ where: sql`id = ${id}`, ordem: 'criado_em' }),
  veiculos: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'criado_em' }),
  os: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'criado_em' }),
  os_itens: (id) => ({ where: sql`os_id in ${osDoCliente(id)}`, ordem: 'os_id, ordem' }),
  os_orcamentos: (id) => ({ where: sql`os_id in ${osDoCliente(id)}`, ordem: 'os_id, versao' }),
  os_historico: (id) => ({ where: sql`os_id in ${osDoCliente(id)}`, ordem: 'criado_em' }),
  os_fotos: (id) => ({ where: sql`os_id in ${osDoCliente(id)}`, ordem: 'criado_em' }),
  vistorias: (id) => ({ where: sql`os_id in ${osDoCliente(id)}`, ordem: 'criado_em' }),
  vistoria_fotos: (id) => ({
    where: sql`vistoria_id in (select id from vistorias where empresa_id = app_empresa_id() and os_id in ${osDoCliente(id)})`,
    ordem: 'criado_em',
  }),
  ar_titulos: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'vencimento' }),
  pagamentos: (id) => ({
    where: sql`(titulo_id in ${titulosDoCliente(id)} or os_id in ${osDoCliente(id)})`,
    ordem: 'data_pagamento',
  }),
  cobrancas_pix: (id) => ({ where: sql`titulo_id in ${titulosDoCliente(id)}`, ordem: 'criado_em' }),
  pix_recebidos: (id) => ({ where: sql`titulo_id in ${titulosDoCliente(id)}`, ordem: 'criado_em' }),
  lembretes_enviados: (id) => ({ where: sql`titulo_id in ${titulosDoCliente(id)}`, ordem: 'criado_em' }),
  agendamentos: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'inicio' }),
  revisoes: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'criado_em' }),
  notas_fiscais: (id) => ({
    where: sql`(cliente_id = ${id} or os_id in ${osDoCliente(id)})`,
    ordem: 'criado_em',
  }),
  solicitacoes_titular: (id) => ({ where: sql`cliente_id = ${id}`, ordem: 'criado_em' }),
}

export const TABELAS_EXPORTADAS = Object.keys(SECOES)

/** The sections of the financial group (campos-restritos.ts): only for who sees Contas a Receber. */
const FINANCEIRAS = ['ar_titulos', 'pagamentos', 'cobrancas_pix', 'pix_recebidos', 'lembretes_enviados']

export interface DadosDoTitular {
  gerado_em: string
  empresa: { nome: string; cnpj: string | null }
  titular: Linha
  consentimento: Linha
  /** One section per table (TABELAS_EXPORTADAS) plus `emails` (the messages sent to the person). */
  dados: Record<string, Linha[]>
  /** Sections left empty because the exporting user may not see them (never for the Administrador). */
  omitidas: string[]
  observacao: string
}

/** Everything the company holds about the customer, read in the caller's tenant transaction. */
export async function dadosDoTitular(
  tx: Executor,
  clienteId: string,
  opts: { verFinanceiro: boolean },
): Promise<DadosDoTitular | null> {
  const dados: Record<string, Linha[]> = {}
  const omitidas = opts.verFinanceiro ? [] : FINANCEIRAS
  for (const [tabela, secao] of Object.entries(SECOES)) {
    if (omitidas.includes(tabela)) {
      dados[tabela] = []
      continue
    }
    const { where, ordem } = secao(clienteId)
    const linhas = await queryRows<{ j: Linha }>(
      tx,
      sql`select to_jsonb(t) - ${sql.raw(`array[${OMITIR.map((c) => `'${c}'`).join(',')}]`)} as j
        from ${sql.identifier(tabela)} t where empresa_id = app_empresa_id() and ${where}
        order by ${sql.raw(ordem)}`,
    )
    dados[tabela] = linhas.map((l) => l.j)
  }
  const titular = dados.clientes?.[0]
  if (!titular) return null
  const enderecos = [titular.email]
    .filter((e): e is string => typeof e === 'string')
    .map((e) => e.toLowerCase())
  dados.emails = enderecos.length
    ? (
        await queryRows<{ j: Linha }>(
          tx,
          sql`select jsonb_build_object('id', s.id, 'para', s.para, 'assunto', s.assunto, 'texto', s.texto,
            'status', s.status, 'criado_em', s.criado_em, 'enviado_em', s.enviado_em, 'tipo', ee.tipo) as j
            from emails_empresa ee join emails_saida s on s.id = ee.email_id
            where ee.empresa_id = app_empresa_id()
              and lower(s.para) in (select jsonb_array_elements_text(${JSON.stringify(enderecos)}::jsonb))
            order by s.criado_em`,
        )
      ).map((l) => l.j)
    : []
  const [empresa] = await queryRows<{ nome_empresa: string; cnpj: string | null }>(
    tx,
    sql`select nome_empresa, cnpj from empresas where id = app_empresa_id()`,
  )
  const { consentimento_marketing, consentimento_em, consentimento_origem, optout_em, ...cadastro } = titular
  return {
    gerado_em: new Date().toISOString(),
    empresa: { nome: empresa?.nome_empresa ?? '', cnpj: empresa?.cnpj ?? null },
    titular: cadastro,
    consentimento: { consentimento_marketing, consentimento_em, consentimento_origem, optout_em },
    dados,
    omitidas,
    observacao:
      'Mensagens de WhatsApp são abertas no aplicativo do celular da oficina e não ficam registradas no Bancada.',
  }
}
