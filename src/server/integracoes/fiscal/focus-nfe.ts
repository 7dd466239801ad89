// Focus NFe as Bancada's fiscal API: NFS-e Nacional (the national DPS) through https://focusnfe.com.br/doc/.
// What each part follows (documentation read from FocusNFe/api-doc, source/includes/*.md):
// - Introdução › Autenticação: HTTP Basic, the token as user name and an empty password.
// - Introdução › Ambiente: https://api.focusnfe.com.br and https://homologacao.focusnfe.com.br (baseUrl).
// - Introdução › Referência: one reference per note per token; it can be sent again after an
//   authorization error, never after an authorization (even a cancelled note keeps it).
// - Introdução › Erros: `{ codigo, mensagem, erros? }`; 403 permissao_negada, 422 em_processamento /
//   nfe_autorizada, 429 limit per minute.
// - NFSe Nacional › URLs, Envio, Consulta, Cancelamento: POST /v2/nfsen?ref=, GET and DELETE
//   /v2/nfsen/REF with `{ justificativa }` (15 to 255 characters); statuses processando_autorizacao,
//   autorizado, erro_autorizacao (`erros[]` of codigo/mensagem/correcao), cancelado; a refused cancel
//   answers HTTP 200 with status erro_cancelamento; caminho_xml_nota_fiscal is relative to the API
//   server, url_danfse is absolute.
// - Gatilhos / Webhooks: POST /v2/hooks `{ cnpj, event: 'nfsen', url, authorization,
//   authorization_header }`, GET /v2/hooks (all hooks of the token), DELETE /v2/hooks/ID; the callback
//   POSTs the same JSON as the consult, with `ref`.
// Assumptions (the documentation is silent or contradicts itself; confirm in homologação):
// - Field names beyond the documented example (desconto_incondicionado,
//   percentual_aliquota_relativa_municipio, regime_tributario_simples_nacional, codigo_nbs,
//   indicador_total_tributacao) follow the national field page (campos.focusnfe.com.br/nfse_nacional),
//   known here from public integrations, not read directly. Money and rates go as "1234.56" strings,
//   as the documentation's own PHP/Python examples send them.
// - serie_dps/numero_dps are left out: Focus numbers the DPS from the company's counters in its panel.
// - A duplicate reference answers 422 with codigo em_processamento or nfe_autorizada (Erros table) or
//   erro_validacao "Já existe um DPS com esta referência" (newer reference pages): all three consult.
// - The webhooks page says both "one hook per event" and "up to 5 per company and event": stale hooks
//   of ours (same URL) are deleted first; if creation still says one exists, the company's other nfsen
//   hooks are deleted too, since the shop asked Bancada to receive them.
// - The access key (chave) has no documented field: `chave_nfse` if present, else the 50-digit
//   codigo_verificacao (as in the documentation's example), else `chave=` in the portal URL.
// - A wrong token answers 401 or 403 (the table says 403); both read as a refused token.

import { mensagensDe, notaParaFocus, respostaDeFocus } from './focus-nfe-json'
import { type CredenciaisFiscais, ErroFiscal, type ProvedorFiscal, type RespostaNota } from './provedor'

// biome-ignore lint/suspicious/noExplicitAny: Focus's answers are read loosely, field by field.
type Json = Record<string, any>
interface Resposta {
  status: number
  corpo: Json | undefined
}

/** Event of the NFS-e Nacional callbacks. */
export const EVENTO_NFSEN = 'nfsen'
const LIMITE_DOCUMENTO = 10 * 1024 * 1024
const MAX_REDIRECIONAMENTOS = 3
const ok = (r: Resposta) => r.status >= 200 && r.status < 300
const enc = encodeURIComponent

