import { expect } from 'vitest'
import { call } from '../../test/api'
import { buildCompany, type TestUser } from '../../test/factories'
import { configFiscalDoFake } from '../../test/nfse-fixtures'
import { buildCatalogo, type Catalogo } from '../../test/os-fixtures'
import { configDoFake } from '../cobranca-pix/cobranca-pix-fixtures'
import { txidDoTitulo } from '../cobranca-pix/cobrancas.service'
import { faturar, faturarBody, hojeSP, osEmExecucao, setPix } from '../financeiro/financeiro-fixtures'
import type { Mundo, Pedido, Receitas } from './atividades-cobertura.mundo'

// Invoicing, receipts, the bank's API Pix (a company connected to the fake bank) and the NFS-e (a company
// configured for the fake fiscal provider), with their webhooks.

interface Empresa {
  admin: TestUser
  empresaId: string
  c: Catalogo
  webhookUrl: string
}

const pronto = (res: Awaited<ReturnType<typeof call>>, oque: string) => {
  if (res.statusCode >= 300) throw new Error(`${oque} → ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A new company (admin, catalogue) whose `configurar` answers the webhook URL, made once per world. */
function umaVez(configurar: (m: Mundo, admin: TestUser) => Promise<string>) {
  let feita: Promise<Empresa> | undefined
  return (m: Mundo) => {
    feita ??= (async () => {
      const { admin, empresaId } = await buildCompany(m.t)
      const c = await buildCatalogo(m.t, admin)
      return { admin, empresaId, c, webhookUrl: await configurar(m, admin) }
    })()
    return feita
  }
}

// Only this company registers its webhook at the fake bank (the fake keeps one URL).
const comPix = umaVez(async (m, admin) => {
  const salvo = pronto(await call(m.t, admin, 'PUT', '/api/cobranca-pix/config', configDoFake(m.psp)), 'pix')
  pronto(await call(m.t, admin, 'POST', '/api/cobranca-pix/testar'), 'testar pix')
  return salvo.webhook_url as string
})
const comNfse = umaVez(async (m, admin) => {
  const salvo = pronto(
    await call(m.t, admin, 'PUT', '/api/fiscal/config', configFiscalDoFake(m.focus)),
    'nfse',
  )
  pronto(await call(m.t, admin, 'POST', '/api/fiscal/testar'), 'testar nfse')
  return salvo.webhook_url as string
})

const como = (e: Empresa, pedido: Pedido): Pedido => ({ user: e.admin, empresaId: e.empresaId, ...pedido })

/**
 * A settings route in a company of its own (the shared ones already hold settings): saving them, or
 * removing them once saved.
 */
async function configEmOutraEmpresa(m: Mundo, url: string, config: object, acao: 'salvar' | 'remover') {
  const outra = await buildCompany(m.t)
  if (acao === 'remover') pronto(await call(m.t, outra.admin, 'PUT', url, config), url)
  return {
    url,
    payload: acao === 'salvar' ? config : undefined,
    user: outra.admin,
    empresaId: outra.empresaId,
  }
}

/** An invoiced OS of `e` (one instalment unless told): its view. */
async function faturada(
  m: Mundo,
  e: { admin: TestUser; c: Catalogo },
  body = faturarBody({ sinal: 0, parcelas: 1 }),
) {
  return faturar(m.t, e.admin, await osEmExecucao(m.t, e.admin, e.c), body)
}

/** A title of the Pix company whose charge the bank holds. */
async function tituloCobrado(m: Mundo, e: Empresa) {
  const view = await faturada(m, e)
  const id = view.titulos[0].id as string
  await expect
    .poll(
      async () => {
        const titulos = (await call(m.t, e.admin, 'GET', '/api/titulos')).json().items
        return titulos.find((x: { id: string }) => x.id === id)?.cobranca
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe('registrada')
  return { id, saldo: view.titulos[0].valor as number }
}

/** A PIX paid beyond its title (an 'excedente' in Conciliação PIX): its id. */
async function pixAMais(m: Mundo, e: Empresa) {
  const titulo = await tituloCobrado(m, e)
  await m.psp.pagar(txidDoTitulo(titulo.id), { valorCentavos: titulo.saldo + 1000 })
  const lista = await call(m.t, e.admin, 'GET', '/api/cobranca-pix/recebidos?situacao=excedente')
  return lista.json().items[0].id as string
}

const pixAvulso = (valor = '12.34') => ({
  pix: [
    {
      endToEndId: `E${Date.now()}${Math.random().toString().slice(2, 10)}`,
      valor,
      horario: new Date().toISOString(),
    },
  ],
})

/** A note of the NFS-e company: processing, or settled by 'Atualizar'. */
async function nota(m: Mundo, autorizada: boolean) {
  const e = await comNfse(m)
  const view = await faturada(m, e, faturarBody())
  const emitida = pronto(await call(m.t, e.admin, 'POST', `/api/os/${view.id}/nfse`), 'emitir')
  if (autorizada)
    pronto(await call(m.t, e.admin, 'POST', `/api/notas-fiscais/${emitida.id}/atualizar`), 'atualizar')
  return { e, id: emitida.id as string, referencia: emitida.referencia as string }
}

export const receitasDoFinanceiro: Receitas = {
  'POST /api/os/{id}/faturar': async (m) => ({
    url: `/api/os/${await osEmExecucao(m.t, m.admin, m.c)}/faturar`,
    payload: faturarBody({ forma: 'dinheiro' }),
  }),
  'POST /api/os/{id}/estornar-faturamento': async (m) => ({
    url: `/api/os/${(await faturada(m, m)).id}/estornar-faturamento`,
  }),
  'POST /api/titulos/{id}/recebimentos': async (m) => {
    const view = await faturada(m, m, faturarBody({ forma: 'dinheiro', sinal: 0, parcelas: 1 }))
    return {
      url: `/api/titulos/${view.titulos[0].id}/recebimentos`,
      payload: { meio: 'dinheiro', data_pagamento: hojeSP(), valor: 1000 },
    }
  },

  'PUT /api/cobranca-pix/config': (m) =>
    configEmOutraEmpresa(m, '/api/cobranca-pix/config', configDoFake(m.psp), 'salvar'),
  'DELETE /api/cobranca-pix/config': (m) =>
    configEmOutraEmpresa(m, '/api/cobranca-pix/config', configDoFake(m.psp), 'remover'),
  'POST /api/cobranca-pix/testar': async (m) => como(await comPix(m), { url: '/api/cobranca-pix/testar' }),
  'POST /api/cobranca-pix/conciliar': async (m) =>
    como(await comPix(m), { url: '/api/cobranca-pix/conciliar' }),
  'POST /api/cobranca-pix/recebidos/{id}/vincular': async (m) => {
    const e = await comPix(m)
    const view = await faturada(m, e, faturarBody({ forma: 'dinheiro', sinal: 0, parcelas: 1 }))
    await m.psp.enviarWebhook(pixAvulso())
    const lista = await call(m.t, e.admin, 'GET', '/api/cobranca-pix/recebidos?situacao=nao_identificado')
    return como(e, {
      url: `/api/cobranca-pix/recebidos/${lista.json().items[0].id}/vincular`,
      payload: { titulo_id: view.titulos[0].id },
    })
  },
  'POST /api/cobranca-pix/recebidos/{id}/devolver': async (m) => {
    const e = await comPix(m)
    return como(e, {
      url: `/api/cobranca-pix/recebidos/${await pixAMais(m, e)}/devolver`,
      payload: { valor: 1000 },
    })
  },
  'POST /api/webhooks/pix/{token}/pix': async (m) => {
    const e = await comPix(m)
    return {
      url: `${new URL(e.webhookUrl).pathname}/pix`,
      user: null,
      empresaId: e.empresaId,
      payload: pixAvulso(),
    }
  },
  'POST /api/webhooks/pix/{token}': async (m) => {
    const e = await comPix(m)
    return { url: new URL(e.webhookUrl).pathname, user: null, empresaId: e.empresaId, payload: pixAvulso() }
  },
  'PUT /api/cobranca-pix/lembretes': async () => ({
    url: '/api/cobranca-pix/lembretes',
    payload: { ativo: true, dias_antes: 2, no_dia: true, dias_depois: 3, enviar_email: true },
  }),
  'POST /api/cobranca-pix/lembretes/enviar': async (m) => {
    // A customer with an e-mail owing a title due today, reminders on.
    const outra = await buildCompany(m.t)
    await setPix(m.t, outra.empresaId, {
      chave: 'pix@oficina.test',
      nome: 'Oficina Teste',
      cidade: 'Sao Paulo',
    })
    const c = await buildCatalogo(m.t, outra.admin)
    await call(m.t, outra.admin, 'PATCH', `/api/clientes/${c.cliente.id}`, { email: 'maria@exemplo.test' })
    await call(m.t, outra.admin, 'PUT', '/api/cobranca-pix/lembretes', {
      ativo: true,
      dias_antes: 3,
      no_dia: true,
      dias_depois: 5,
      enviar_email: true,
    })
    await faturada(
      m,
      { admin: outra.admin, c },
      faturarBody({ sinal: 0, parcelas: 1, vencimento_inicial: hojeSP() }),
    )
    return { url: '/api/cobranca-pix/lembretes/enviar', user: outra.admin, empresaId: outra.empresaId }
  },

  'PUT /api/fiscal/config': (m) =>
    configEmOutraEmpresa(m, '/api/fiscal/config', configFiscalDoFake(m.focus), 'salvar'),
  'DELETE /api/fiscal/config': (m) =>
    configEmOutraEmpresa(m, '/api/fiscal/config', configFiscalDoFake(m.focus), 'remover'),
  'POST /api/fiscal/testar': async (m) => como(await comNfse(m), { url: '/api/fiscal/testar' }),
  'POST /api/os/{id}/nfse': async (m) => {
    const e = await comNfse(m)
    return como(e, { url: `/api/os/${(await faturada(m, e, faturarBody())).id}/nfse` })
  },
  'POST /api/notas-fiscais/{id}/atualizar': async (m) => {
    const n = await nota(m, false)
    return como(n.e, { url: `/api/notas-fiscais/${n.id}/atualizar` })
  },
  'POST /api/notas-fiscais/{id}/cancelar': async (m) => {
    const n = await nota(m, true)
    return como(n.e, {
      url: `/api/notas-fiscais/${n.id}/cancelar`,
      payload: { motivo: 'Serviço lançado em duplicidade na OS' },
    })
  },
  'POST /api/webhooks/nfse/{token}': async (m) => {
    const n = await nota(m, false)
    const gatilho = m.focus.gatilhos.find((g) => g.url === n.e.webhookUrl)!
    return {
      url: new URL(n.e.webhookUrl).pathname,
      user: null,
      empresaId: n.e.empresaId,
      headers: { authorization: gatilho.authorization! },
      payload: { ref: n.referencia, status: 'autorizado' },
    }
  },
}
