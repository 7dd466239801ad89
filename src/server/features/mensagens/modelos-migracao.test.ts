import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { runMigrations } from '../../db/migrate'
import { bancoAntesDaMigracao } from '../../test/migracoes'

// Migration 0033 drops the old template columns: a text written to them after 0032 copied them (a server
// still on the previous version) moves too, and one already edited in the new editor is kept.

const banco = bancoAntesDaMigracao('_modelos_mensagem_unicos')

describe('the templates migration (0033)', () => {
  it('moves the texts left in the old columns, keeps the edited ones, and drops the columns', async () => {
    const handle = banco.handle()
    await banco.migrarAteAntes()
    await handle.db.execute(sql`
      with e as (insert into empresas (nome_empresa, modelo_whatsapp, modelo_email) values
        ('Oficina A', 'Zap antigo {cliente}', null), ('Oficina B', 'Zap antigo B', 'Email antigo B')
        returning id, nome_empresa),
      l as (insert into lembretes_cobranca (empresa_id, modelo_no_dia)
        select id, 'Vence hoje {numero_os}' from e where nome_empresa = 'Oficina A' returning empresa_id)
      insert into modelos_mensagem (empresa_id, chave, texto)
        select id, 'orcamento_whatsapp', 'Zap novo B' from e where nome_empresa = 'Oficina B'`)

    await runMigrations(handle)

    const rows = await queryRows<{ nome: string; chave: string; texto: string }>(
      handle.db,
      sql`select e.nome_empresa as nome, m.chave, m.texto from modelos_mensagem m
        join empresas e on e.id = m.empresa_id order by 1, 2`,
    )
    expect(rows).toEqual([
      { nome: 'Oficina A', chave: 'cobranca_no_dia', texto: 'Vence hoje {numero_os}' },
      { nome: 'Oficina A', chave: 'orcamento_whatsapp', texto: 'Zap antigo {cliente}' },
      { nome: 'Oficina B', chave: 'orcamento_email', texto: 'Email antigo B' },
      // Edited in Configurações → Mensagens: the old column does not overwrite it.
      { nome: 'Oficina B', chave: 'orcamento_whatsapp', texto: 'Zap novo B' },
    ])
    const colunas = await queryRows<{ coluna: string }>(
      handle.db,
      sql`select column_name as coluna from information_schema.columns
        where table_name in ('empresas', 'lembretes_cobranca') and column_name like 'modelo%'`,
    )
    expect(colunas).toEqual([])
  })
})