/** The one real `ProvedorFiscal`: Focus NFe's API v2 for one company's token and environment. */
export function criarProvedorFocusNfe(
  credenciais: CredenciaisFiscais,
  opts: { timeoutMs: number },
): ProvedorFiscal {
  const raiz = credenciais.baseUrl.replace(/\/+$/, '')
  const origem = new URL(raiz).origin
  const basic = `Basic ${Buffer.from(`${credenciais.token}:`).toString('base64')}`
  // Messages are shown to the shop: whatever Focus echoes, the token never goes with it.
  const semToken = (m: string) => (credenciais.token ? m.split(credenciais.token).join('***') : m)

  function falhaDeRede(err: unknown): ErroFiscal {
    const tempo = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
    const segundos = Math.ceil(opts.timeoutMs / 1000)
    return new ErroFiscal(
      tempo
        ? `A Focus NFe não respondeu em ${segundos} s. Tente de novo em instantes.`
        : 'Não foi possível conectar à Focus NFe. Tente de novo em instantes.',
      { temporario: true, cause: err },
    )
  }

  function erroHttp(r: Resposta): ErroFiscal {
    const { status } = r
    if (status === 401 || status === 403) {
      return new ErroFiscal(
        'Token recusado pela Focus NFe. Confira o token e o ambiente (homologação ou produção) nas configurações fiscais.',
        { status, temporario: false },
      )
    }
    if (status === 408 || status === 429) {
      return new ErroFiscal('A Focus NFe pediu para esperar. Tente de novo em um minuto.', {
        status,
        temporario: true,
      })
    }
    if (status >= 500) {
      return new ErroFiscal(`A Focus NFe está indisponível (HTTP ${status}). Tente de novo mais tarde.`, {
        status,
        temporario: true,
      })
    }
    const motivo = mensagensDe(r.corpo)
    return new ErroFiscal(
      semToken(
        motivo ? `A Focus NFe recusou o pedido: ${motivo}` : `A Focus NFe recusou o pedido (HTTP ${status}).`,
      ),
      { status, temporario: false },
    )
  }

  async function chamar(metodo: string, caminho: string, corpo?: unknown): Promise<Resposta> {
    let resposta: Response
    let texto: string
    try {
      resposta = await fetch(`${raiz}${caminho}`, {
        method: metodo,
        headers: {
          authorization: basic,
          accept: 'application/json',
          ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
      texto = await resposta.text()
    } catch (err) {
      throw falhaDeRede(err)
    }
    let json: Json | undefined
    try {
      json = texto ? JSON.parse(texto) : undefined
    } catch {
      json = undefined
    }
    return { status: resposta.status, corpo: json }
  }

  const comoResposta = (r: Resposta, referencia: string) =>
    r.corpo && typeof r.corpo === 'object' ? respostaDeFocus(r.corpo, referencia, raiz) : undefined

  // Same reference sent again: the note exists (processing, authorized or cancelled) and is consulted.
  function jaExiste(r: Resposta): boolean {
    if (r.status === 409) return true
    if (r.status !== 400 && r.status !== 422) return false
    const codigo = String(r.corpo?.codigo ?? '')
    const mensagem = String(r.corpo?.mensagem ?? '')
    return (
      ['em_processamento', 'nfe_autorizada', 'nfe_cancelada'].includes(codigo) ||
      /j[aá] existe .*refer[eê]ncia/i.test(mensagem)
    )
  }

  async function consultar(referencia: string): Promise<RespostaNota> {
    const r = await chamar('GET', `/v2/nfsen/${enc(referencia)}`)
    if (r.status === 404) {
      throw new ErroFiscal('A Focus NFe não tem nota com esta referência.', {
        status: 404,
        temporario: false,
      })
    }
    if (!ok(r)) throw erroHttp(r)
    const resposta = comoResposta(r, referencia)
    if (!resposta) {
      throw new ErroFiscal('A Focus NFe respondeu com uma situação desconhecida. Tente de novo mais tarde.', {
        status: r.status,
        temporario: true,
      })
    }
    return resposta
  }

  async function apagarGatilho(id: unknown) {
    const r = await chamar('DELETE', `/v2/hooks/${enc(String(id))}`)
    if (!ok(r) && r.status !== 404) throw erroHttp(r)
  }

  async function baixar(url: string): Promise<Buffer> {
    let alvo: URL
    try {
      alvo = new URL(url, raiz)
    } catch {
      throw new ErroFiscal('Endereço de documento inválido.', { temporario: false })
    }
    // Redirects are followed by hand so the token goes only to Focus's own API origin, never to the
    // storage a document link points at.
    for (let salto = 0; salto <= MAX_REDIRECIONAMENTOS; salto++) {
      if (alvo.protocol !== 'https:' && alvo.protocol !== 'http:') {
        throw new ErroFiscal('Endereço de documento inválido.', { temporario: false })
      }
      let resposta: Response
      try {
        resposta = await fetch(alvo, {
          headers: alvo.origin === origem ? { authorization: basic } : {},
          redirect: 'manual',
          signal: AbortSignal.timeout(opts.timeoutMs),
        })
      } catch (err) {
        throw falhaDeRede(err)
      }
      const destino = resposta.headers.get('location')
      if (resposta.status >= 300 && resposta.status < 400 && destino) {
        await resposta.body?.cancel()
        alvo = new URL(destino, alvo)
        continue
      }
      if (resposta.status === 404) {
        await resposta.body?.cancel()
        throw new ErroFiscal(
          'O documento ainda não está disponível na Focus NFe. Tente de novo em alguns minutos.',
          {
            status: 404,
            temporario: true,
          },
        )
      }
      if (!resposta.ok) {
        await resposta.body?.cancel()
        throw erroHttp({ status: resposta.status, corpo: undefined })
      }
      return lerLimitado(resposta)
    }
    throw new ErroFiscal('O documento redirecionou vezes demais.', { temporario: false })
  }

  async function lerLimitado(resposta: Response): Promise<Buffer> {
    const grande = new ErroFiscal('O documento passa de 10 MB e não foi baixado.', { temporario: false })
    if (Number(resposta.headers.get('content-length') ?? 0) > LIMITE_DOCUMENTO) {
      await resposta.body?.cancel()
      throw grande
    }
    const partes: Buffer[] = []
    let total = 0
    try {
      for await (const parte of resposta.body ?? []) {
        total += parte.byteLength
        if (total > LIMITE_DOCUMENTO) throw grande
        partes.push(Buffer.from(parte))
      }
    } catch (err) {
      throw err === grande ? grande : falhaDeRede(err)
    }
    return Buffer.concat(partes)
  }

  return {
    async testarConfiguracao() {
      // A reference that cannot exist: 404 proves the token and the environment without touching notes.
      // A token belongs to one company at Focus, so the CNPJ adds nothing to this check.
      const r = await chamar('GET', `/v2/nfsen/bancadatesteconfiguracao${Date.now()}`)
      if (r.status !== 404 && !ok(r)) throw erroHttp(r)
    },

    async registrarWebhook(cnpj, url, autorizacao) {
      const lista = await chamar('GET', '/v2/hooks')
      if (!ok(lista)) throw erroHttp(lista)
      const gatilhos: Json[] = Array.isArray(lista.corpo) ? lista.corpo : []
      const daEmpresa = gatilhos.filter((g) => g?.event === EVENTO_NFSEN && g?.cnpj === cnpj)
      const nossos = daEmpresa.filter((g) => g.url === url)
      const igual = nossos.find(
        (g) =>
          g.authorization === autorizacao && (g.authorization_header ?? 'Authorization') === 'Authorization',
      )
      for (const g of nossos) if (g !== igual) await apagarGatilho(g.id)
      if (igual) return
      const criar = () =>
        chamar('POST', '/v2/hooks', {
          cnpj,
          event: EVENTO_NFSEN,
          url,
          authorization: autorizacao,
          authorization_header: 'Authorization',
        })
      let r = await criar()
      if (
        (r.status === 400 || r.status === 422) &&
        /j[aá] existe um gatilho|limite|webhooks por empresa/i.test(String(r.corpo?.mensagem ?? ''))
      ) {
        for (const g of daEmpresa) if (!nossos.includes(g)) await apagarGatilho(g.id)
        r = await criar()
      }
      if (!ok(r)) throw erroHttp(r)
    },

    async emitir(nota) {
      const r = await chamar('POST', `/v2/nfsen?ref=${enc(nota.referencia)}`, notaParaFocus(nota))
      if (ok(r))
        return comoResposta(r, nota.referencia) ?? { referencia: nota.referencia, situacao: 'processando' }
      if (jaExiste(r)) return consultar(nota.referencia)
      throw erroHttp(r)
    },

    consultar,

    async cancelar(referencia, justificativa) {
      const r = await chamar('DELETE', `/v2/nfsen/${enc(referencia)}`, { justificativa })
      if (ok(r)) return comoResposta(r, referencia) ?? consultar(referencia)
      if ((r.status === 400 || r.status === 422) && r.corpo?.codigo === 'nfe_cancelada') {
        return { referencia, situacao: 'cancelada' }
      }
      if (r.status === 404) {
        throw new ErroFiscal('A Focus NFe não tem nota com esta referência.', {
          status: 404,
          temporario: false,
        })
      }
      throw erroHttp(r)
    },

    baixar,

    lerWebhook(corpo) {
      if (!corpo || typeof corpo !== 'object' || Array.isArray(corpo)) return undefined
      const ref = (corpo as Json).ref
      return typeof ref === 'string' && ref.trim() ? { referencia: ref.trim() } : undefined
    },
  }
}
