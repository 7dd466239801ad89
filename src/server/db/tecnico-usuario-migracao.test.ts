import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bancoAntesDaMigracao } from '../test/migracoes'
import { queryRows } from './client'
import { runMigrations } from './migrate'

// Before migration 0031 Meus serviços matched a user to a register by email: the registers a shop already
// has are linked to that user when the match is unambiguous, and left for the form otherwise.

const banco = bancoAntesDaMigracao('_tecnico_usuario')

describe("the technician's user migration", () => {
  it('links each register to the one user of its company with its email, and no other', async () => {
    const handle = banco.handle()
    await banco.migrarAteAntes()
    // As the migrating (super)user: two companies, their users and registers before the column existed.
    await handle.db.execute(sql`
      with e as (insert into empresas (nome_empresa) values ('Oficina A'), ('Oficina B') returning id, nome_empresa),
      u as (insert into users (name, email) values ('Carlos', 'Carlos@A.com'), ('Duda', 'duda@a.com'),
        ('Dup1', 'dup@a.com'), ('Dup2', 'DUP@a.com'), ('Beto', 'beto@b.com') returning id, email),
      m as (insert into membros (empresa_id, user_id, role)
        select e.id, u.id, 'tecnico' from u join e on e.nome_empresa =
          case when u.email like '%@b.com' then 'Oficina B' else 'Oficina A' end)
      insert into tecnicos (empresa_id, nome, email)
        select e.id, t.nome, t.email from e join (values
          ('Oficina A', 'Carlos Souza', 'carlos@a.com'),
          ('Oficina A', 'Duda 1', 'duda@a.com'), ('Oficina A', 'Duda 2', 'DUDA@a.com'),
          ('Oficina A', 'Dup', 'dup@a.com'),
          ('Oficina A', 'Beto em A', 'beto@b.com'),
          ('Oficina A', 'Sem email', null),
          ('Oficina B', 'Beto', 'beto@b.com')
        ) as t(empresa, nome, email) on t.empresa = e.nome_empresa`)

    await runMigrations(handle)

    const rows = await queryRows<{ nome: string; usuario: string | null }>(
      handle.db,
      sql`select t.nome, u.name as usuario from tecnicos t left join users u on u.id = t.usuario_id
        order by t.nome`,
    )
    expect(rows).toEqual([
      // Another company's user with the same email is never linked.
      { nome: 'Beto', usuario: 'Beto' },
      { nome: 'Beto em A', usuario: null },
      { nome: 'Carlos Souza', usuario: 'Carlos' },
      // Two registers with one user's email: neither claims it.
      { nome: 'Duda 1', usuario: null },
      { nome: 'Duda 2', usuario: null },
      // Two users whose emails differ in case only: ambiguous.
      { nome: 'Dup', usuario: null },
      { nome: 'Sem email', usuario: null },
    ])
  }, 120_000)
})
