import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bancoAntesDaMigracao } from '../test/migracoes'
import { queryRows } from './client'
import { runMigrations } from './migrate'

// Migration 0038 links each contact-form message received before it to the copy forwarded to the team (the
// outbox row written right after it), so the 12-month retention deletes both.

const banco = bancoAntesDaMigracao('_lgpd_retencao')

describe("the contact form's retention migration", () => {
  it('links each old message to its forwarded copy, and nothing else', async () => {
    const handle = banco.handle()
    await banco.migrarAteAntes()
    await handle.db.execute(sql`
      insert into contatos (nome, email, mensagem, criado_em) values
        ('Ana', 'ana@oficina.com', 'Quero conhecer', '2026-01-10 10:00:00+00'),
        ('Bia', 'bia@oficina.com', 'Sem cópia', '2026-01-10 11:00:00+00')`)
    await handle.db.execute(sql`
      insert into emails_saida (para, responder_para, assunto, texto, criado_em) values
        ('contato@bancada.app', 'ana@oficina.com', 'Contato pelo site: Ana', 'Quero conhecer', '2026-01-10 10:00:00.2+00'),
        ('contato@bancada.app', 'ana@oficina.com', 'Contato pelo site: Ana', 'Outra, dias depois', '2026-01-12 09:00:00+00'),
        ('bia@oficina.com', null, 'Seu orçamento', 'Olá', '2026-01-10 11:00:00.1+00')`)

    await runMigrations(handle)

    const rows = await queryRows<{ nome: string; texto: string | null }>(
      handle.db,
      sql`select c.nome, e.texto from contatos c left join emails_saida e on e.id = c.email_id order by c.nome`,
    )
    expect(rows).toEqual([
      { nome: 'Ana', texto: 'Quero conhecer' },
      // No copy within the minute after it (an e-mail to her about something else is not one).
      { nome: 'Bia', texto: null },
    ])
  }, 120_000)
})
