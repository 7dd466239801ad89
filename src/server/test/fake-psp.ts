import { createHmac, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { setTimeout as esperar } from 'node:timers/promises'
import { centavosParaValor, type PixRecebido, valorParaCentavos } from '../integracoes/pix/psp'
import { type CertificadosTeste, certificadosTeste, type ParPem } from './certificados-teste'
import { brCode, responderProblema, TXID_COBV, VALOR, violacoesCobv } from './fake-psp-regras'

// The bodies are whatever the client sent, already checked by the routes that use them.
// biome-ignore lint/suspicious/noExplicitAny: a fake reads request JSON loosely, like a server would.
type Json = Record<string, any>

/** A cobv as the fake keeps it: the current API view and every body that created or revised it. */
export interface CobvNoFake {
  atual: Json
  historico: { metodo: 'PUT' | 'PATCH'; corpo: Json }[]
}
export interface RequisicaoRecebida {
  metodo: string
  /** Path and query, e.g. `/api/v2/pix?inicio=…`. */
  caminho: string
  /** Parsed JSON body (or the raw text of the token request). */
  corpo: unknown
}
export interface EntregaWebhook {
  url: string
  corpo: string
  status: number
  resposta: string
  erro?: string
}

export interface OpcoesFakePsp {
  /** The most items a /pix page holds, whatever the client asks (default 1000). */
  maxItensPorPagina?: number
  /** The token's `expires_in` in seconds (default 3600). */
  expiresIn?: number
}

export interface FakePsp {
  baseUrl: string
  tokenUrl: string
  /** The CA the client must trust (it signed the server's and the client's certificates). */
  ca: string
  clientId: string
  clientSecret: string
  certificadoPem: ParPem
  certificadoPfx: { pfx: Buffer; senha: string }
  /** A client certificate from another CA: the handshake must fail. */
  certificadoDeOutraCa: ParPem
  cobs: Map<string, CobvNoFake>
  /** Received pix in API shape (valor "150.00", devolucoes). */
  pix: Json[]
  webhookUrl?: string
  webhookChave?: string
  /** Every access token issued, in order. */
  tokens: string[]
  /** The `scope` of each token request ('' when none). */
  escopos: string[]
  requisicoes: RequisicaoRecebida[]
  entregas: EntregaWebhook[]
  /** While true every request (token included) answers 503. */
  fora: boolean
  /** Delay before each answer, for timeouts. */
  atrasoMs: number
  /** Forgets the tokens issued so far, as a bank restart does: their next use gets 401. */
  revogarTokens(): void
  /**
   * Pays an active cobv: records the pix (GET /pix lists it), concludes the cobv and, unless
   * `perderWebhook`, POSTs `{ pix: [item] }` to `<webhookUrl>/pix`, resolving after that POST answered.
   */
  pagar(
    txid: string,
    opts?: { valorCentavos?: number; perderWebhook?: boolean; endToEndId?: string; hmacSecret?: string },
  ): Promise<PixRecebido>
  /** POSTs any body (a string goes as is) to `<webhookUrl>/pix`. */
  enviarWebhook(body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: string }>
  close(): Promise<void>
}

const BASE = '/api/v2'
const TOKEN = '/oauth/token'

const alfanumerico = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n)
const lerCorpo = async (req: IncomingMessage) => {
  const partes: Buffer[] = []
  for await (const parte of req) partes.push(parte as Buffer)
  return Buffer.concat(partes).toString('utf8')
}
const json = (res: ServerResponse, status: number, corpo?: unknown) =>
  corpo === undefined
    ? res.writeHead(status).end()
    : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(corpo))

/**
 * A local bank speaking the Banco Central's API Pix over mutual TLS: OAuth2 client_credentials, cobv,
 * received pix with pages, refunds and the pix webhook. Certificates are generated once per process.
 */
