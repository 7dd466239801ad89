import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as esperar } from 'node:timers/promises'
import {
  caminhoDanfse,
  caminhoXml,
  chaveNacional,
  consultaDe,
  danfsePdf,
  type GatilhoNoFake,
  type NotaNoFake,
  nfseXml,
  rejeicoesDps,
  responderGatilhos,
  validarDps,
} from './fake-focus-nfe-regras'

export type { GatilhoNoFake, NotaNoFake } from './fake-focus-nfe-regras'

// biome-ignore lint/suspicious/noExplicitAny: a fake reads request JSON loosely, like a server would.
type Json = Record<string, any>

export interface RequisicaoFocus {
  /** 'api' is Focus's API server; 'arquivos' the storage its url_danfse links point at (S3 in real life). */
  servidor: 'api' | 'arquivos'
  metodo: string
  /** Path and query, e.g. `/v2/nfsen?ref=os12`. */
  caminho: string
  /** Parsed JSON body ({} when none). */
  corpo: unknown
  /** The Authorization header as received (undefined when none). */
  autorizacao?: string
}
export interface EntregaWebhook {
  url: string
  corpo: Json
  cabecalhos: Record<string, string>
  status: number
  resposta: string
  erro?: string
}
export interface ComportamentoFocus {
  /** 'na_consulta': a queued note settles on its next GET (silently); 'manual': only processar() settles it. */
  processamento: 'na_consulta' | 'manual'
  /** codigo_tributacao_nacional_iss values the national system refuses (erro_autorizacao E0310). */
  codigosRejeitados: string[]
  /** When set, DELETE answers erro_cancelamento with this message and the note stays authorized. */
  recusarCancelamento: string | null
  /**
   * A reference POSTed again while processing or after authorization: 'por_status' answers 422
   * em_processamento / nfe_autorizada (Erros table), 'ja_existe' 422 erro_validacao "Já existe um DPS…".
   */
  respostaDuplicada: 'por_status' | 'ja_existe'
  /** True: a second hook for the same company and event answers 400 "Já existe um gatilho…". */
  gatilhoUnicoPorEvento: boolean
  /** When set, every request to the API server answers this HTTP status (500, 503…). */
  statusForcado: number | null
  /** Delay before each API answer, for timeouts. */
  atrasoMs: number
}
export interface FakeFocusNfe {
  /** API root for CredenciaisFiscais.baseUrl, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The token the fake accepts (HTTP Basic user name, empty password). */
  token: string
  notas: Map<string, NotaNoFake>
  gatilhos: GatilhoNoFake[]
  requisicoes: RequisicaoFocus[]
  entregas: EntregaWebhook[]
  comportamento: ComportamentoFocus
  definirComportamento(mudar: Partial<ComportamentoFocus>): void
  /**
   * Settles the queued note `ref` (or every queued note): authorized, or erro_autorizacao when a rule
   * refuses it. Then POSTs the consult JSON to every 'nfsen' hook of the company, unless perderWebhook,
   * resolving after the callbacks answered.
   */
  processar(ref?: string, opts?: { perderWebhook?: boolean }): Promise<void>
  fechar(): Promise<void>
}

const lerCorpo = async (req: IncomingMessage) => {
  const partes: Buffer[] = []
  for await (const parte of req) partes.push(parte as Buffer)
  return Buffer.concat(partes).toString('utf8')
}
const json = (res: ServerResponse, status: number, corpo: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(corpo))
const erro = (res: ServerResponse, status: number, codigo: string, mensagem: string) =>
  json(res, status, { codigo, mensagem })

