import { call } from '../../test/api'
import { buildCompany, type TestUser } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import { osBody } from '../../test/os-fixtures'
import { AMANHA } from '../agenda/agenda-fixtures'
import { agendamentoNovo, linkDe } from '../agenda/agendamento-links.fixtures'
import { moveOs } from '../financeiro/financeiro-fixtures'
import { ASSINATURA, enviarFoto, preencher, vistoriaNova } from '../vistoria/vistoria-fixtures'
import { criar, type Mundo, ok, type Pedido, type Receitas, umaVez } from './atividades-cobertura.mundo'

// Service orders, their photos and shares, inspections, the agenda, revisions and the customer's portal.

const novaOs = (m: Mundo, ...status: string[]) =>
  criar(m, '/api/os', osBody(m.c)).then(async (o) => {
    await moveOs(m.t, m.admin, o.id, ...status)
    return o.id as string
  })

const fotoDaOs = () =>
  multipart([
    { name: 'tipo', value: 'antes' },
    { name: 'arquivo', filename: 'foto.png', type: 'image/png', data: PNG_1X1 },
  ])

/** An OS with its quote sent and the portal link's token. */
async function orcamentoNoPortal(m: Mundo) {
  const id = await novaOs(m, 'orcamento_enviado')
  const { token } = await ok(m, 'POST', `/api/os/${id}/link`)
  return token as string
}

// Inspections and appointments in companies of their own: their fixtures make one register per company.
const daVistoria = umaVez(async (m) => (await buildCompany(m.t)).admin)
const daAgenda = umaVez(async (m) => (await buildCompany(m.t)).admin)
const como = (user: TestUser, pedido: Pedido): Pedido => ({ user, ...pedido })
const vistoria = async (m: Mundo) => (await vistoriaNova(m.t, await daVistoria(m))).vistoria
const agendamento = async (m: Mundo) => (await agendamentoNovo(m.t, await daAgenda(m))).agendamento
/** POSTs as `user`, failing loudly when refused. */
const postar = async (m: Mundo, user: TestUser, url: string, payload?: object) => {
  const res = await call(m.t, user, 'POST', url, payload)
  if (res.statusCode >= 300) throw new Error(`${url} → ${res.statusCode} ${res.body}`)
  return res.json()
}

