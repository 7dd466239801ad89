import { type SQL, sql } from 'drizzle-orm'
import { ocultarCampos } from '../../../shared/permissoes/campos-restritos'
import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import type { RelatorioFinanceiro } from '../../../shared/relatorios/relatorios.schemas'
import type { Config } from '../../config'
import { type Executor, queryRows } from '../../db/client'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { linkDeDescadastro } from '../consentimento/descadastro'
import { jsonLista, periodoSql } from './periodo-sql'

/** The overdue list shows the oldest titles first, up to this many (the receivables screen has them all). */
export const VENCIDOS_LIMITE = 200

/**
 * GET /api/relatorios/financeiro in one statement over per-day sums (decisions 007 and 012). Receipts
 * are dated by their payment day and invoices by their issue day (calendar dates of the company), aging
 * comes from the open balances per due date, relative to the company's today. Ticket, discounts and
 * margins are over the OS concluded in the period, margins only on lines whose catalogue item has a cost.
 */
export function relatorioFinanceiro(
  db: Executor,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  query: PeriodoQuery,
): Promise<RelatorioFinanceiro> {
  const p = periodoSql(tenant, query)
  const e = tenant.empresaId
  // Cost at today's catalogue cost, over each day's quantity of the item.
  const margem = (tipo: 'servico' | 'produto', catalogo: SQL) =>
    sql`(select json_build_object('receita', coalesce(sum(i.receita), 0),
        'custo', coalesce(sum(round(i.quantidade * k.custo_base)), 0)::bigint,
        'margem', coalesce(sum(i.receita - round(i.quantidade * k.custo_base)), 0)::bigint)
      from itens i join ${catalogo} k on k.empresa_id = ${e} and k.id = i.referencia_id and k.custo_base is not null
      where i.tipo = ${tipo})`
  const statement = sql`with concluidas as materialized (
      select quantidade, receita, descontos from relatorio_conclusoes_dia
      where empresa_id = ${e} and dia between ${p.de} and ${p.ate}
    ), itens as materialized (
      select tipo, referencia_id, quantidade, receita, descontos from relatorio_itens_dia
      where empresa_id = ${e} and dia between ${p.de} and ${p.ate}
    ), recebido_mes as (
      select to_char(data_pagamento, 'YYYY-MM') as mes, sum(valor) as recebido from recebimentos_dia
      where empresa_id = ${e} and data_pagamento between ${p.de} and ${p.ate} group by 1
    ), faturado_mes as (
      select to_char(emissao, 'YYYY-MM') as mes, sum(valor) as faturado from faturamento_dia
      where empresa_id = ${e} and emissao between ${p.de} and ${p.ate} group by 1
    ), aging as (
      select case when vencimento >= ${p.hoje}::date then 'a_vencer'
          when ${p.hoje}::date - vencimento <= 30 then '1_30'
          when ${p.hoje}::date - vencimento <= 60 then '31_60'
          when ${p.hoje}::date - vencimento <= 90 then '61_90'
          else '90_mais' end as faixa, sum(quantidade) as quantidade, sum(saldo) as valor
      from titulos_abertos_dia where empresa_id = ${e} group by 1
    )
    select json_build_object(
      'resumo', json_build_object(
        'recebido', (select coalesce(sum(recebido), 0) from recebido_mes),
        'faturado', (select coalesce(sum(faturado), 0) from faturado_mes),
        'os_concluidas', (select coalesce(sum(quantidade), 0) from concluidas),
        'ticket_medio', (select round(sum(receita)::numeric / nullif(sum(quantidade), 0))::bigint from concluidas),
        'descontos', (select coalesce(sum(descontos), 0) from concluidas) + (select coalesce(sum(descontos), 0) from itens)),
      'por_mes', ${jsonLista(
        sql`select mes, coalesce(f.faturado, 0) as faturado, coalesce(r.recebido, 0) as recebido
          from faturado_mes f full join recebido_mes r using (mes)`,
        sql`x.mes`,
      )},
      'por_meio', ${jsonLista(
        sql`select meio, sum(quantidade) as quantidade, sum(valor) as valor from recebimentos_meio_dia
          where empresa_id = ${e} and data_pagamento between ${p.de} and ${p.ate} group by meio
          having sum(quantidade) > 0`,
        sql`x.valor desc, x.meio`,
      )},
      'aging', ${jsonLista(
        sql`select f.faixa, coalesce(a.quantidade, 0) as quantidade, coalesce(a.valor, 0) as valor, f.ordem
          from (values ('a_vencer', 1), ('1_30', 2), ('31_60', 3), ('61_90', 4), ('90_mais', 5)) f(faixa, ordem)
          left join aging a using (faixa)`,
        sql`x.ordem`,
      )},
      'vencidos', ${jsonLista(
        sql`select t.id as titulo_id, t.os_id, o.numero_os, t.parcela, c.id as cliente_id, c.nome_razao as cliente_nome,
            coalesce(nullif(c.celular, ''), nullif(c.telefone, '')) as cliente_telefone, t.vencimento,
            ${p.hoje}::date - t.vencimento as dias_atraso, t.valor - t.valor_pago as saldo
          from ar_titulos t join os o on o.empresa_id = ${e} and o.id = t.os_id
          join clientes c on c.empresa_id = ${e} and c.id = t.cliente_id
          where t.empresa_id = ${e} and t.status = 'aberto' and t.vencimento < ${p.hoje}::date
          order by t.vencimento, t.id limit ${VENCIDOS_LIMITE}`,
        sql`x.vencimento, x.titulo_id`,
      )},
      'margem', json_build_object(
        'produtos', ${margem('produto', sql`produtos`)},
        'servicos', ${margem('servico', sql`servicos_catalogo`)})
    ) as r`
  return readTenant(db, tenant, async (tx) => {
    type Vencido = Omit<RelatorioFinanceiro['vencidos'][number], 'descadastro'> & { cliente_id: string }
    type Linha = Omit<RelatorioFinanceiro, 'de' | 'ate' | 'hoje' | 'vencidos'> & { vencidos: Vencido[] }
    const [{ r }] = await queryRows<{ r: Linha }>(tx, statement)
    // The screen and its exports both come from here: the reader's contact rule applies to both.
    return ocultarCampos(tenant, 'relatorio_financeiro', {
      de: p.de,
      ate: p.ate,
      hoje: p.hoje,
      ...r,
      aging: r.aging.map(({ faixa, quantidade, valor }) => ({ faixa, quantidade, valor })),
      // The reminder the screen opens in WhatsApp ends with the customer's opt-out line (LGPD).
      vencidos: r.vencidos.map(({ cliente_id, ...v }) => ({
        ...v,
        descadastro: linkDeDescadastro(config, e, cliente_id),
      })),
    })
  })
}
