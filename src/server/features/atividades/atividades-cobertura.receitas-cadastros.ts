import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { call } from '../../test/api'
import { buildCompany, buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import {
  cpfAleatorio,
  criar,
  empresaDoEmail,
  type Mundo,
  ok,
  placaAleatoria,
  type Receitas,
} from './atividades-cobertura.mundo'

// Sign-up, sign-in, people, the company and its settings, the registers (customers, vehicles, technicians,
// services, products). Each recipe prepares what its call needs and returns the call itself.

const cliente = (nome = 'Cliente Auditado') => ({
  tipo_pessoa: 'fisica',
  doc: cpfAleatorio(),
  nome_razao: `${nome} ${randomBytes(2).toString('hex')}`,
})
const servico = () => ({ descricao: `Serviço ${randomBytes(3).toString('hex')}`, preco_publico: 10000 })
const produto = (extra: object = {}) => ({
  sku: `P-${randomBytes(3).toString('hex')}`,
  descricao: 'Filtro de ar',
  preco_publico: 4990,
  ...extra,
})
/** An admin and an operator of a company of their own (a plan allows few users; the world's admin stays signed in). */
const pessoas = async (m: Mundo) => {
  const { admin, empresaId } = await buildCompany(m.t)
  return { admin, operador: await buildUser(m.t, empresaId, 'operador') }
}
const operador = async (m: Mundo) => (await pessoas(m)).operador
/** A route of the admin about its operator. */
const sobreOperador = async (m: Mundo, sufixo = '') => {
  const p = await pessoas(m)
  return { user: p.admin, url: `/api/usuarios/${p.operador.userId}${sufixo}` }
}
/** A company of its own, for the recipes about its people: its admin as the caller. */
const outraEmpresa = async (m: Mundo) => {
  const { admin, empresaId } = await buildCompany(m.t)
  return { user: admin, empresaId }
}

/** An invitation's token (the link the admin copies ends in it). */
async function convite(m: Mundo) {
  const e = await outraEmpresa(m)
  const res = await call(m.t, e.user, 'POST', '/api/convites', {
    email: uniqueEmail('convidada'),
    role: 'operador',
  })
  if (res.statusCode !== 201) throw new Error(`convite → ${res.statusCode} ${res.body}`)
  return {
    ...e,
    id: res.json().convite.id as string,
    token: new URL(res.json().link).searchParams.get('convite')!,
  }
}

export const receitasDeCadastros: Receitas = {
  'POST /api/auth/sign-up/email': async (m) => {
    const email = uniqueEmail('cadastro')
    return {
      url: '/api/auth/sign-up/email',
      user: null,
      payload: { name: 'Nova Dona', email, password: TEST_PASSWORD, nome_empresa: 'Oficina Nova' },
      empresaId: empresaDoEmail(m, email),
    }
  },
  'POST /api/auth/sign-up/convite': async (m) => {
    const { token, empresaId } = await convite(m)
    return {
      url: '/api/auth/sign-up/convite',
      user: null,
      empresaId,
      payload: { token, name: 'Olga', password: 'senha-da-olga' },
    }
  },
  'POST /api/auth/sign-in/email': async (m) => {
    const u = await operador(m)
    return {
      url: '/api/auth/sign-in/email',
      user: null,
      empresaId: u.empresaId,
      payload: { email: u.email, password: TEST_PASSWORD },
    }
  },
  'POST /api/auth/sign-out': async (m) => ({ url: '/api/auth/sign-out', user: await operador(m) }),
  'POST /api/auth/redefinir-senha': async (m) => {
    const u = await operador(m)
    await m.t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email: u.email } })
    const link = () =>
      m.smtp.recebidas.find((r) => r.para.includes(u.email) && r.texto.includes('redefinir-senha?token='))
    await expect.poll(link, { timeout: 5000, interval: 20 }).toBeTruthy()
    const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(link()!.texto)![1]
    return {
      url: '/api/auth/redefinir-senha',
      user: null,
      empresaId: u.empresaId,
      payload: { token, nova_senha: 'nova-senha-456' },
    }
  },

  'POST /api/clientes': async () => ({ url: '/api/clientes', payload: cliente() }),
  'PATCH /api/clientes/{id}': async (m) => {
    const c = await criar(m, '/api/clientes', cliente())
    return { url: `/api/clientes/${c.id}`, payload: { nome_razao: 'Nome Corrigido' } }
  },
  'DELETE /api/clientes/{id}': async (m) => {
    const c = await criar(m, '/api/clientes', cliente())
    return { url: `/api/clientes/${c.id}` }
  },
  'POST /api/veiculos': async (m) => ({
    url: '/api/veiculos',
    payload: {
      cliente_id: m.c.cliente.id,
      placa: placaAleatoria(),
      marca: 'VW',
      modelo: 'Gol',
    },
  }),
  'PATCH /api/veiculos/{id}': async (m) => ({
    url: `/api/veiculos/${m.c.veiculo.id}`,
    payload: { km_atual: Date.now() % 100000 },
  }),
  'DELETE /api/veiculos/{id}': async (m) => {
    const c = await criar(m, '/api/clientes', cliente())
    const v = await criar(m, '/api/veiculos', {
      cliente_id: c.id,
      placa: placaAleatoria(),
      marca: 'VW',
      modelo: 'Gol',
    })
    return { url: `/api/veiculos/${v.id}` }
  },
  'POST /api/tecnicos': async () => ({ url: '/api/tecnicos', payload: { nome: 'Joana Funileira' } }),
  'PATCH /api/tecnicos/{id}': async (m) => {
    const tec = await criar(m, '/api/tecnicos', { nome: 'Joana' })
    return { url: `/api/tecnicos/${tec.id}`, payload: { nome: 'Joana Pintora' } }
  },
  'DELETE /api/tecnicos/{id}': async (m) => {
    const tec = await criar(m, '/api/tecnicos', { nome: 'Temporário' })
    return { url: `/api/tecnicos/${tec.id}` }
  },
  'POST /api/servicos': async () => ({ url: '/api/servicos', payload: servico() }),
  'PATCH /api/servicos/{id}': async (m) => {
    const s = await criar(m, '/api/servicos', servico())
    return { url: `/api/servicos/${s.id}`, payload: { preco_publico: 12000 } }
  },
  'DELETE /api/servicos/{id}': async (m) => {
    const s = await criar(m, '/api/servicos', servico())
    return { url: `/api/servicos/${s.id}` }
  },
  'POST /api/produtos': async () => ({ url: '/api/produtos', payload: produto() }),
  'PATCH /api/produtos/{id}': async (m) => {
    const p = await criar(m, '/api/produtos', produto())
    return { url: `/api/produtos/${p.id}`, payload: { descricao: 'Filtro de óleo' } }
  },
  'DELETE /api/produtos/{id}': async (m) => {
    const p = await criar(m, '/api/produtos', produto())
    return { url: `/api/produtos/${p.id}` }
  },
  'POST /api/produtos/{id}/estoque/entradas': async (m) => ({
    url: `/api/produtos/${m.c.tinta.id}/estoque/entradas`,
    payload: { quantidade: 2 },
  }),

  'PATCH /api/empresa': async () => ({
    url: '/api/empresa',
    payload: { nome_empresa: `Oficina Auditada ${randomBytes(2).toString('hex')}` },
  }),
  'POST /api/empresa/logo': async () => ({
    url: '/api/empresa/logo',
    arquivo: multipart([{ name: 'arquivo', filename: 'logo.png', type: 'image/png', data: PNG_1X1 }]),
  }),
  'DELETE /api/empresa/logo': async (m) => {
    const logo = multipart([{ name: 'arquivo', filename: 'logo.png', type: 'image/png', data: PNG_1X1 }])
    await m.t.app.inject({
      method: 'POST',
      url: '/api/empresa/logo',
      headers: { cookie: m.admin.cookie, 'content-type': logo.contentType },
      payload: logo.payload,
    })
    return { url: '/api/empresa/logo' }
  },
  'POST /api/empresa/confirmacao-email': async (m) => {
    // An account not confirmed yet: any member may ask for the link again.
    const nova = await buildCompany(m.t, { confirmado: false })
    const membro = await buildUser(m.t, nova.empresaId, 'operador')
    return { url: '/api/empresa/confirmacao-email', user: membro, empresaId: nova.empresaId }
  },
  'PATCH /api/perfil': async (m) => ({
    url: '/api/perfil',
    user: await operador(m),
    payload: { nome_completo: 'Otávio Operador' },
  }),
  'POST /api/perfil/senha': async (m) => ({
    url: '/api/perfil/senha',
    user: await operador(m),
    payload: { senha_atual: TEST_PASSWORD, nova_senha: 'outra-senha-789' },
  }),
  'PUT /api/perfil/preferencias': async (m) => ({
    url: '/api/perfil/preferencias',
    user: await operador(m),
    payload: { notificacoes: false },
  }),
  'PUT /api/permissoes': async () => ({
    url: '/api/permissoes',
    payload: {
      role: 'operador',
      rows: [
        { modulo: 'relatorios', can_view: false, can_create: false, can_edit: false, can_delete: false },
      ],
    },
  }),
  'POST /api/usuarios': async (m) => ({
    ...(await outraEmpresa(m)),
    url: '/api/usuarios',
    payload: {
      nome_completo: 'Olga Operadora',
      email: uniqueEmail('olga'),
      password: TEST_PASSWORD,
      role: 'operador',
    },
  }),
  'PATCH /api/usuarios/{id}': async (m) => ({
    ...(await sobreOperador(m)),
    payload: { role: 'tecnico' },
  }),
  'DELETE /api/usuarios/{id}': async (m) => sobreOperador(m),
  'POST /api/usuarios/{id}/senha': async (m) => ({
    ...(await sobreOperador(m, '/senha')),
    payload: { password: 'nova-senha-456' },
  }),
  'POST /api/convites': async () => ({
    url: '/api/convites',
    payload: { email: uniqueEmail('conv'), role: 'tecnico' },
  }),
  'DELETE /api/convites/{id}': async (m) => {
    const c = await convite(m)
    return { url: `/api/convites/${c.id}`, user: c.user, empresaId: c.empresaId }
  },
  'PUT /api/modelos-mensagem/{chave}': async () => ({
    url: '/api/modelos-mensagem/os_pronta',
    payload: { texto: `Pronto, {cliente}! ${randomBytes(2).toString('hex')}` },
  }),
  'DELETE /api/modelos-mensagem/{chave}': async (m) => {
    await ok(m, 'PUT', '/api/modelos-mensagem/agendamento_lembrete', { texto: 'Lembrete, {cliente}!' })
    return { url: '/api/modelos-mensagem/agendamento_lembrete' }
  },
  'POST /api/treinamento/progresso': async () => ({
    url: '/api/treinamento/progresso',
    payload: { tipo: 'guia', item_id: 'ordens-de-servico' },
  }),
  'DELETE /api/treinamento/progresso/{tipo}/{item_id}': async (m) => {
    await ok(m, 'POST', '/api/treinamento/progresso', { tipo: 'guia', item_id: 'financeiro' })
    return { url: '/api/treinamento/progresso/guia/financeiro' }
  },
  'POST /api/assinatura/cancelar': async (m) => {
    const e = await outraEmpresa(m)
    const nome = (await call(m.t, e.user, 'GET', '/api/empresa')).json().nome_empresa
    return { ...e, url: '/api/assinatura/cancelar', payload: { confirmacao: nome } }
  },
  'POST /api/notificacoes/lidas': async (m) => {
    await criar(m, '/api/produtos', produto({ controla_estoque: true, estoque_atual: 0, estoque_minimo: 2 }))
    const lista = (await call(m.t, m.admin, 'GET', '/api/notificacoes')).json()
    return { url: '/api/notificacoes/lidas', payload: { ids: [lista.items[0].id] } }
  },
}
