import { sql } from 'drizzle-orm'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { RelatorioServico } from '../../../shared/relatorios/relatorios.schemas'
import { type Executor, queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { jsonLista, periodoSql } from './periodo-sql'

/** How many services and products the "top" tables list. */
export const TOP_ITENS = 10

/**
 * GET /api/relatorios/servico in one statement: the period's concluded OS come from
 * os_relatorio_conclusao_idx alone (concluded = data_conclusao in the period, in the company's zone,
 * never cancelled), deliveries, cancellations and quotes sent from status changes (os_historico_status_idx),
 * openings from data_abertura, and "by status" is the company's OS now, whatever the period.
 */
export function relatorioServico(
  db: Executor,
  tenant: Tenant,
  query: PeriodoQuery,
): Promise<RelatorioServico> {
  const p = periodoSql(tenant, query)
  const e = tenant.empresaId
  const mudancas = (status: string) =>
    sql`(select count(distinct h.os_id) from os_historico h where h.empresa_id = ${e}
      and h.para_status = ${status} and h.criado_em >= ${p.inicio} and h.criado_em < ${p.fim})`
  const itens = (tipo: 'servico' | 'produto') =>
    jsonLista(
      sql`select min(i.descricao) as descricao, sum(i.quantidade)::float8 as quantidade,
          sum(i.subtotal)::bigint as receita
        from concluidas c join os_itens i on i.empresa_id = ${e} and i.os_id = c.id
        where i.tipo = ${tipo}
        group by coalesce(i.referencia_id::text, lower(i.descricao))
        order by receita desc, descricao limit ${TOP_ITENS}`,
      sql`x.receita desc, x.descricao`,
    )
  const statement = sql`with concluidas as materialized (
      select o.id, o.tecnico_responsavel_id, o.total_geral, o.previsao_entrega,
        (o.data_conclusao at time zone ${p.tz})::date - o.data_abertura as dias,
        to_char(o.data_conclusao at time zone ${p.tz}, 'YYYY-MM') as mes,
        (o.data_conclusao at time zone ${p.tz})::date as dia
      from os o where o.empresa_id = ${e} and o.data_conclusao is not null and o.status <> 'cancelado'
        and o.data_conclusao >= ${p.inicio} and o.data_conclusao < ${p.fim}
    ), enviados as (
      select distinct h.os_id from os_historico h where h.empresa_id = ${e}
        and h.para_status = 'orcamento_enviado' and h.criado_em >= ${p.inicio} and h.criado_em < ${p.fim}
    ), conversao as (
      select o.total_geral, exists (select 1 from os_historico a where a.empresa_id = ${e}
        and a.os_id = o.id and a.para_status = 'aprovado') as aprovado
      from enviados v join os o on o.empresa_id = ${e} and o.id = v.os_id
    )
    select json_build_object(
      'resumo', json_build_object(
        'abertas', (select count(*) from os where empresa_id = ${e} and data_abertura between ${p.de} and ${p.ate}),
        'concluidas', (select count(*) from concluidas),
        'entregues', ${mudancas('entregue')},
        'canceladas', ${mudancas('cancelado')},
        'tempo_medio_dias', (select round(avg(dias), 1) from concluidas),
        'no_prazo', (select count(*) from concluidas where dia <= previsao_entrega),
        'com_previsao', (select count(previsao_entrega) from concluidas)),
      'por_status', ${jsonLista(
        sql`select status, count(*) as quantidade from os where empresa_id = ${e} group by status`,
        sql`x.quantidade desc, x.status`,
      )},
      'tempo_por_mes', ${jsonLista(
        sql`select mes, count(*) as concluidas, round(avg(dias), 1) as tempo_medio_dias from concluidas group by mes`,
        sql`x.mes`,
      )},
      'por_tecnico', ${jsonLista(
        sql`select c.tecnico_responsavel_id as tecnico_id, t.nome as tecnico_nome, count(*) as concluidas,
            sum(c.total_geral)::bigint as receita, round(avg(c.dias), 1) as tempo_medio_dias
          from concluidas c left join tecnicos t on t.empresa_id = ${e} and t.id = c.tecnico_responsavel_id
          group by c.tecnico_responsavel_id, t.nome`,
        sql`x.concluidas desc, x.receita desc, x.tecnico_nome nulls last`,
      )},
      'servicos', ${itens('servico')},
      'produtos', ${itens('produto')},
      'conversao', (select json_build_object(
        'enviados', count(*), 'aprovados', count(*) filter (where aprovado),
        'valor_enviado', coalesce(sum(total_geral), 0),
        'valor_aprovado', coalesce(sum(total_geral) filter (where aprovado), 0)) from conversao)
    ) as r`
  return withTenant(db, tenant, async (tx) => {
    const [{ r }] = await queryRows<{ r: Omit<RelatorioServico, 'de' | 'ate' | 'hoje'> }>(tx, statement)
    // json_build_object writes counts, sums and averages as JSON numbers; they stay far below 2^53.
    return { de: p.de, ate: p.ate, hoje: p.hoje, ...r }
  })
}
