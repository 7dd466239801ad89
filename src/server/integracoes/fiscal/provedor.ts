// A fiscal API (integrator) as Bancada sees it: service invoices (NFS-e) issued, read, cancelled, and the
// provider's callback. The OS code knows only this file; Focus NFe (focus-nfe.ts) is the one real provider,
// and another one (or the national API itself) is another implementation of `ProvedorFiscal`.
// Money is integer centavos and rates are basis points (hundredths of a percent) here; each provider's
// own formats exist only inside its client.

import type { Ambiente, RegimeEspecial, RegimeTributario, SituacaoNota } from '../../../shared/fiscal/fiscal'

export type { Ambiente, RegimeEspecial, RegimeTributario, SituacaoNota }

export interface CredenciaisFiscais {
  ambiente: Ambiente
  /** The provider's API token for the company (sealed at rest, never in an answer or a log). */
  token: string
  /** API root of that environment, e.g. `https://homologacao.focusnfe.com.br` (configurable for tests). */
  baseUrl: string
}

export interface EnderecoTomador {
  cep: string
  logradouro: string
  numero: string
  complemento?: string
  bairro: string
  /** IBGE code of the city, 7 digits. */
  codigoMunicipio: string
  uf: string
}

/** One NFS-e as Bancada builds it from an OS: one service code per note (the national standard's rule). */
export interface NotaServicoInput {
  /** Bancada's reference of the note at the provider: the same reference never makes a second note. */
  referencia: string
  /** When the note is issued, ISO 8601 with the company's offset (e.g. `2026-11-29T10:15:00-03:00`). */
  dataEmissao: string
  /** The month the service belongs to, `YYYY-MM-DD` (the date of the service in the company's zone). */
  competencia: string
  prestador: {
    /** 14 characters, digits or (from 2026) letters and digits, unmasked. */
    cnpj: string
    inscricaoMunicipal: string | null
    /** IBGE code of the company's city, 7 digits. */
    codigoMunicipio: string
    regimeTributario: RegimeTributario
    regimeEspecial: RegimeEspecial
  }
  tomador: {
    /** 11 digits, unmasked (pessoa física). */
    cpf?: string
    /** 14 characters, unmasked (pessoa jurídica; may be alphanumeric). */
    cnpj?: string
    nome: string
    email?: string
    telefone?: string
    endereco?: EnderecoTomador
  }
  servico: {
    /** What the customer reads on the note: the service lines and the OS number. */
    discriminacao: string
    /** Código de tributação nacional, 6 digits (item, subitem, desdobro: 14.01.01 → '140101'). */
    codigoTributacaoNacional: string
    /** Item of the LC 116 list, `NN.NN` (municipal layouts). */
    itemListaServico: string
    /** Código NBS, 9 digits, when the company set it. */
    codigoNbs?: string
    /** IBGE code of where the service was provided (the company's city for a workshop). */
    codigoMunicipioPrestacao: string
    /** The services' gross value, before the discounts. */
    valorServicosCentavos: number
    /** Discounts given on the services (lines' and the OS's share), unconditional. */
    descontoCentavos: number
    /** ISS rate in basis points (500 = 5%). */
    aliquotaIssBp: number
    /** True when the customer (a company) withholds the ISS. */
    issRetido: boolean
    /** The ISS over (valor − desconto) at the rate, rounded half up to the centavo. */
    valorIssCentavos: number
    /**
     * Simples Nacional (ME/EPP): the approximate total tax rate of the company's DAS bracket (Lei
     * 12.741/2012), basis points; the national system asks it of ME/EPP notes. Set by the company.
     */
    percentualTributosSimplesBp?: number
  }
}

/** The provider's word on one note. */
export interface RespostaNota {
  referencia: string
  situacao: SituacaoNota
  numero?: string
  codigoVerificacao?: string
  /** The national access key (chave de acesso) when the provider gives it. */
  chave?: string
  /** When the note was authorized, ISO 8601. */
  autorizadaEm?: string
  /** Absolute URLs of the DANFSE (PDF) and the XML at the provider. */
  urlDanfse?: string
  urlXml?: string
  /** The provider's or the municipality's reason, in Portuguese, when `erro` (or a cancel was refused). */
  mensagem?: string
  /** A cancel request the municipality refused: the note stays authorized, `mensagem` says why. */
  cancelamentoRecusado?: boolean
}

export interface ProvedorFiscal {
  /** Checks the token and the environment with a harmless request. */
  testarConfiguracao(cnpj: string): Promise<void>
  /** Registers (or replaces) the provider's callback to `url`, which will carry `autorizacao` as a header. */
  registrarWebhook(cnpj: string, url: string, autorizacao: string): Promise<void>
  /** Sends the note; the usual answer is `processando` (the municipality answers later). */
  emitir(nota: NotaServicoInput): Promise<RespostaNota>
  consultar(referencia: string): Promise<RespostaNota>
  /** Asks to cancel an authorized note; `justificativa` has 15 to 255 characters (the law's reason). */
  cancelar(referencia: string, justificativa: string): Promise<RespostaNota>
  /** Downloads a document the provider answered with (`urlDanfse`, `urlXml`). */
  baixar(url: string): Promise<Buffer>
  /**
   * Reads a callback's body into the note it is about, or undefined when it is not about a note. The
   * caller asks `consultar` before trusting anything but the reference.
   */
  lerWebhook(corpo: unknown): { referencia: string } | undefined
}

/**
 * A failure talking to the fiscal API. The message is shown to the shop as is (Portuguese, no secrets);
 * `temporario` says whether trying again later can work (network, timeout, 5xx) or someone must fix
 * something first (token, data the municipality refused).
 */
export class ErroFiscal extends Error {
  readonly status?: number
  readonly temporario: boolean

  constructor(message: string, opts: { status?: number; temporario: boolean; cause?: unknown }) {
    super(message, { cause: opts.cause })
    this.name = 'ErroFiscal'
    this.status = opts.status
    this.temporario = opts.temporario
  }
}
