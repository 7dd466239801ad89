import { randomBytes } from 'node:crypto'
import { osBody } from '../../test/os-fixtures'
import { tokenDeDescadastro } from '../consentimento/descadastro'
import { moveOs } from '../financeiro/financeiro-fixtures'
import {
  cpfAleatorio,
  criar,
  type Mundo,
  ok,
  placaAleatoria,
  type Receitas,
} from './atividades-cobertura.mundo'

// The customer's rights (LGPD, issue 29): data-subject requests, anonymisation, consent and opt-out, at the
// counter and through the portal.

const novoCliente = async (m: Mundo) =>
  (
    await criar(m, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: cpfAleatorio(),
      nome_razao: `Titular ${randomBytes(2).toString('hex')}`,
      celular: '(11) 97162-6799',
    })
  ).id as string

/** A request at the counter: its id. */
const solicitacao = async (m: Mundo) =>
  (await ok(m, 'POST', `/api/clientes/${await novoCliente(m)}/solicitacoes-titular`, { tipo: 'exportacao' }))
    .id as string

/** The portal link's token of a quote sent to a new customer (who has given no consent yet). */
async function linkDoOrcamento(m: Mundo) {
  const cliente = { id: await novoCliente(m) }
  const veiculo = await criar(m, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: placaAleatoria(),
    marca: 'Fiat',
    modelo: 'Uno',
  })
  const o = await criar(m, '/api/os', osBody({ ...m.c, cliente, veiculo }))
  await moveOs(m.t, m.admin, o.id, 'orcamento_enviado')
  return (await ok(m, 'POST', `/api/os/${o.id}/link`)).token as string
}

/** The opt-out token a message to the customer ends with (descadastro.ts). */
const tokenDeSaida = async (m: Mundo) => tokenDeDescadastro(m.t.config, m.empresaId, await novoCliente(m))

export const receitasLgpd: Receitas = {
  'POST /api/clientes/{id}/anonimizar': async (m) => ({
    url: `/api/clientes/${await novoCliente(m)}/anonimizar`,
    payload: { confirmacao: 'ANONIMIZAR' },
  }),
  'POST /api/clientes/{id}/solicitacoes-titular': async (m) => ({
    url: `/api/clientes/${await novoCliente(m)}/solicitacoes-titular`,
    payload: { tipo: 'correcao', mensagem: 'O telefone mudou' },
  }),
  'POST /api/solicitacoes-titular/{id}/concluir': async (m) => ({
    url: `/api/solicitacoes-titular/${await solicitacao(m)}/concluir`,
    payload: { resposta: 'Arquivo entregue no balcão' },
  }),
  'POST /api/solicitacoes-titular/{id}/recusar': async (m) => ({
    url: `/api/solicitacoes-titular/${await solicitacao(m)}/recusar`,
    payload: { resposta: 'Pedido em duplicidade' },
  }),
  'POST /api/public/orcamentos/{token}/solicitacoes-titular': async (m) => ({
    url: `/api/public/orcamentos/${await linkDoOrcamento(m)}/solicitacoes-titular`,
    user: null,
    payload: { tipo: 'exportacao', mensagem: 'Quero meus dados' },
  }),
  'POST /api/public/orcamentos/{token}/consentimento': async (m) => ({
    url: `/api/public/orcamentos/${await linkDoOrcamento(m)}/consentimento`,
    user: null,
    payload: { aceita: true },
  }),
  'POST /api/public/privacidade/{token}/sair': async (m) => ({
    url: `/api/public/privacidade/${await tokenDeSaida(m)}/sair`,
    user: null,
  }),
}
