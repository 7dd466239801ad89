import type { ClientRequest, IncomingMessage } from 'node:http'
import https from 'node:https'
import tls from 'node:tls'
import {
  type CertificadoCliente,
  type ClientePsp,
  type Cobv,
  type CobvInput,
  type CredenciaisPsp,
  centavosParaValor,
  type Devolucao,
  ErroPsp,
  type PixRecebido,
  valorParaCentavos,
} from './psp'

const TXID_COBV = /^[a-zA-Z0-9]{26,35}$/
const ID_DEVOLUCAO = /^[a-zA-Z0-9]{1,35}$/
const PERCENTUAL = /^\d{1,3}\.\d{2}$/
const DATA = /^\d{4}-\d{2}-\d{2}$/
const ITENS_POR_PAGINA = 100
// A bank that keeps saying "one more page" must not keep a job busy forever.
const MAX_PAGINAS = 1000
const MAX_RESPOSTA = 4 * 1024 * 1024
// A cached token is dropped this long before the bank says it expires, so no request carries a dying one.
const FOLGA_TOKEN_MS = 60_000

const CERTIFICADO_INVALIDO = 'Certificado do cliente inválido ou senha incorreta.'
const CREDENCIAIS_RECUSADAS = 'O banco recusou as credenciais (client id/secret).'
const falha = (message: string, temporario: boolean, extra: { status?: number; cause?: unknown } = {}) =>
  new ErroPsp(message, { temporario, ...extra })
const formatoInesperado = () => falha('O banco respondeu em um formato inesperado.', false)
const dadoInvalido = (oQue: string) => falha(`Dado inválido para o banco: ${oQue}.`, false)

/** Reads `o.a.b…` from parsed JSON without trusting its shape. */
const campo = (o: unknown, ...caminho: string[]): unknown =>
  caminho.reduce<unknown>(
    (x, k) => (typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[k] : undefined),
    o,
  )
const texto = (x: unknown) => (typeof x === 'string' ? x : undefined)

const opcoesTls = (c: CertificadoCliente): tls.SecureContextOptions =>
  c.tipo === 'pfx' ? { pfx: c.pfx, passphrase: c.senha } : { cert: c.cert, key: c.key }

/** Throws ErroPsp when the certificate (and its password or key) cannot be used; run when an admin uploads one. */
export function validarCertificado(c: CertificadoCliente): void {
  if (c.tipo === 'pem' && (!c.cert.trim() || !c.key.trim())) throw falha(CERTIFICADO_INVALIDO, false)
  try {
    tls.createSecureContext(opcoesTls(c))
  } catch (err) {
    throw falha(CERTIFICADO_INVALIDO, false, { cause: err })
  }
}

// OpenSSL's alerts when the bank's server refuses our certificate (TLS 1.2 and 1.3 spell it differently).
const CERTIFICADO_RECUSADO =
  /ALERT_(CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|HANDSHAKE_FAILURE)/
const SERVIDOR_NAO_CONFIAVEL =
  /^(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_HAS_EXPIRED|CERT_NOT_YET_VALID|ERR_TLS_CERT_ALTNAME_INVALID)$/

/** A socket/TLS error as the shop should read it; only the error code goes into the message. */
function erroDeConexao(err: NodeJS.ErrnoException): ErroPsp {
  const codigo = err.code ?? ''
  const [mensagem, temporario]: [string, boolean] = CERTIFICADO_RECUSADO.test(codigo)
    ? ['O banco recusou o certificado do cliente. Confira se é o certificado emitido por este banco.', false]
    : SERVIDOR_NAO_CONFIAVEL.test(codigo)
      ? [`O certificado do servidor do banco não é confiável (${codigo}). Confira as URLs da API.`, false]
      : codigo.startsWith('ERR_OSSL')
        ? [CERTIFICADO_INVALIDO, false]
        : // Under TLS 1.3 a server that refuses our certificate often just drops the connection.
          codigo === 'ECONNRESET'
          ? ['O banco encerrou a conexão. Se persistir, confira o certificado do cliente.', true]
          : [`Não foi possível conectar ao banco (${codigo || 'erro de rede'}).`, true]
  return falha(mensagem, temporario, { cause: err })
}

interface Pedido {
  metodo: string
  url: URL
  headers: Record<string, string>
  corpo?: string
}
interface Resposta {
  status: number
  corpo: unknown
}

