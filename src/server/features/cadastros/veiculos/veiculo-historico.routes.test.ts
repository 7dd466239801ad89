import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ClienteHistoricoView,
  VeiculoHistoricoView,
} from '../../../../shared/cadastros/historico.schemas'
import {
  agendamentos,
  arTitulos,
  clientes,
  emailsEmpresa,
  lembretesEnviados,
  revisoes,
} from '../../../db/schema'
import { withTenant } from '../../../db/with-tenant'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../../test/os-fixtures'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { registrarEmail } from '../../email/mailer'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const HORA = 3_600_000

/** A company with one customer, vehicle and two OS, a title, an open revision and an upcoming appointment. */
async function seed() {
  const company = await buildCompany(t)
  const { admin, empresaId } = company
  const c: Catalogo = await buildCatalogo(t, admin)
  const primeira = await create(t, admin, '/api/os', osBody(c, { km_entrada: 10000 }))
  const segunda = await create(t, admin, '/api/os', osBody(c, { km_entrada: 15000 }))
  await withTenant(t.handle.db, { empresaId }, async (tx) => {
    await tx.insert(arTitulos).values({
      empresa_id: empresaId,
      os_id: primeira.id,
      cliente_id: c.cliente.id,
      parcela: '1/1',
      emissao: '2026-01-10',
      vencimento: '2026-02-10',
      valor: 52980,
    })
    await tx.insert(revisoes).values({
      empresa_id: empresaId,
      veiculo_id: c.veiculo.id,
      cliente_id: c.cliente.id,
      servico_id: c.funilaria.id,
      os_id: primeira.id,
      data_prevista: '2027-01-10',
      km_previsto: 20000,
      situacao: 'contatado',
      contatado_em: new Date(Date.now() - HORA),
    })
    await tx.insert(agendamentos).values({
      empresa_id: empresaId,
      cliente_id: c.cliente.id,
      veiculo_id: c.veiculo.id,
      inicio: new Date(Date.now() + 24 * HORA),
      motivo: 'Troca de óleo',
      lembrete_enviado_em: new Date(Date.now() - 2 * HORA),
    })
  })
  return { ...company, c, primeira, segunda }
}

const veiculo = async (user: TestUser, id: string): Promise<VeiculoHistoricoView> => {
  const res = await call(t, user, 'GET', `/api/veiculos/${id}/historico`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const cliente = async (user: TestUser, id: string): Promise<ClienteHistoricoView> => {
  const res = await call(t, user, 'GET', `/api/clientes/${id}/historico`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/veiculos/:id/historico', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/veiculos/${id}/historico`,
    permission: ['cadastros', 'view'],
    createRecord: async (owner) => (await buildCatalogo(t, owner)).veiculo.id,
  })

  it('answers 400 in Portuguese for an id that is not a uuid', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/veiculos/abc/historico')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.id).toBe('Registro não encontrado')
  })

  it('lists the OS newest first with what was done, and the open revisions', async () => {
    const { admin, c, primeira, segunda } = await seed()
    const h = await veiculo(admin, c.veiculo.id)
    expect(h.veiculo.placa).toBe(c.veiculo.placa)
    expect(h.cliente.nome_razao).toBe(c.cliente.nome_razao)
    expect(h.os_total).toBe(2)
    expect(h.os.map((o) => o.id)).toEqual([segunda.id, primeira.id])
    expect(h.os[1]).toMatchObject({
      km_entrada: 10000,
      servicos: [c.funilaria.descricao],
      produtos: [c.tinta.descricao],
      total_geral: 52980,
      fotos_total: 0,
      fotos: [],
    })
    expect(h.revisoes).toEqual([
      expect.objectContaining({ servico: c.funilaria.descricao, km_previsto: 20000, situacao: 'contatado' }),
    ])
  })

  it('leaves the revisions out for a reader without the agenda view', async () => {
    const { empresaId, c } = await seed()
    await setPermission(t, empresaId, 'tecnico', 'agenda', { can_view: false })
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const h = await veiculo(tecnico, c.veiculo.id)
    expect(h.os_total).toBe(2)
    expect(h.revisoes).toBeNull()
  })
})

