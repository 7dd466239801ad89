import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeusServicosView } from '../../../shared/meus-servicos/meus-servicos.schemas'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { itHandlesStandardCases } from '../../test/standard-cases'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ATE_EXECUCAO = ['orcamento_enviado', 'aprovado', 'em_execucao']

async function mover(user: TestUser, id: string, statuses: string[]) {
  for (const status of statuses) {
    const res = await call(t, user, 'POST', `/api/os/${id}/status`, { status })
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200)
  }
}

async function meusServicos(user: TestUser): Promise<MeusServicosView> {
  const res = await call(t, user, 'GET', '/api/meus-servicos')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** OS in several statuses, some for the register linked to `usuarioId` (none: unlinked), in admin's company. */
async function seedNa(admin: TestUser, usuarioId: string | null) {
  const c = await buildCatalogo(t, admin)
  const meu = await create(t, admin, '/api/tecnicos', { nome: 'Carlos Souza', usuario_id: usuarioId })
  const outro = await create(t, admin, '/api/tecnicos', { nome: 'Bruno Lima', email: 'bruno@teste.com.br' })
  const nova = async (tecnicoId: string, statuses: string[], extra: object = {}) => {
    const o = await create(t, admin, '/api/os', osBody(c, { tecnico_responsavel_id: tecnicoId, ...extra }))
    await mover(admin, o.id, statuses)
    return o as { id: string; numero_os: string }
  }
  return {
    emExecucao: await nova(meu.id, ATE_EXECUCAO, { laudo: 'Amassado na porta' }),
    pausada: await nova(meu.id, [...ATE_EXECUCAO, 'aguardando_peca']),
    aprovada: await nova(meu.id, ATE_EXECUCAO.slice(0, 2)),
    concluida: await nova(meu.id, [...ATE_EXECUCAO, 'concluido']),
    enviada: await nova(meu.id, ['orcamento_enviado']),
    doOutro: await nova(outro.id, ATE_EXECUCAO),
  }
}

describe('GET /api/meus-servicos', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/meus-servicos',
    permission: ['os', 'view'],
  })

  it("lists only the technician's OS to do, working first, with the next move and no money", async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    // Another company's technician, linked to its own user, with an OS in execution never shows.
    const outra = (await buildCompany(t)).admin
    const intruso = await seedNa(outra, (await buildUser(t, outra.empresaId, 'tecnico')).userId)
    const s = await seedNa(admin, tecnico.userId)

    const view = await meusServicos(tecnico)
    expect(view.vinculado).toBe(true)
    expect(view.servicos.map((o) => [o.numero_os, o.status, o.proxima_acao])).toEqual([
      [s.emExecucao.numero_os, 'em_execucao', { status: 'concluido', label: 'Concluir Serviço' }],
      [s.pausada.numero_os, 'aguardando_peca', { status: 'em_execucao', label: 'Iniciar Execução' }],
      [s.aprovada.numero_os, 'aprovado', { status: 'em_execucao', label: 'Iniciar Execução' }],
    ])
    const ids = view.servicos.map((o) => o.id)
    for (const fora of [s.concluida, s.enviada, s.doOutro, intruso.emExecucao, intruso.pausada])
      expect(ids).not.toContain(fora.id)

    expect(view.servicos[0]).toMatchObject({
      cliente_nome: 'Maria Aparecida da Silva',
      veiculo: { descricao: 'Fiat Uno', placa: 'ABC1D23' },
      prazo: { texto: '0 d aberto', tom: 'sem_previsao' },
      itens: [
        { tipo: 'servico', descricao: 'Funilaria porta', quantidade: 1 },
        { tipo: 'produto', descricao: 'Tinta prata 1L', quantidade: 2 },
      ],
      fotos: 0,
      laudo: 'Amassado na porta',
    })
    // Nothing financial: no value, price, discount or total anywhere in the answer.
    const json = JSON.stringify(view)
    for (const campo of ['total', 'valor', 'preco', 'desconto', 'subtotal', 'acrescimo'])
      expect(json).not.toMatch(new RegExp(`"[a-z_]*${campo}[a-z_]*":`))
  })

  it('answers an empty, unlinked list to a user no register is linked to, even one with their email', async () => {
    const { admin } = await buildCompany(t)
    const tecnico = await buildUser(t, admin.empresaId, 'tecnico')
    await seedNa(admin, null)
    // The email no longer links: only 'Usuário do sistema' does.
    await create(t, admin, '/api/tecnicos', { nome: 'Mesmo Email', email: tecnico.email.toUpperCase() })
    expect(await meusServicos(tecnico)).toEqual({ vinculado: false, servicos: [] })
    expect(await meusServicos(admin)).toEqual({ vinculado: false, servicos: [] })
  })

  it('follows the link: moving the register to another user moves the list with it', async () => {
    const { admin } = await buildCompany(t)
    const carlos = await buildUser(t, admin.empresaId, 'tecnico')
    const bruno = await buildUser(t, admin.empresaId, 'tecnico')
    await seedNa(admin, carlos.userId)
    const registro = (await call(t, admin, 'GET', '/api/tecnicos?q=carlos')).json().items[0]
    expect((await meusServicos(carlos)).servicos).toHaveLength(3)

    const movido = await call(t, admin, 'PATCH', `/api/tecnicos/${registro.id}`, { usuario_id: bruno.userId })
    expect(movido.statusCode, movido.body).toBe(200)
    expect(await meusServicos(carlos)).toEqual({ vinculado: false, servicos: [] })
    expect((await meusServicos(bruno)).servicos).toHaveLength(3)
  })
})