/** One HTTPS exchange with a deadline for the whole of it (connect, TLS, answer). */
function trocar(agente: https.Agent, timeoutMs: number, { metodo, url, headers, corpo }: Pedido) {
  return new Promise<Resposta>((resolve, reject) => {
    let terminado = false
    let req: ClientRequest | undefined
    const terminar = (erro: unknown, resposta?: Resposta) => {
      if (terminado) return
      terminado = true
      clearTimeout(prazo)
      if (resposta) resolve(resposta)
      else reject(erro instanceof ErroPsp ? erro : erroDeConexao(erro as NodeJS.ErrnoException))
      if (erro) req?.destroy()
    }
    const segundos = (timeoutMs / 1000).toLocaleString('pt-BR')
    const prazo = setTimeout(
      () => terminar(falha(`O banco não respondeu em ${segundos} s.`, true)),
      timeoutMs,
    )
    const aoResponder = (res: IncomingMessage) => {
      const partes: Buffer[] = []
      let tamanho = 0
      res.on('data', (parte: Buffer) => {
        tamanho += parte.length
        if (tamanho > MAX_RESPOSTA) terminar(formatoInesperado())
        else partes.push(parte)
      })
      res.on('error', terminar)
      res.on('end', () => {
        let json: unknown
        try {
          json = JSON.parse(Buffer.concat(partes).toString('utf8'))
        } catch {
          json = undefined // empty, or an HTML page from a proxy: the status says enough
        }
        terminar(undefined, { status: res.statusCode ?? 0, corpo: json })
      })
    }
    try {
      const opcoes = { method: metodo, agent: agente, headers: { accept: 'application/json', ...headers } }
      req = https.request(url, opcoes, aoResponder)
    } catch (err) {
      terminar(err)
      return
    }
    req.on('error', terminar)
    req.end(corpo)
  })
}

/** Throws for anything but 2xx, with the bank's own explanation (RFC 7807 `detail`) when it gave one. */
function exigirSucesso({ status, corpo }: Resposta): void {
  if (status >= 200 && status < 300) return
  if (status >= 500 || status === 429) {
    throw falha(`O banco está indisponível no momento (HTTP ${status}). Tente novamente mais tarde.`, true, {
      status,
    })
  }
  if (status === 403) {
    const mensagem =
      'O banco negou acesso a esta operação. Confira as permissões (escopos) da aplicação no banco.'
    throw falha(mensagem, false, { status })
  }
  const violacoes = campo(corpo, 'violacoes')
  const razoes = Array.isArray(violacoes) ? violacoes.map((v) => campo(v, 'razao')) : []
  const partes = [texto(campo(corpo, 'detail')) ?? campo(corpo, 'title'), ...razoes]
  const detalhe = partes
    .filter((p) => typeof p === 'string' && p)
    .join(' ')
    .slice(0, 300)
  const oQue = status === 404 ? 'O banco não encontrou o registro pedido' : 'O banco recusou a requisição'
  throw falha(`${oQue} (HTTP ${status})${detalhe ? `: ${detalhe}` : '.'}`, false, { status })
}

function paraCobv(corpo: unknown): Cobv {
  const txid = texto(campo(corpo, 'txid'))
  const status = texto(campo(corpo, 'status'))
  const vencimento = texto(campo(corpo, 'calendario', 'dataDeVencimento'))
  const revisao = Number(campo(corpo, 'revisao'))
  if (!txid || !status || !vencimento || !Number.isInteger(revisao)) throw formatoInesperado()
  const pixCopiaECola = texto(campo(corpo, 'pixCopiaECola')) ?? ''
  return {
    txid,
    revisao,
    status,
    pixCopiaECola,
    valorCentavos: valorParaCentavos(campo(corpo, 'valor', 'original')),
    vencimento,
  }
}

function paraDevolucao(corpo: unknown): Devolucao {
  const [id, status, rtrId] = ['id', 'status', 'rtrId'].map((k) => texto(campo(corpo, k)))
  if (!id || !status) throw formatoInesperado()
  return { id, status, ...(rtrId ? { rtrId } : {}) }
}