describe('GET /api/clientes/:id/historico', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/clientes/${id}/historico`,
    permission: ['cadastros', 'view'],
    createRecord: async (owner) => (await buildCatalogo(t, owner)).cliente.id,
  })

  it('answers 400 in Portuguese for an id that is not a uuid', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/clientes/123/historico')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.id).toBe('Registro não encontrado')
  })

  it('lists vehicles, OS, titles, upcoming appointments and the messages sent', async () => {
    const { admin, c, primeira } = await seed()
    const h = await cliente(admin, c.cliente.id)
    expect(h.cliente.id).toBe(c.cliente.id)
    expect(h.veiculos.map((v) => v.id)).toEqual([c.veiculo.id])
    expect(h.os_total).toBe(2)
    expect(h.titulos).toEqual([
      expect.objectContaining({ os_id: primeira.id, parcela: '1/1', valor: 52980, status: 'aberto' }),
    ])
    expect(h.agendamentos).toEqual([expect.objectContaining({ motivo: 'Troca de óleo', status: 'agendado' })])
    // Newest first: the revision contact (1 h ago), then the appointment reminder (2 h ago).
    expect(h.mensagens.map((m) => m.tipo)).toEqual(['revisao_contatado', 'lembrete_agendamento'])
  })

  it("lists the OS emails to the customer's address and the payment reminders (financeiro group)", async () => {
    const { admin, empresaId, c, primeira } = await seed()
    const antes = (horas: number) => new Date(Date.now() - horas * HORA)
    await withTenant(t.handle.db, { empresaId }, async (tx) => {
      await tx.update(clientes).set({ email: 'maria@exemplo.com.br' }).where(eq(clientes.id, c.cliente.id))
      const email = async (para: string, assunto: string, tipo: 'os' | 'convite', horas: number) => {
        const email_id = await registrarEmail(tx, { para, assunto, texto: 'Olá' })
        await tx
          .insert(emailsEmpresa)
          .values({ empresa_id: empresaId, email_id, tipo, criado_em: antes(horas) })
      }
      await email('Maria@Exemplo.com.br', 'Sua OS está pronta', 'os', 3)
      // Not hers: an invitation (staff) and an OS email to another address.
      await email('maria@exemplo.com.br', 'Convite', 'convite', 0.5)
      await email('outra@exemplo.com.br', 'Outra OS', 'os', 0.5)
      const [titulo] = await tx
        .select({ id: arTitulos.id })
        .from(arTitulos)
        .where(eq(arTitulos.os_id, primeira.id))
      await tx
        .insert(lembretesEnviados)
        .values({ empresa_id: empresaId, titulo_id: titulo.id, tipo: 'antes', criado_em: antes(4) })
    })
    const h = await cliente(admin, c.cliente.id)
    expect(h.mensagens.map((m) => m.descricao)).toEqual([
      'Contato sobre a revisão: Funilaria porta',
      'Lembrete do agendamento: Troca de óleo',
      'E-mail: Sua OS está pronta',
      `Lembrete de cobrança antes do vencimento (OS ${primeira.numero_os}, parcela 1/1)`,
    ])
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const semFinanceiro = await cliente(tecnico, c.cliente.id)
    expect(semFinanceiro.mensagens.map((m) => m.tipo)).toEqual([
      'revisao_contatado',
      'lembrete_agendamento',
      'email',
    ])
  })

  it('hides titles from a Técnico (no Contas a Receber) and agenda data without the agenda view', async () => {
    const { empresaId, c } = await seed()
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    const comAgenda = await cliente(tecnico, c.cliente.id)
    expect(comAgenda.titulos).toBeNull()
    expect(comAgenda.agendamentos).toHaveLength(1)
    await setPermission(t, empresaId, 'tecnico', 'agenda', { can_view: false })
    const semAgenda = await cliente(tecnico, c.cliente.id)
    expect(semAgenda.agendamentos).toBeNull()
    expect(semAgenda.mensagens).toEqual([])
    expect(semAgenda.os_total).toBe(2)
  })

  it("does not list another customer's OS or vehicles", async () => {
    const { admin, c } = await seed()
    const outro = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '11144477735',
      nome_razao: 'Outro Cliente',
    })
    const h = await cliente(admin, outro.id)
    expect(h.veiculos).toEqual([])
    expect(h.os_total).toBe(0)
    expect(h.titulos).toEqual([])
    expect(c.cliente.id).not.toBe(outro.id)
  })
})
