import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { queryRows } from '../db/client'
import { createTestApp } from '../test/build-app'
import { buildCompany } from '../test/factories'
import { aplicarRetencaoDasAtividades } from './retencao-atividades'

const t = await createTestApp()
afterAll(() => t.close())

const AGORA = new Date('2031-06-15T12:00:00Z')
const diasAntes = (dias: number) => new Date(AGORA.getTime() - dias * 86_400_000).toISOString()

describe('retention of the activity log (SPEC §9)', () => {
  it('deletes security entries after 90 days and business ones after 5 years, in every company', async () => {
    const empresas = [(await buildCompany(t)).empresaId, (await buildCompany(t)).empresaId]
    // The sign-ins of the setup are security entries too, old by AGORA: gone first, so what is counted is the cases'.
    await aplicarRetencaoDasAtividades(t.handle.db, AGORA)
    const casos: Array<[string, 'seguranca' | 'negocio', string]> = [
      ['seg-91', 'seguranca', diasAntes(91)],
      ['seg-89', 'seguranca', diasAntes(89)],
      ['neg-91', 'negocio', diasAntes(91)],
      ['neg-5a-menos', 'negocio', diasAntes(5 * 365)],
      ['neg-5a-mais', 'negocio', diasAntes(5 * 365 + 2)],
    ]
    // As the owner (the trigger's way in): the application role may not write a past date's entry.
    for (const empresa of empresas)
      for (const [marca, categoria, quando] of casos)
        await t.handle.db.execute(sql`insert into atividades (empresa_id, criado_em, origem, entidade, entidade_id, acao, categoria)
          values (${empresa}, ${quando}, 'sistema', 'retencao', ${marca}, 'testou', ${categoria})`)

    const apagadas = await aplicarRetencaoDasAtividades(t.handle.db, AGORA)
    expect(apagadas).toEqual({ seguranca: 2, negocio: 2 })
    for (const empresa of empresas) {
      const restam = await queryRows<{ entidade_id: string }>(
        t.handle.db,
        sql`select entidade_id from atividades where empresa_id = ${empresa} and entidade = 'retencao' order by entidade_id`,
      )
      expect(restam.map((r) => r.entidade_id)).toEqual(['neg-5a-menos', 'neg-91', 'seg-89'])
    }
    // Idempotent: a second round (another app server's, the next day's) finds nothing more.
    expect(await aplicarRetencaoDasAtividades(t.handle.db, AGORA)).toEqual({ seguranca: 0, negocio: 0 })
  })

  it('deletes in batches until none is left', async () => {
    const { empresaId } = await buildCompany(t)
    await aplicarRetencaoDasAtividades(t.handle.db, AGORA)
    await t.handle.db.execute(sql`insert into atividades (empresa_id, criado_em, origem, entidade, acao, categoria)
      select ${empresaId}, ${diasAntes(100)}, 'sistema', 'lotes', 'testou', 'seguranca' from generate_series(1, 12001)`)
    expect(await aplicarRetencaoDasAtividades(t.handle.db, AGORA)).toEqual({ seguranca: 12001, negocio: 0 })
  })
})