export const receitasDaOs: Receitas = {
  'POST /api/os': async (m) => ({ url: '/api/os', payload: osBody(m.c) }),
  'PATCH /api/os/{id}': async (m) => ({ url: `/api/os/${await novaOs(m)}`, payload: { km_entrada: 12_345 } }),
  'DELETE /api/os': async (m) => ({ url: `/api/os?ids=${await novaOs(m)}` }),
  'POST /api/os/status': async (m) => ({
    url: '/api/os/status',
    payload: { ids: [await novaOs(m)], status: 'orcamento_enviado' },
  }),
  'POST /api/os/{id}/status': async (m) => ({
    url: `/api/os/${await novaOs(m)}/status`,
    payload: { status: 'orcamento_enviado' },
  }),
  'POST /api/os/{id}/orcamento/marcar-enviado': async (m) => ({
    url: `/api/os/${await novaOs(m, 'orcamento_enviado')}/orcamento/marcar-enviado`,
    payload: {},
  }),
  'POST /api/os/{id}/email': async (m) => ({
    url: `/api/os/${await novaOs(m)}/email`,
    payload: { tipo: 'os', para: 'maria@exemplo.test' },
  }),
  'POST /api/os/{id}/link': async (m) => ({ url: `/api/os/${await novaOs(m, 'orcamento_enviado')}/link` }),
  'POST /api/os/{id}/fotos': async (m) => ({ url: `/api/os/${await novaOs(m)}/fotos`, arquivo: fotoDaOs() }),
  'DELETE /api/os/{id}/fotos/{fotoId}': async (m) => {
    const id = await novaOs(m)
    const foto = fotoDaOs()
    const res = await m.t.app.inject({
      method: 'POST',
      url: `/api/os/${id}/fotos`,
      headers: { cookie: m.admin.cookie, 'content-type': foto.contentType },
      payload: foto.payload,
    })
    return { url: `/api/os/${id}/fotos/${res.json().id}` }
  },
  'POST /api/public/orcamentos/{token}/aprovar': async (m) => ({
    url: `/api/public/orcamentos/${await orcamentoNoPortal(m)}/aprovar`,
    user: null,
    payload: { nome: 'Maria Silva' },
  }),
  'POST /api/public/orcamentos/{token}/recusar': async (m) => ({
    url: `/api/public/orcamentos/${await orcamentoNoPortal(m)}/recusar`,
    user: null,
    payload: { nome: 'Maria Silva', motivo: 'Muito caro' },
  }),

  'PUT /api/vistorias/modelo': async () => ({
    url: '/api/vistorias/modelo',
    payload: { itens: ['Estepe', 'Macaco', 'Rádio'], termos: 'O cliente confere o estado do veículo.' },
  }),
  'POST /api/os/{id}/vistorias': async (m) => ({
    url: `/api/os/${await novaOs(m)}/vistorias`,
    payload: { tipo: 'entrada' },
  }),
  'PATCH /api/vistorias/{id}': async (m) =>
    como(await daVistoria(m), {
      url: `/api/vistorias/${(await vistoria(m)).id}`,
      payload: { km: 45_210, combustivel: 2 },
    }),
  'POST /api/vistorias/{id}/fotos': async (m) =>
    como(await daVistoria(m), {
      url: `/api/vistorias/${(await vistoria(m)).id}/fotos`,
      arquivo: multipart([{ name: 'arquivo', filename: 'f.png', type: 'image/png', data: PNG_1X1 }]),
    }),
  'DELETE /api/vistorias/{id}/fotos/{fotoId}': async (m) => {
    const v = await vistoria(m)
    const foto = await enviarFoto(m.t, await daVistoria(m), v.id)
    return como(await daVistoria(m), { url: `/api/vistorias/${v.id}/fotos/${foto.id}` })
  },
  'POST /api/vistorias/{id}/assinar': async (m) =>
    como(await daVistoria(m), {
      url: `/api/vistorias/${(await vistoria(m)).id}/assinar`,
      payload: { nome: 'Maria Aparecida', documento: '529.982.247-25', imagem: ASSINATURA },
    }),
  'POST /api/vistorias/{id}/corrigir': async (m) => {
    const user = await daVistoria(m)
    const v = await vistoria(m)
    await postar(m, user, `/api/vistorias/${v.id}/assinar`, { nome: 'Maria', imagem: ASSINATURA })
    return como(user, { url: `/api/vistorias/${v.id}/corrigir` })
  },
  'POST /api/vistorias/{id}/link': async (m) =>
    como(await daVistoria(m), { url: `/api/vistorias/${(await vistoria(m)).id}/link` }),
  'POST /api/vistorias/{id}/email': async (m) => {
    const user = await daVistoria(m)
    const v = await vistoria(m)
    await postar(m, user, `/api/vistorias/${v.id}/assinar`, { nome: 'Maria', imagem: ASSINATURA })
    return como(user, { url: `/api/vistorias/${v.id}/email`, payload: { para: 'maria@exemplo.test' } })
  },
  'POST /api/public/vistorias/{token}/assinar': async (m) => {
    const user = await daVistoria(m)
    const v = await vistoria(m)
    await preencher(m.t, user, v)
    const { token } = await postar(m, user, `/api/vistorias/${v.id}/link`)
    return {
      url: `/api/public/vistorias/${token}/assinar`,
      user: null,
      empresaId: user.empresaId,
      payload: { nome: 'Maria Aparecida da Silva', documento: '529.982.247-25', imagem: ASSINATURA },
    }
  },

  'POST /api/agendamentos': async (m) => {
    const tecnico = await criar(m, '/api/tecnicos', { nome: 'Carlos' })
    return {
      url: '/api/agendamentos',
      payload: {
        cliente_id: m.c.cliente.id,
        veiculo_id: m.c.veiculo.id,
        tecnico_id: tecnico.id,
        data: AMANHA,
        hora: '07:00',
        duracao_min: 30,
        motivo: 'Revisão',
      },
    }
  },
  'PATCH /api/agendamentos/{id}': async (m) =>
    como(await daAgenda(m), {
      url: `/api/agendamentos/${(await agendamento(m)).id}`,
      payload: { motivo: 'Barulho no freio', versao: 1 },
    }),
  'DELETE /api/agendamentos/{id}': async (m) =>
    como(await daAgenda(m), { url: `/api/agendamentos/${(await agendamento(m)).id}` }),
  'POST /api/agendamentos/{id}/status': async (m) =>
    como(await daAgenda(m), {
      url: `/api/agendamentos/${(await agendamento(m)).id}/status`,
      payload: { status: 'confirmado', versao: 1 },
    }),
  'POST /api/agendamentos/{id}/chegou': async (m) =>
    como(await daAgenda(m), {
      url: `/api/agendamentos/${(await agendamento(m)).id}/chegou`,
      payload: { versao: 1 },
    }),
  'PUT /api/agenda/config': async () => ({
    url: '/api/agenda/config',
    payload: { abertura: '07:00', fechamento: '19:00', boxes: ['Box 1'] },
  }),
  'POST /api/agendamentos/{id}/link': async (m) =>
    como(await daAgenda(m), { url: `/api/agendamentos/${(await agendamento(m)).id}/link` }),
  'POST /api/agendamentos/{id}/email': async (m) => {
    const user = await daAgenda(m)
    const { agendamento: ag } = await agendamentoNovo(m.t, user, { email: 'maria@exemplo.test' })
    return como(user, { url: `/api/agendamentos/${ag.id}/email`, payload: { tipo: 'confirmacao' } })
  },
  'POST /api/agendamentos/{id}/lembrete-enviado': async (m) =>
    como(await daAgenda(m), { url: `/api/agendamentos/${(await agendamento(m)).id}/lembrete-enviado` }),
  'POST /api/public/agendamentos/{token}/confirmar': async (m) => {
    const user = await daAgenda(m)
    const { token } = await linkDe(m.t, user, (await agendamento(m)).id)
    return { url: `/api/public/agendamentos/${token}/confirmar`, user: null, empresaId: user.empresaId }
  },
  'POST /api/public/agendamentos/{token}/reagendar': async (m) => {
    const user = await daAgenda(m)
    const { token } = await linkDe(m.t, user, (await agendamento(m)).id)
    return {
      url: `/api/public/agendamentos/${token}/reagendar`,
      user: null,
      empresaId: user.empresaId,
      payload: { mensagem: 'Pode ser sexta?' },
    }
  },

  'POST /api/revisoes/{id}/contatado': async (m) => ({ url: `/api/revisoes/${await revisao(m)}/contatado` }),
  'POST /api/revisoes/{id}/pendente': async (m) => {
    const id = await revisao(m)
    await ok(m, 'POST', `/api/revisoes/${id}/contatado`)
    return { url: `/api/revisoes/${id}/pendente` }
  },
}

/** An open revision: an OS with a service that asks for one, delivered. */
async function revisao(m: Mundo) {
  // Reminders go only to customers who agreed to them (LGPD consent).
  await ok(m, 'PATCH', `/api/clientes/${m.c.cliente.id}`, { consentimento_marketing: true })
  const oleo = await criar(m, '/api/servicos', {
    descricao: `Troca de óleo ${Date.now()}`,
    preco_publico: 18000,
    revisao_meses: 6,
  })
  const o = await criar(m, '/api/os', {
    cliente_id: m.c.cliente.id,
    veiculo_id: m.c.veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: oleo.id, quantidade: 1, valor_unitario: 18000 }],
  })
  await moveOs(m.t, m.admin, o.id, 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido', 'entregue')
  const page = (await call(m.t, m.admin, 'GET', '/api/revisoes?filtro=todas')).json()
  return (
    page.items.find((r: { status?: string; contatado_em?: string | null }) => !r.contatado_em)?.id ??
    page.items[0].id
  )
}
