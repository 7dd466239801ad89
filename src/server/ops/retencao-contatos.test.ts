import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { createTestApp } from '../test/build-app'
import { aplicarRetencaoDosContatos } from './retencao-contatos'

const t = await createTestApp()
afterAll(() => t.close())

async function enviarContato(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contato',
    payload: { nome: 'Paulo Retido', email, mensagem: 'Quero conhecer o Bancada para a minha oficina.' },
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
}

const restantes = (email: string) =>
  queryRows<{ contatos: number; emails: number }>(
    t.handle.db,
    sql`select (select count(*) from contatos where email = ${email})::int as contatos,
      (select count(*) from emails_saida where responder_para = ${email})::int as emails`,
  )

describe('retention of the contact-form messages (privacy page: 12 months)', () => {
  it('deletes a message older than 12 months with the copy forwarded to the team, and keeps a newer one', async () => {
    const velho = `velho-${randomUUID()}@oficina.com.br`
    const novo = `novo-${randomUUID()}@oficina.com.br`
    await enviarContato(velho)
    await enviarContato(novo)
    expect(await restantes(velho)).toEqual([{ contatos: 1, emails: 1 }])
    await t.handle.db.execute(
      sql`update contatos set criado_em = now() - interval '12 months 1 day' where email = ${velho}`,
    )
    await t.handle.db.execute(
      sql`update contatos set criado_em = now() - interval '11 months 28 days' where email = ${novo}`,
    )

    expect(await aplicarRetencaoDosContatos(t.handle.db)).toBeGreaterThanOrEqual(1)
    expect(await restantes(velho)).toEqual([{ contatos: 0, emails: 0 }])
    expect(await restantes(novo)).toEqual([{ contatos: 1, emails: 1 }])
    expect(await aplicarRetencaoDosContatos(t.handle.db)).toBe(0)
  })
})
