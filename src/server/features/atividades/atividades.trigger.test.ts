import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'

const t = await createTestApp()
afterAll(() => t.close())
const { admin, empresaId } = await buildCompany(t)

type Entrada = {
  entidade: string
  entidade_id: string
  acao: string
  campos: Record<string, [unknown, unknown]>
  usuario_id: string | null
  usuario_nome: string | null
  papel: string | null
  origem: string
  ip: string | null
  user_agent: string | null
  requisicao: string | null
}
const entradas = (entidadeId: string) =>
  withTenant(t.handle.db, { empresaId }, (tx) =>
    queryRows<Entrada>(tx, sql`select * from atividades where entidade_id = ${entidadeId} order by id`),
  )

describe('the activity log records every change of a business row', () => {
  it('who, from where and which fields: creation, change (old → new) and deletion of a customer', async () => {
    const cliente = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '52998224725',
      nome_razao: 'Maria Auditada',
      celular: '11987654321',
    })
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/clientes/${cliente.id}`,
      headers: { cookie: admin.cookie, 'user-agent': 'Navegador de Teste/1.0' },
      payload: { nome_razao: 'Maria Corrigida' },
    })
    expect(patch.statusCode).toBe(200)
    expect((await call(t, admin, 'DELETE', `/api/clientes/${cliente.id}`)).statusCode).toBe(204)

    const [criou, alterou, excluiu] = await entradas(cliente.id)
    expect(criou).toMatchObject({
      entidade: 'clientes',
      acao: 'criou',
      usuario_id: admin.userId,
      papel: 'admin',
      origem: 'usuario',
      ip: '127.0.0.1',
    })
    expect(criou!.usuario_nome).toBeTruthy()
    expect(criou!.campos.nome_razao).toEqual([null, 'Maria Auditada'])
    expect(alterou).toMatchObject({ acao: 'alterou', user_agent: 'Navegador de Teste/1.0' })
    expect(alterou!.campos).toEqual({ nome_razao: ['Maria Auditada', 'Maria Corrigida'] })
    expect(alterou!.requisicao).not.toBe(criou!.requisicao)
    expect(excluiu).toMatchObject({ acao: 'excluiu' })
    expect(excluiu!.campos.nome_razao).toEqual(['Maria Corrigida', null])
  })

  it('the application role may only add entries: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const tentar = (comando: ReturnType<typeof sql>) =>
      withTenant(t.handle.db, { empresaId }, (tx) => tx.execute(comando)).then(
        () => 'aceito',
        (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
      )
    expect(await tentar(sql`update atividades set acao = 'forjada'`)).toMatch(/permission denied/)
    expect(await tentar(sql`delete from atividades`)).toMatch(/permission denied/)
    expect(await tentar(sql`truncate atividades`)).toMatch(/permission denied/)
    const [{ n }] = await withTenant(t.handle.db, { empresaId }, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from atividades where acao = 'forjada'`),
    )
    expect(n).toBe(0)
  })

  it("another company's entries are invisible", async () => {
    const outra = await buildCompany(t)
    await create(t, outra.admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '11144477735',
      nome_razao: 'De Outra',
    })
    const vistas = await withTenant(t.handle.db, { empresaId }, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from atividades where empresa_id = ${outra.empresaId}`,
      ),
    )
    expect(vistas[0]!.n).toBe(0)
  })
})
