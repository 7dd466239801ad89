import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, setPermission, type TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const move = (user: TestUser, id: string, status: string, observacao?: string) =>
  call(t, user, 'POST', `/api/os/${id}/status`, { status, observacao })
const estoque = async (user: TestUser, produtoId: string) =>
  (await call(t, user, 'GET', `/api/produtos/${produtoId}`)).json().estoque_atual

describe('the status machine', () => {
  it('walks the whole life cycle, writing the history, a quote version and the stock', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'aguardando_peca', 'em_execucao']) {
      const res = await move(admin, o.id, status)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().status).toBe(status)
    }
    expect(await estoque(admin, c.tinta.id)).toBe(5)
    const concluida = (await move(admin, o.id, 'concluido')).json()
    expect(concluida.data_conclusao).not.toBeNull()
    expect(await estoque(admin, c.tinta.id)).toBe(3)
    const entregue = (await move(admin, o.id, 'entregue')).json()
    expect(entregue).toMatchObject({ status: 'entregue', orcamento_versao_aprovada: 1, excluivel: false })
    expect(entregue.data_entrega).not.toBeNull()
    expect(entregue.orcamentos).toEqual([expect.objectContaining({ versao: 1, total_geral: 52980 })])
    expect(entregue.orcamento_validade).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(entregue.historico.map((h: { para_status: string }) => h.para_status)).toEqual([
      'rascunho',
      'orcamento_enviado',
      'aprovado',
      'em_execucao',
      'aguardando_peca',
      'em_execucao',
      'concluido',
      'entregue',
    ])
    const depois = await move(admin, o.id, 'cancelado', 'Desistiu')
    expect(depois.statusCode).toBe(409)
    expect(depois.json().error.message).toBe('OS entregue não pode mudar de status')
  })

  it('refuses skipped steps with a Portuguese reason and checks the quote before sending it', async () => {
    const { admin } = await buildCompany(t)
    const vazia = await create(t, admin, '/api/os', {})
    const pulo = await move(admin, vazia.id, 'em_execucao')
    expect(pulo.statusCode).toBe(409)
    expect(pulo.json().error.message).toBe('Não é possível passar de Rascunho para Em Execução')
    const semCliente = await move(admin, vazia.id, 'orcamento_enviado')
    expect(semCliente.statusCode).toBe(400)
    expect(semCliente.json().error.message).toBe('Selecione o cliente antes de enviar o orçamento')
    const c = await buildCatalogo(t, admin)
    await call(t, admin, 'PATCH', `/api/os/${vazia.id}`, { cliente_id: c.cliente.id })
    const semItens = await move(admin, vazia.id, 'orcamento_enviado')
    expect(semItens.json().error.message).toBe('Adicione pelo menos um item antes de enviar o orçamento')
    const mesma = await move(admin, vazia.id, 'rascunho')
    expect(mesma.json().error.message).toBe('A OS já está em Rascunho')
  })

  it('revises a sent quote: back to rascunho, a new version sent and approved again', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    await move(admin, o.id, 'orcamento_enviado')
    await move(admin, o.id, 'aprovado')
    const revisada = (await move(admin, o.id, 'rascunho', 'Cliente pediu outra cor')).json()
    expect(revisada).toMatchObject({ status: 'rascunho', orcamento_versao_aprovada: null, excluivel: false })
    await call(t, admin, 'PATCH', `/api/os/${o.id}`, { acrescimos_valor: 1000 })
    const enviada = await move(admin, o.id, 'orcamento_enviado')
    expect(enviada.statusCode, enviada.body).toBe(200)
    const aprovada = (await move(admin, o.id, 'aprovado')).json()
    expect(aprovada.orcamento_versao_aprovada).toBe(2)
    expect(aprovada.orcamentos.map((v: { total_geral: number }) => v.total_geral)).toEqual([52980, 53980])
  })

  it('cancels with a reason and the os delete permission, and gives the stock of a concluded OS back', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c))
    for (const s of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido']) await move(admin, o.id, s)
    expect(await estoque(admin, c.tinta.id)).toBe(3)

    const semMotivo = await move(admin, o.id, 'cancelado')
    expect(semMotivo.statusCode).toBe(400)
    expect(semMotivo.json().error.message).toBe('Informe o motivo do cancelamento')
    await setPermission(t, empresaId, 'operador', 'os', { can_edit: true, can_delete: false })
    const operador = await buildUser(t, empresaId, 'operador')
    expect((await move(operador, o.id, 'cancelado', 'Desistiu')).statusCode).toBe(403)

    const cancelada = (await move(admin, o.id, 'cancelado', 'Cliente desistiu')).json()
    expect(cancelada).toMatchObject({ status: 'cancelado', motivo_cancelamento: 'Cliente desistiu' })
    expect(cancelada.historico.at(-1)).toMatchObject({
      para_status: 'cancelado',
      observacao: 'Cliente desistiu',
    })
    expect(await estoque(admin, c.tinta.id)).toBe(5)
  })

  it("fills 'Enviado ao cliente em' when the quote is sent, and 'Marcar como Enviado' sets it again", async () => {
    const { admin } = await buildCompany(t)
    const o = await create(t, admin, '/api/os', osBody(await buildCatalogo(t, admin)))
    expect(o.orcamento_enviado_em).toBeNull()
    const cedo = await call(t, admin, 'POST', `/api/os/${o.id}/orcamento/marcar-enviado`, {})
    expect(cedo.statusCode).toBe(409)
    const enviada = (await move(admin, o.id, 'orcamento_enviado')).json()
    // The same moment as the version the customer received.
    expect(enviada.orcamento_enviado_em).toBe(enviada.orcamentos[0].enviado_em)
    const marcada = await call(t, admin, 'POST', `/api/os/${o.id}/orcamento/marcar-enviado`, {})
    expect(marcada.statusCode, marcada.body).toBe(200)
    expect(Date.parse(marcada.json().orcamento_enviado_em)).toBeGreaterThanOrEqual(
      Date.parse(enviada.orcamento_enviado_em),
    )
  })
})