function paraPix(item: unknown): PixRecebido {
  const endToEndId = texto(campo(item, 'endToEndId'))
  const horario = texto(campo(item, 'horario'))
  if (!endToEndId || !horario) throw formatoInesperado()
  const [txid, infoPagador, pagadorNome] = [['txid'], ['infoPagador'], ['pagador', 'nome']].map((c) =>
    texto(campo(item, ...c)),
  )
  return {
    endToEndId,
    ...(txid ? { txid } : {}),
    valorCentavos: valorParaCentavos(campo(item, 'valor')),
    horario,
    ...(infoPagador === undefined ? {} : { infoPagador }),
    ...(pagadorNome === undefined ? {} : { pagadorNome }),
  }
}

const exigir = <T extends string>(valor: T, padrao: RegExp, oQue: string): T => {
  if (!padrao.test(valor)) throw dadoInvalido(oQue)
  return valor
}
const valorPositivo = (centavos: number, oQue: string) => {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) throw dadoInvalido(oQue)
  return centavosParaValor(centavos)
}

/** The cobv body of the standard: percent fine (modalidade 2), monthly interest (3), percent discount to a date (2). */
function corpoCobv(c: CobvInput) {
  const { nome, cpf, cnpj } = c.devedor
  if (Boolean(cpf) === Boolean(cnpj)) throw dadoInvalido('informe o CPF ou o CNPJ do devedor')
  if (!Number.isInteger(c.validadeAposVencimento) || c.validadeAposVencimento < 0) {
    throw dadoInvalido('validade após o vencimento')
  }
  const valor: Record<string, unknown> = { original: valorPositivo(c.valorCentavos, 'valor da cobrança') }
  if (c.multaPercentual)
    valor.multa = { modalidade: 2, valorPerc: exigir(c.multaPercentual, PERCENTUAL, 'multa') }
  if (c.jurosPercentualMes) {
    valor.juros = { modalidade: 3, valorPerc: exigir(c.jurosPercentualMes, PERCENTUAL, 'juros') }
  }
  if (c.desconto) {
    const data = exigir(c.desconto.ate, DATA, 'data do desconto')
    const valorPerc = exigir(c.desconto.percentual, PERCENTUAL, 'desconto')
    valor.desconto = { modalidade: 2, descontoDataFixa: [{ data, valorPerc }] }
  }
  return {
    calendario: {
      dataDeVencimento: exigir(c.vencimento, DATA, 'vencimento'),
      validadeAposVencimento: c.validadeAposVencimento,
    },
    devedor: cpf
      ? { cpf: exigir(cpf, /^\d{11}$/, 'CPF do devedor'), nome: nome.slice(0, 200) }
      : { cnpj: exigir(cnpj ?? '', /^\d{14}$/, 'CNPJ do devedor'), nome: nome.slice(0, 200) },
    valor,
    chave: c.chave,
    ...(c.solicitacaoPagador ? { solicitacaoPagador: c.solicitacaoPagador.slice(0, 140) } : {}),
  }
}

