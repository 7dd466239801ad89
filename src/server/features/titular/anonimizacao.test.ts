import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCpf } from '../../../shared/formatos/exibir'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany } from '../../test/factories'
import { anonimizarCliente } from './anonimizacao'
import { ondeAparecem, pessoaUnica, titularCompleto } from './titular-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const arquivosEm = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : []

describe('anonimizarCliente', () => {
  it('leaves no personal value in any table and lists the photo files to remove', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const p = pessoaUnica()
    const { cliente } = await titularCompleto(t, admin, p)
    const antes = await ondeAparecem(t, [p.nome, p.cpf, p.celular, p.email])
    for (const lugares of Object.values(antes)) expect(lugares.length).toBeGreaterThan(0)
    expect(antes[p.nome]).toEqual(expect.arrayContaining(['atividades.campos', 'clientes.nome_razao']))

    const r = await withTenant(t.handle.db, { empresaId, userId: admin.userId }, (tx) =>
      anonimizarCliente(tx, cliente.id),
    )
    expect(r.arquivos.fotos).toHaveLength(1)
    expect(r.arquivos.vistoriaFotos).toHaveLength(1)
    expect(r.atividadesRedigidas).toBeGreaterThan(0)
    const termos = [
      p.nome,
      p.cpf,
      p.celular,
      p.telefone,
      p.email,
      p.placa,
      formatCpf(p.cpf),
      'Acácias Douradas',
    ]
    expect(await ondeAparecem(t, termos)).toEqual(Object.fromEntries(termos.map((termo) => [termo, []])))
    const [c] = await queryRows<{ nome_razao: string; anonimizado_em: string | null }>(
      t.handle.db,
      sql`select nome_razao, anonimizado_em from clientes where id = ${cliente.id}`,
    )
    expect(c).toMatchObject({ nome_razao: 'Titular anonimizado', anonimizado_em: expect.anything() })
    expect(arquivosEm(path.join(t.config.dataDir, 'fotos', empresaId)).length).toBe(1)
  }, 90_000)

  it("forgets the IP and browser of the customer's own portal actions, not of another customer's", async () => {
    const { admin, empresaId } = await buildCompany(t)
    const { cliente, os: osTitular } = await titularCompleto(t, admin)
    const { os: osOutro } = await titularCompleto(t, admin)
    const acessos = (osId: string) =>
      queryRows<{ ip: string | null; user_agent: string | null }>(
        t.handle.db,
        sql`select ip::text as ip, user_agent from atividades a where empresa_id = ${empresaId} and origem = 'portal'
          and requisicao in (select requisicao from atividades where empresa_id = ${empresaId} and origem = 'portal'
            and entidade = 'os' and entidade_id = ${osId})`,
      )
    const antes = await acessos(osTitular.id)
    expect(antes.length).toBeGreaterThan(0)
    expect(antes.every((a) => a.ip !== null && a.user_agent !== null)).toBe(true)

    const r = await withTenant(t.handle.db, { empresaId, userId: admin.userId }, (tx) =>
      anonimizarCliente(tx, cliente.id),
    )
    expect(r.acessosRedigidos).toBe(antes.length)
    expect(await acessos(osTitular.id)).toEqual(antes.map(() => ({ ip: null, user_agent: null })))
    const doOutro = await acessos(osOutro.id)
    expect(doOutro.length).toBeGreaterThan(0)
    expect(doOutro.every((a) => a.ip !== null && a.user_agent !== null)).toBe(true)
  }, 90_000)
})