describe('bulk actions', () => {
  it('changes the allowed ones and reports the skipped with their reason', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const enviada = await create(t, admin, '/api/os', osBody(c))
    await move(admin, enviada.id, 'orcamento_enviado')
    const rascunho = await create(t, admin, '/api/os', osBody(c))
    const alheia = await create(t, (await buildCompany(t)).admin, '/api/os', {})
    const res = await call(t, admin, 'POST', '/api/os/status', {
      ids: [enviada.id, rascunho.id, alheia.id],
      status: 'aprovado',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().updated).toEqual([enviada.id])
    expect(res.json().skipped).toEqual(
      expect.arrayContaining([
        {
          id: rascunho.id,
          numero_os: rascunho.numero_os,
          motivo: 'Não é possível passar de Rascunho para Aprovado',
        },
        { id: alheia.id, numero_os: null, motivo: 'OS não encontrada' },
      ]),
    )
    expect((await call(t, admin, 'GET', `/api/os/${rascunho.id}`)).json().status).toBe('rascunho')
  })

  it('deletes only drafts never sent; the rest must be cancelled', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const nova = await create(t, admin, '/api/os', osBody(c))
    const revisada = await create(t, admin, '/api/os', osBody(c))
    await move(admin, revisada.id, 'orcamento_enviado')
    await move(admin, revisada.id, 'rascunho')
    const res = await call(t, admin, 'DELETE', `/api/os?ids=${nova.id},${revisada.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      deleted: [nova.id],
      skipped: [
        {
          id: revisada.id,
          numero_os: revisada.numero_os,
          motivo: 'Só um rascunho nunca enviado pode ser excluído; cancele a OS',
        },
      ],
    })
    expect((await call(t, admin, 'GET', `/api/os/${nova.id}`)).statusCode).toBe(404)
    expect((await call(t, admin, 'GET', `/api/os/${revisada.id}`)).statusCode).toBe(200)
  })
})
