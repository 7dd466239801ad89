import { addDays, format, parseISO } from 'date-fns'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { createTestApp, type TestApp } from '../../test/build-app'
import { signIn } from '../../test/factories'
import { getDemoCredentials, seedDemoIfEmpty } from './demo.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ DEMO: '1' })
})
afterAll(() => t.close())

describe('demo company', () => {
  it('seeds Oficina Demo on an empty database, once, with the spec seed data', async () => {
    const demo = await seedDemoIfEmpty(t.handle.db, t.config)
    expect(demo?.empresa).toBe('Oficina Demo')
    expect(await seedDemoIfEmpty(t.handle.db, t.config)).toEqual(demo)
    expect(getDemoCredentials(t.config)).toEqual(demo)

    const adminCookie = await signIn(t, demo!.email, demo!.senha)
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: adminCookie } })
    ).json()
    expect(me.empresa.nome_empresa).toBe('Oficina Demo')
    expect(me.role).toBe('admin')
    // A demo never turns read-only: Pro and active, with no trial to end.
    expect(me.empresa).toMatchObject({ plano: 'pro', status_assinatura: 'ativa', trial_ate: null })
    expect(me.empresa.somente_leitura).toBe(false)

    const counts = await withTenant(t.handle.db, { empresaId: me.empresa.id }, (tx) =>
      queryRows<Record<string, number>>(
        tx,
        sql`select (select count(*)::int from tecnicos) as tecnicos, (select count(*)::int from servicos_catalogo) as servicos,
          (select count(*)::int from clientes) as clientes, (select count(*)::int from veiculos) as veiculos,
          (select count(*)::int from os where status = 'em_execucao') as os_em_execucao,
          (select count(*)::int from empresas) as empresas`,
      ),
    )
    expect(counts[0]).toEqual({
      tecnicos: 3,
      servicos: 5,
      clientes: 3,
      veiculos: 3,
      os_em_execucao: 1,
      empresas: 1,
    })

    // One concluded OS invoiced: deposit paid, three instalments, the first overdue and half received.
    const titulos = (
      await t.app.inject({ method: 'GET', url: '/api/titulos', headers: { cookie: adminCookie } })
    ).json()
    expect(
      titulos.items.map((x: { parcela: string; situacao: string }) => `${x.parcela} ${x.situacao}`),
    ).toEqual(['1/3 vencido', 'Sinal pago', '2/3 aberto', '3/3 aberto'])
    const [primeira, sinal, segunda, terceira] = titulos.items
    expect(primeira.valor_pago).toBe(Math.floor(primeira.valor / 2))
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: adminCookie } })
    ).json()
    expect(dashboard).toMatchObject({ os_abertas: 1, em_execucao: 1, concluidas_30d: 1 })
    expect(dashboard.financeiro).toEqual({
      recebido_30d: sinal.valor + primeira.valor_pago,
      a_receber: primeira.saldo + segunda.valor + terceira.valor,
      vencidos_valor: primeira.saldo,
      vencidos_quantidade: 1,
    })

    // The agenda in use: three appointments on the next working days, none today (the bell stays still).
    const hoje = todayInTimeZone(me.empresa.fuso_horario)
    const agenda = (
      await t.app.inject({
        method: 'GET',
        url: `/api/agendamentos?de=${hoje}&ate=${format(addDays(parseISO(hoje), 6), 'yyyy-MM-dd')}`,
        headers: { cookie: adminCookie },
      })
    ).json()
    expect(agenda.itens.map((a: { motivo: string; status: string }) => `${a.motivo} ${a.status}`)).toEqual([
      'Orçamento de funilaria confirmado',
      'Polimento completo agendado',
      'Troca de óleo e filtro agendado',
    ])
    expect(agenda.itens.every((a: { data: string }) => a.data > hoje)).toBe(true)

    const tecnico = demo!.usuarios.find((u) => u.role === 'tecnico')!
    const tecCookie = await signIn(t, tecnico.email, demo!.senha)
    const tecMe = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: tecCookie } })
    ).json()
    expect(tecMe.role).toBe('tecnico')
    // Linked to the register of the OS in execution: Meus serviços shows it.
    const meus = (
      await t.app.inject({ method: 'GET', url: '/api/meus-servicos', headers: { cookie: tecCookie } })
    ).json()
    expect(meus.vinculado).toBe(true)
    expect(meus.servicos.map((o: { status: string }) => o.status)).toEqual(['em_execucao'])

    const res = await t.app.inject({ method: 'GET', url: '/api/demo' })
    expect(res.json()).toEqual(demo)

    // A demo seeded by an older version (a 7-day trial, long over) is made active at the next start.
    await withTenant(t.handle.db, { empresaId: me.empresa.id }, (tx) =>
      tx.execute(
        sql`update empresas set status_assinatura = 'trial', trial_ate = now() - interval '30 days' where id = ${me.empresa.id}`,
      ),
    )
    await seedDemoIfEmpty(t.handle.db, t.config)
    const [empresa] = await withTenant(t.handle.db, { empresaId: me.empresa.id }, (tx) =>
      queryRows<{ status_assinatura: string; trial_ate: string | null }>(
        tx,
        sql`select status_assinatura, trial_ate from empresas where id = ${me.empresa.id}`,
      ),
    )
    expect(empresa).toEqual({ status_assinatura: 'ativa', trial_ate: null })
  })

  it('answers null on /api/demo when the demo is off (no failed request on the auth screen)', async () => {
    const off = await createTestApp({ DEMO: '0' })
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/demo' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toBeNull()
    } finally {
      await off.close()
    }
  })
})