async function ouvir(server: Server) {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * A local Focus NFe speaking the API v2 NFS-e Nacional over plain HTTP: Basic auth with one token, the
 * /v2/nfsen emission, consult and cancel, the /v2/hooks callbacks and the documents a note links to.
 */
export async function iniciarFakeFocusNfe(
  opts: { token?: string } & Partial<ComportamentoFocus> = {},
): Promise<FakeFocusNfe> {
  const { token = 'token-focus-de-teste', ...comportamento } = opts
  const api = createServer()
  const arquivos = createServer()
  const [origem, origemArquivos] = await Promise.all([ouvir(api), ouvir(arquivos)])
  const basicEsperado = `Basic ${Buffer.from(`${token}:`).toString('base64')}`
  let ultimoNumero = 0
  let ultimoGatilho = 0
  const novoGatilho = () => `gatilho${++ultimoGatilho}`

  const fake: FakeFocusNfe = {
    url: origem,
    token,
    notas: new Map(),
    gatilhos: [],
    requisicoes: [],
    entregas: [],
    comportamento: {
      processamento: 'na_consulta',
      codigosRejeitados: ['999999'],
      recusarCancelamento: null,
      respostaDuplicada: 'por_status',
      gatilhoUnicoPorEvento: false,
      statusForcado: null,
      atrasoMs: 0,
      ...comportamento,
    },
    definirComportamento(mudar) {
      Object.assign(fake.comportamento, mudar)
    },
    async processar(ref, o = {}) {
      const fila = ref === undefined ? [...fake.notas.values()] : [fake.notas.get(ref)]
      const aProcessar = fila.filter((n): n is NotaNoFake => n?.status === 'processando_autorizacao')
      if (ref !== undefined && !aProcessar.length) {
        throw new Error(`fake-focus-nfe: a nota ${ref} não existe ou não está em processamento`)
      }
      for (const nota of aProcessar) {
        settle(nota)
        if (!o.perderWebhook) await notificar(nota)
      }
    },
    async fechar() {
      for (const s of [api, arquivos]) {
        s.closeAllConnections()
        s.close()
      }
      await Promise.all([once(api, 'close'), once(arquivos, 'close')])
    },
  }

  function settle(nota: NotaNoFake) {
    const erros = rejeicoesDps(nota.dados, fake.comportamento.codigosRejeitados)
    if (erros.length) {
      nota.status = 'erro_autorizacao'
      nota.erros = erros
      return
    }
    // Numbers and keys are kept across a resend after an error only once the note is authorized.
    nota.numero = String(++ultimoNumero)
    nota.chave = chaveNacional(nota.dados, ultimoNumero)
    nota.status = 'autorizado'
    nota.erros = undefined
  }

  async function notificar(nota: NotaNoFake) {
    const corpo = consultaDe(nota, origemArquivos)
    const alvos = fake.gatilhos.filter(
      (g) => g.event === 'nfsen' && (!g.cnpj || g.cnpj === nota.dados.cnpj_prestador),
    )
    for (const g of alvos) {
      const cabecalhos: Record<string, string> = { 'content-type': 'application/json' }
      if (g.authorization !== null)
        cabecalhos[(g.authorization_header ?? 'Authorization').toLowerCase()] = g.authorization
      const entrega: EntregaWebhook = { url: g.url, corpo, cabecalhos, status: 0, resposta: '' }
      fake.entregas.push(entrega)
      try {
        const r = await fetch(g.url, {
          method: 'POST',
          headers: cabecalhos,
          body: JSON.stringify(corpo),
          signal: AbortSignal.timeout(10_000),
        })
        entrega.status = r.status
        entrega.resposta = await r.text()
      } catch (err) {
        entrega.erro = String(err)
      }
    }
  }

  function emitir(url: URL, corpo: Json, res: ServerResponse) {
    const ref = url.searchParams.get('ref')
    if (!ref) return erro(res, 400, 'requisicao_invalida', 'Parâmetro "ref" não informado')
    const existente = fake.notas.get(ref)
    if (existente && existente.status !== 'erro_autorizacao') {
      if (fake.comportamento.respostaDuplicada === 'ja_existe') {
        return erro(res, 422, 'erro_validacao', 'Já existe um DPS com esta referência.')
      }
      return existente.status === 'processando_autorizacao'
        ? erro(res, 422, 'em_processamento', 'Nota fiscal em processamento')
        : erro(res, 422, 'nfe_autorizada', 'Nota fiscal já autorizada')
    }
    const invalida = validarDps(corpo)
    if (invalida) return json(res, invalida.status, invalida.corpo)
    const nota: NotaNoFake = existente ?? { ref, status: '', dados: corpo, envios: [] }
    nota.status = 'processando_autorizacao'
    nota.dados = corpo
    nota.envios.push(corpo)
    nota.erros = undefined
    fake.notas.set(ref, nota)
    json(res, 202, { cnpj_prestador: corpo.cnpj_prestador, ref, status: 'processando_autorizacao' })
  }

  function cancelar(nota: NotaNoFake, corpo: Json, res: ServerResponse) {
    const justificativa = corpo.justificativa
    if (typeof justificativa !== 'string' || justificativa.length < 15 || justificativa.length > 255) {
      return erro(
        res,
        400,
        'requisicao_invalida',
        'Parâmetro "justificativa" deve ter de 15 a 255 caracteres',
      )
    }
    if (nota.status === 'cancelado') return erro(res, 400, 'nfe_cancelada', 'Nota Fiscal já cancelada')
    if (nota.status !== 'autorizado') {
      return erro(res, 400, 'nfe_nao_autorizada', 'Nota fiscal não autorizada não pode ser cancelada')
    }
    const recusa = fake.comportamento.recusarCancelamento
    if (recusa) {
      return json(res, 200, {
        status: 'erro_cancelamento',
        erros: [{ codigo: 'E0840', mensagem: recusa, correcao: null }],
      })
    }
    nota.status = 'cancelado'
    nota.justificativa = justificativa
    json(res, 200, { status: 'cancelado' })
  }

  function registrar(servidor: RequisicaoFocus['servidor'], req: IncomingMessage, url: URL, corpo: unknown) {
    fake.requisicoes.push({
      servidor,
      metodo: req.method ?? 'GET',
      caminho: url.pathname + url.search,
      corpo,
      autorizacao: req.headers.authorization,
    })
  }

  api.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    const texto = await lerCorpo(req)
    const url = new URL(req.url ?? '/', origem)
    const metodo = req.method ?? 'GET'
    let corpo: Json = {}
    try {
      corpo = texto ? JSON.parse(texto) : {}
    } catch {
      registrar('api', req, url, texto)
      return erro(res, 415, 'json_invalido', 'JSON inválido')
    }
    registrar('api', req, url, corpo)
    if (fake.comportamento.atrasoMs) await esperar(fake.comportamento.atrasoMs)
    const forcado = fake.comportamento.statusForcado
    if (forcado) return erro(res, forcado, 'erro_interno', 'Erro interno do servidor')
    if (req.headers.authorization !== basicEsperado) {
      return erro(
        res,
        403,
        'permissao_negada',
        'Acesso negado. Verifique se você está acessando a API no ambiente correto (produção ou homologação) e se o seu token é válido.',
      )
    }
    if (url.pathname === '/v2/nfsen' && metodo === 'POST') return emitir(url, corpo, res)
    const daNota = /^\/v2\/nfsen\/([^/]+)$/.exec(url.pathname)
    if (daNota && (metodo === 'GET' || metodo === 'DELETE')) {
      const nota = fake.notas.get(decodeURIComponent(daNota[1]))
      if (!nota) return erro(res, 404, 'nao_encontrado', 'Nota fiscal não encontrada')
      if (metodo === 'DELETE') return cancelar(nota, corpo, res)
      if (nota.status === 'processando_autorizacao' && fake.comportamento.processamento === 'na_consulta') {
        settle(nota)
      }
      return json(res, 200, consultaDe(nota, origemArquivos))
    }
    const doGatilho = /^\/v2\/hooks(?:\/([^/]+))?$/.exec(url.pathname)
    if (doGatilho) {
      const id = doGatilho[1] && decodeURIComponent(doGatilho[1])
      const r = responderGatilhos(fake.gatilhos, fake.comportamento, novoGatilho, metodo, id, corpo)
      return json(res, r.status, r.corpo)
    }
    const nota = [...fake.notas.values()].find((n) => n.chave && caminhoXml(n) === url.pathname)
    if (nota && metodo === 'GET') {
      return res.writeHead(200, { 'content-type': 'application/xml' }).end(nfseXml(nota))
    }
    erro(res, 404, 'nao_encontrado', 'Recurso não encontrado')
  })

  // The storage behind url_danfse links: public, like the S3 links Focus answers.
  arquivos.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    await lerCorpo(req)
    const url = new URL(req.url ?? '/', origemArquivos)
    registrar('arquivos', req, url, {})
    const nota = [...fake.notas.values()].find((n) => n.chave && caminhoDanfse(n) === url.pathname)
    if (!nota || req.method !== 'GET') return res.writeHead(404).end('Not Found')
    const pdf = danfsePdf(nota)
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length }).end(pdf)
  })

  return fake
}