/** The real client: OAuth2 client_credentials and every call over mutual TLS with the shop's certificate. */
export function criarClientePsp(cred: CredenciaisPsp, opts: { timeoutMs?: number } = {}): ClientePsp {
  const timeoutMs = opts.timeoutMs ?? 10_000
  let agente: https.Agent | undefined
  let token: { valor: string; expiraEm: number } | undefined

  // Built at the first call, so a bad certificate is an ErroPsp there and not a throw at construction.
  const obterAgente = () => {
    if (!agente) {
      validarCertificado(cred.certificado)
      const ca = cred.ca ? { ca: [...tls.rootCertificates, cred.ca] } : {}
      agente = new https.Agent({ keepAlive: true, ...opcoesTls(cred.certificado), ...ca })
    }
    return agente
  }

  async function novoToken(): Promise<string> {
    const basic = Buffer.from(`${cred.clientId}:${cred.clientSecret}`).toString('base64')
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      ...(cred.scope ? { scope: cred.scope } : {}),
    })
    const headers = { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }
    const r = await trocar(obterAgente(), timeoutMs, {
      metodo: 'POST',
      url: new URL(cred.tokenUrl),
      headers,
      corpo: form.toString(),
    })
    // Banks answer a wrong client id/secret with 400 (invalid_client in the body) as often as with 401.
    if (r.status === 400 || r.status === 401) {
      throw falha(CREDENCIAIS_RECUSADAS, false, { status: r.status })
    }
    exigirSucesso(r)
    const accessToken = texto(campo(r.corpo, 'access_token'))
    if (!accessToken) throw formatoInesperado()
    const expiresIn = Number(campo(r.corpo, 'expires_in'))
    const expiraEmS = expiresIn > 0 ? expiresIn : 300
    const validoMs = Math.max(expiraEmS * 1000 - FOLGA_TOKEN_MS, (expiraEmS * 1000) / 2)
    token = { valor: accessToken, expiraEm: Date.now() + validoMs }
    return token.valor
  }

  async function api(metodo: string, caminho: string, corpo?: unknown): Promise<unknown> {
    const url = new URL(cred.baseUrl.replace(/\/+$/, '') + caminho)
    const json = corpo === undefined ? undefined : JSON.stringify(corpo)
    const pedido = (t: string): Pedido => ({
      metodo,
      url,
      headers: {
        authorization: `Bearer ${t}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      corpo: json,
    })
    const vigente = token && token.expiraEm > Date.now() ? token.valor : await novoToken()
    let r = await trocar(obterAgente(), timeoutMs, pedido(vigente))
    // The bank may revoke a token before its expiry (restart, rotation): one more try with a fresh one.
    if (r.status === 401) r = await trocar(obterAgente(), timeoutMs, pedido(await novoToken()))
    if (r.status === 401) throw falha(CREDENCIAIS_RECUSADAS, false, { status: 401 })
    exigirSucesso(r)
    return r.corpo
  }

  const caminhoCobv = (txid: string) => `/cobv/${exigir(txid, TXID_COBV, 'txid')}`
  const caminhoDevolucao = (e2eid: string, id: string) =>
    `/pix/${encodeURIComponent(e2eid)}/devolucao/${exigir(id, ID_DEVOLUCAO, 'id da devolução')}`

  return {
    async testarConexao() {
      await novoToken()
    },
    async registrarWebhook(chave, url) {
      await api('PUT', `/webhook/${encodeURIComponent(chave)}`, { webhookUrl: url })
    },
    async criarCobv(c) {
      const caminho = caminhoCobv(c.txid)
      return paraCobv(await api('PUT', caminho, corpoCobv(c)))
    },
    async revisarCobv(txid, mudanca) {
      const corpo = {
        ...(mudanca.vencimento
          ? { calendario: { dataDeVencimento: exigir(mudanca.vencimento, DATA, 'vencimento') } }
          : {}),
        ...(mudanca.valorCentavos === undefined
          ? {}
          : { valor: { original: valorPositivo(mudanca.valorCentavos, 'valor da cobrança') } }),
      }
      return paraCobv(await api('PATCH', caminhoCobv(txid), corpo))
    },
    async removerCobv(txid) {
      await api('PATCH', caminhoCobv(txid), { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' })
    },
    async consultarCobv(txid) {
      return paraCobv(await api('GET', caminhoCobv(txid)))
    },
    async listarPix(inicio, fim) {
      // Keyed by endToEndId: a pix arriving while we page shifts the pages and repeats an item.
      const recebidos = new Map<string, PixRecebido>()
      for (let pagina = 0; pagina < MAX_PAGINAS; pagina++) {
        const query = new URLSearchParams({
          inicio: inicio.toISOString(),
          fim: fim.toISOString(),
          'paginacao.paginaAtual': String(pagina),
          'paginacao.itensPorPagina': String(ITENS_POR_PAGINA),
        })
        const c = await api('GET', `/pix?${query}`)
        const pix = campo(c, 'pix')
        if (!Array.isArray(pix)) throw formatoInesperado()
        for (const item of pix.map(paraPix)) recebidos.set(item.endToEndId, item)
        const paginas = campo(c, 'parametros', 'paginacao', 'quantidadeDePaginas')
        const haMais = typeof paginas === 'number' ? pagina + 1 < paginas : pix.length >= ITENS_POR_PAGINA
        if (!haMais) return [...recebidos.values()]
      }
      throw formatoInesperado()
    },
    async devolver(e2eid, id, valorCentavos) {
      const corpo = { valor: valorPositivo(valorCentavos, 'valor da devolução') }
      return paraDevolucao(await api('PUT', caminhoDevolucao(e2eid, id), corpo))
    },
    async consultarDevolucao(e2eid, id) {
      return paraDevolucao(await api('GET', caminhoDevolucao(e2eid, id)))
    },
    fechar() {
      agente?.destroy()
      agente = undefined
      token = undefined
    },
  }
}
