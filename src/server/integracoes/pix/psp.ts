// The shop's bank (PSP) as Bancada sees it: charges with due date (cobv), received pix, refunds and the
// webhook, through the Banco Central's standard API Pix (bacen/pix-api). Money is integer centavos here;
// the API's "123.45" strings exist only inside the client.

/** The client certificate the bank issued to the shop (mutual TLS), as uploaded by an admin. */
export type CertificadoCliente =
  | { tipo: 'pfx'; pfx: Buffer; senha: string }
  | { tipo: 'pem'; cert: string; key: string }

export interface CredenciaisPsp {
  /** API root up to the version, e.g. `https://pix.banco.com.br/api/v2`. */
  baseUrl: string
  /** OAuth2 token endpoint (client_credentials). */
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** Space-separated OAuth2 scopes, when the bank wants them (e.g. `cobv.write cobv.read pix.read`). */
  scope?: string
  certificado: CertificadoCliente
  /** Extra CA (PEM) to trust besides the system's: homologation servers and tests. */
  ca?: string
}

export interface CobvInput {
  /** 26 to 35 letters or digits, chosen by Bancada (the API's cobv txid). */
  txid: string
  /** 'YYYY-MM-DD' */
  vencimento: string
  /** Days after the due date the charge can still be paid. */
  validadeAposVencimento: number
  devedor: { nome: string; cpf?: string; cnpj?: string }
  valorCentavos: number
  /** Percent of the amount, e.g. '2.00' (API modalidade 2). */
  multaPercentual?: string
  /** Percent per month, calendar days, e.g. '1.00' (API modalidade 3). */
  jurosPercentualMes?: string
  /** Percent off when paid until `ate` ('YYYY-MM-DD', not after the due date) (API modalidade 2). */
  desconto?: { percentual: string; ate: string }
  /** The shop's pix key that receives the payment. */
  chave: string
  /** Text the payer sees (the API allows 140 characters). */
  solicitacaoPagador?: string
}

export interface Cobv {
  txid: string
  revisao: number
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR or REMOVIDA_PELO_PSP. */
  status: string
  pixCopiaECola: string
  valorCentavos: number
  vencimento: string
}

export interface PixRecebido {
  endToEndId: string
  txid?: string
  valorCentavos: number
  /** ISO 8601 as the bank sent it. */
  horario: string
  infoPagador?: string
  pagadorNome?: string
}

export interface Devolucao {
  id: string
  rtrId?: string
  /** EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO. */
  status: string
}

export interface ClientePsp {
  /** Gets a fresh token: checks the certificate, the URLs and the client id/secret together. */
  testarConexao(): Promise<void>
  registrarWebhook(chave: string, url: string): Promise<void>
  criarCobv(c: CobvInput): Promise<Cobv>
  revisarCobv(txid: string, mudanca: { valorCentavos?: number; vencimento?: string }): Promise<Cobv>
  removerCobv(txid: string): Promise<void>
  consultarCobv(txid: string): Promise<Cobv>
  /** Every pix received between the two instants, all pages. */
  listarPix(inicio: Date, fim: Date): Promise<PixRecebido[]>
  /** `id` is chosen by Bancada; the same id and amount again is a no-op at the bank. */
  devolver(e2eid: string, id: string, valorCentavos: number): Promise<Devolucao>
  /** A refund asked before: the bank's word on it now. */
  consultarDevolucao(e2eid: string, id: string): Promise<Devolucao>
  /** Closes the kept-alive connections (credentials changed, shutdown). */
  fechar(): void
}

/**
 * A failure talking to the bank. The message is shown to the shop as is (Portuguese, no secrets);
 * `temporario` says whether trying again later can work (network, timeout, 5xx) or someone must fix
 * something first (credentials, certificate, a refused charge).
 */
export class ErroPsp extends Error {
  readonly status?: number
  readonly temporario: boolean

  constructor(message: string, opts: { status?: number; temporario: boolean; cause?: unknown }) {
    super(message, { cause: opts.cause })
    this.name = 'ErroPsp'
    this.status = opts.status
    this.temporario = opts.temporario
  }
}

// The API's money pattern (\d{1,10}\.\d{2}), anchored.
const VALOR = /^\d{1,10}\.\d{2}$/
const MAX_CENTAVOS = 999_999_999_999

/** 15000 → '150.00', by string slicing so no float ever touches the amount. */
export function centavosParaValor(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > MAX_CENTAVOS) {
    throw new RangeError(`Valor em centavos inválido: ${centavos}`)
  }
  const digitos = String(centavos).padStart(3, '0')
  return `${digitos.slice(0, -2)}.${digitos.slice(-2)}`
}

/** '150.00' → 15000; anything else ('1.5', '1,50', '-1.00') is the bank answering out of the standard. */
export function valorParaCentavos(valor: unknown): number {
  if (typeof valor !== 'string' || !VALOR.test(valor)) {
    throw new ErroPsp('O banco respondeu com um valor em formato inesperado.', { temporario: false })
  }
  return Number(valor.replace('.', ''))
}