export async function startFakePsp(opts: OpcoesFakePsp = {}): Promise<FakePsp> {
  const certs: CertificadosTeste = certificadosTeste()
  const tokensValidos = new Set<string>()
  const server = https.createServer({
    ...certs.servidor,
    ca: certs.ca.cert,
    requestCert: true,
    rejectUnauthorized: true,
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const origem = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function entregar(corpo: string, headers: Record<string, string> = {}) {
    if (!fake.webhookUrl) throw new Error('fake-psp: nenhum webhook registrado (PUT /webhook/{chave})')
    const url = `${fake.webhookUrl.replace(/\/+$/, '')}/pix`
    const entrega: EntregaWebhook = { url, corpo, status: 0, resposta: '' }
    fake.entregas.push(entrega)
    try {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: corpo,
        signal: AbortSignal.timeout(10_000),
      })
      entrega.status = r.status
      entrega.resposta = await r.text()
    } catch (err) {
      entrega.erro = String(err)
    }
    return { status: entrega.status, body: entrega.resposta }
  }

  const fake: FakePsp = {
    baseUrl: `${origem}${BASE}`,
    tokenUrl: `${origem}${TOKEN}`,
    ca: certs.ca.cert,
    clientId: 'bancada-oficina-teste',
    clientSecret: `segredo-${alfanumerico(16)}`,
    certificadoPem: certs.cliente,
    certificadoPfx: certs.clientePfx,
    certificadoDeOutraCa: certs.clienteDeOutraCa,
    cobs: new Map(),
    pix: [],
    tokens: [],
    escopos: [],
    requisicoes: [],
    entregas: [],
    fora: false,
    atrasoMs: 0,
    revogarTokens: () => tokensValidos.clear(),
    async pagar(txid, o = {}) {
      const cob = fake.cobs.get(txid)
      if (cob?.atual.status !== 'ATIVA')
        throw new Error(`fake-psp: a cobv ${txid} não existe ou não está ATIVA`)
      const agora = new Date()
      const carimbo = agora.toISOString().replace(/\D/g, '').slice(0, 12)
      const devedor = cob.atual.devedor as Json
      const item = {
        endToEndId: o.endToEndId ?? `E12345678${carimbo}${alfanumerico(11)}`,
        txid,
        valor: o.valorCentavos === undefined ? cob.atual.valor.original : centavosParaValor(o.valorCentavos),
        horario: agora.toISOString(),
        infoPagador: 'Pagamento pelo app do banco',
        pagador: { ...(devedor.cpf ? { cpf: devedor.cpf } : { cnpj: devedor.cnpj }), nome: devedor.nome },
      }
      fake.pix.push({ ...item, devolucoes: [] })
      cob.atual.status = 'CONCLUIDA'
      if (!o.perderWebhook && fake.webhookUrl) {
        const corpo = JSON.stringify({ pix: [item] })
        const assinatura = o.hmacSecret
          ? createHmac('sha256', o.hmacSecret).update(corpo).digest('hex')
          : undefined
        await entregar(corpo, assinatura ? { 'x-pix-signature': `sha256=${assinatura}` } : {})
      }
      return {
        endToEndId: item.endToEndId,
        txid,
        valorCentavos: valorParaCentavos(item.valor),
        horario: item.horario,
        infoPagador: item.infoPagador,
        pagadorNome: devedor.nome,
      }
    },
    enviarWebhook: (body, headers) =>
      entregar(typeof body === 'string' ? body : JSON.stringify(body), headers),
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }

  function token(req: IncomingMessage, res: ServerResponse, corpo: string) {
    const form = new URLSearchParams(corpo)
    const esperado = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`
    if (req.headers.authorization !== esperado) return json(res, 401, { error: 'invalid_client' })
    if (form.get('grant_type') !== 'client_credentials')
      return json(res, 400, { error: 'unsupported_grant_type' })
    const accessToken = alfanumerico(40)
    tokensValidos.add(accessToken)
    fake.tokens.push(accessToken)
    fake.escopos.push(form.get('scope') ?? '')
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: opts.expiresIn ?? 3600 })
  }

  function cobv(metodo: string, txid: string, corpo: Json, res: ServerResponse) {
    if (!TXID_COBV.test(txid))
      return responderProblema(res, 400, 'CobVOperacaoInvalida', 'txid inválido.', ['cobv.txid'])
    const cob = fake.cobs.get(txid)
    if (metodo === 'GET') {
      if (!cob) return responderProblema(res, 404, 'CobVNaoEncontrada', 'Cobrança não encontrada.')
      return json(res, 200, { ...cob.atual, pix: fake.pix.filter((p) => p.txid === txid) })
    }
    if (metodo === 'PUT') {
      const violacoes = violacoesCobv(corpo)
      if (cob) violacoes.push('cobv.txid')
      if (violacoes.length)
        return responderProblema(res, 400, 'CobVOperacaoInvalida', 'Cobrança inválida.', violacoes)
      const atual = {
        calendario: { criacao: new Date().toISOString(), validadeAposVencimento: 30, ...corpo.calendario },
        txid,
        revisao: 0,
        loc: { id: fake.cobs.size + 1, location: `pix.fake-psp.test/qr/v2/cobv/${txid}`, tipoCob: 'cobv' },
        status: 'ATIVA',
        devedor: corpo.devedor,
        recebedor: { cnpj: '12345678000195', nome: 'Oficina de Testes' },
        valor: corpo.valor,
        chave: corpo.chave,
        ...(corpo.solicitacaoPagador ? { solicitacaoPagador: corpo.solicitacaoPagador } : {}),
        pixCopiaECola: brCode(txid),
      }
      fake.cobs.set(txid, { atual, historico: [{ metodo: 'PUT', corpo }] })
      return json(res, 201, atual)
    }
    if (!cob) return responderProblema(res, 404, 'CobVNaoEncontrada', 'Cobrança não encontrada.')
    if (cob.atual.status !== 'ATIVA') {
      return responderProblema(
        res,
        400,
        'CobVOperacaoInvalida',
        'Somente cobranças ativas podem ser revisadas.',
      )
    }
    const violacoes = [
      ...(corpo.valor?.original !== undefined && !VALOR.test(String(corpo.valor.original))
        ? ['cobv.valor.original']
        : []),
      ...(corpo.status !== undefined && corpo.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR'
        ? ['cobv.status']
        : []),
    ]
    if (violacoes.length)
      return responderProblema(res, 400, 'CobVOperacaoInvalida', 'Cobrança inválida.', violacoes)
    const a = cob.atual
    cob.atual = {
      ...a,
      calendario: { ...a.calendario, ...corpo.calendario },
      valor: { ...a.valor, ...corpo.valor },
      devedor: corpo.devedor ?? a.devedor,
      status: corpo.status ?? a.status,
      revisao: a.revisao + 1,
    }
    cob.historico.push({ metodo: 'PATCH', corpo })
    json(res, 200, cob.atual)
  }

  function listarPix(query: URLSearchParams, res: ServerResponse) {
    const inicio = Date.parse(query.get('inicio') ?? '')
    const fim = Date.parse(query.get('fim') ?? '')
    if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
      return responderProblema(res, 400, 'ConsultaPixInvalida', 'inicio e fim são obrigatórios.')
    }
    const pagina = Number(query.get('paginacao.paginaAtual') ?? 0)
    const pedidos = Number(query.get('paginacao.itensPorPagina') ?? 100)
    const itens = Math.min(pedidos, opts.maxItensPorPagina ?? 1000)
    const todos = fake.pix
      .filter((p) => Date.parse(p.horario) >= inicio && Date.parse(p.horario) <= fim)
      .sort((a, b) => a.horario.localeCompare(b.horario))
    const paginacao = {
      paginaAtual: pagina,
      itensPorPagina: itens,
      quantidadeDePaginas: Math.ceil(todos.length / itens),
      quantidadeTotalDeItens: todos.length,
    }
    const parametros = { inicio: query.get('inicio'), fim: query.get('fim'), paginacao }
    json(res, 200, { parametros, pix: todos.slice(pagina * itens, (pagina + 1) * itens) })
  }

  function devolucao(e2eid: string, id: string, corpo: Json, res: ServerResponse) {
    const pix = fake.pix.find((p) => p.endToEndId === e2eid)
    if (!pix) return responderProblema(res, 404, 'PixNaoEncontrado', 'Pix não encontrado.')
    const valor = corpo.valor
    if (typeof valor !== 'string' || !VALOR.test(valor) || !/^[a-zA-Z0-9]{1,35}$/.test(id)) {
      return responderProblema(res, 400, 'DevolucaoInvalida', 'Devolução inválida.', ['devolucao.valor'])
    }
    const existente = pix.devolucoes.find((d: Json) => d.id === id)
    if (existente) {
      if (existente.valor === valor) return json(res, 201, existente)
      return responderProblema(
        res,
        400,
        'DevolucaoInvalida',
        'Já existe uma devolução com este id e outro valor.',
      )
    }
    // A refund the bank did not carry out gave nothing back.
    const devolvido = pix.devolucoes
      .filter((d: Json) => d.status !== 'NAO_REALIZADO')
      .reduce((s: number, d: Json) => s + valorParaCentavos(d.valor), 0)
    if (devolvido + valorParaCentavos(valor) > valorParaCentavos(pix.valor)) {
      return responderProblema(res, 400, 'DevolucaoInvalida', 'O valor devolvido ultrapassa o valor do pix.')
    }
    const nova = {
      id,
      rtrId: `D12345678${pix.endToEndId.slice(9, 21)}${alfanumerico(11)}`,
      valor,
      horario: { solicitacao: new Date().toISOString() },
      status: 'EM_PROCESSAMENTO',
    }
    pix.devolucoes.push(nova)
    json(res, 201, nova)
  }

  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    const texto = await lerCorpo(req)
    const url = new URL(req.url ?? '/', origem)
    const metodo = req.method ?? 'GET'
    let corpo: Json = {}
    try {
      corpo = texto && url.pathname !== TOKEN ? JSON.parse(texto) : {}
    } catch {
      return responderProblema(res, 400, 'RequisicaoInvalida', 'JSON inválido.')
    }
    fake.requisicoes.push({
      metodo,
      caminho: url.pathname + url.search,
      corpo: url.pathname === TOKEN ? texto : corpo,
    })
    if (fake.atrasoMs) await esperar(fake.atrasoMs)
    if (fake.fora) return responderProblema(res, 503, 'ServicoIndisponivel', 'Serviço indisponível.')
    if (url.pathname === TOKEN && metodo === 'POST') return token(req, res, texto)
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!bearer || !tokensValidos.has(bearer)) return json(res, 401, { error: 'invalid_token' })
    const caminho = url.pathname.startsWith(`${BASE}/`) ? url.pathname.slice(BASE.length) : ''
    const doCobv = /^\/cobv\/([^/]+)$/.exec(caminho)
    if (doCobv && ['GET', 'PUT', 'PATCH'].includes(metodo))
      return cobv(metodo, decodeURIComponent(doCobv[1]), corpo, res)
    if (caminho === '/pix' && metodo === 'GET') return listarPix(url.searchParams, res)
    const daDevolucao = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(caminho)
    if (daDevolucao && metodo === 'PUT') {
      return devolucao(decodeURIComponent(daDevolucao[1]), decodeURIComponent(daDevolucao[2]), corpo, res)
    }
    if (daDevolucao && metodo === 'GET') {
      const [e2eid, id] = [daDevolucao[1], daDevolucao[2]].map(decodeURIComponent)
      const existente = fake.pix
        .find((p) => p.endToEndId === e2eid)
        ?.devolucoes.find((d: Json) => d.id === id)
      if (existente) return json(res, 200, existente)
      return responderProblema(res, 404, 'DevolucaoNaoEncontrada', 'Devolução não encontrada.')
    }
    const doWebhook = /^\/webhook\/([^/]+)$/.exec(caminho)
    if (doWebhook && metodo === 'PUT') {
      if (typeof corpo.webhookUrl !== 'string' || !/^https?:\/\//.test(corpo.webhookUrl)) {
        return responderProblema(res, 400, 'WebhookOperacaoInvalida', 'webhookUrl inválida.', ['webhookUrl'])
      }
      fake.webhookUrl = corpo.webhookUrl
      fake.webhookChave = decodeURIComponent(doWebhook[1])
      return json(res, 200)
    }
    responderProblema(res, 404, 'NaoEncontrado', 'Recurso não encontrado.')
  })

  return fake
}
