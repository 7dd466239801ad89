// Focus NFe's NFS-e Nacional JSON (POST/GET/DELETE /v2/nfsen) and Bancada's types: the note as Focus wants
// it and Focus's answer as a `RespostaNota`. Pure functions; the HTTP side is focus-nfe.ts, which says
// which documentation each field follows and which points are assumptions.

import {
  ErroFiscal,
  type NotaServicoInput,
  type RegimeEspecial,
  type RegimeTributario,
  type RespostaNota,
} from './provedor'

// biome-ignore lint/suspicious/noExplicitAny: Focus's answers are read loosely, field by field.
type Json = Record<string, any>

const MAX_INTEIRO = 999_999_999_999

/**
 * Hundredths as a decimal string by slicing digits, so no float touches fiscal values: centavos
 * (123456 → '1234.56', 1 → '0.01') and rates in basis points (500 → '5.00', 250 → '2.50').
 */
export function centesimosParaDecimal(centesimos: number): string {
  if (!Number.isSafeInteger(centesimos) || centesimos < 0 || centesimos > MAX_INTEIRO) {
    throw new RangeError(`Valor inválido para a nota fiscal: ${centesimos}`)
  }
  const digitos = String(centesimos).padStart(3, '0')
  return `${digitos.slice(0, -2)}.${digitos.slice(-2)}`
}

/** DPS opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP. */
const opcaoSimples: Record<RegimeTributario, 1 | 2 | 3> = {
  lucro_presumido: 1,
  lucro_real: 1,
  mei: 2,
  simples_nacional: 3,
}

/** DPS regEspTrib. */
const regimeEspecial: Record<RegimeEspecial, number> = {
  nenhum: 0,
  ato_cooperado: 1,
  estimativa: 2,
  microempresa_municipal: 3,
  notario_registrador: 4,
  profissional_autonomo: 5,
  sociedade_profissionais: 6,
}

/** The DPS Focus builds for one note (flat JSON of /v2/nfsen); optional fields are left out, not sent empty. */
export function notaParaFocus(nota: NotaServicoInput): Json {
  const { prestador, tomador, servico } = nota
  if (!tomador.cpf === !tomador.cnpj) {
    throw new ErroFiscal('O tomador precisa de CPF ou de CNPJ (um dos dois).', { temporario: false })
  }
  const opcao = opcaoSimples[prestador.regimeTributario]
  const corpo: Json = {
    data_emissao: nota.dataEmissao,
    data_competencia: nota.competencia,
    codigo_municipio_emissora: prestador.codigoMunicipio,
    cnpj_prestador: prestador.cnpj,
    codigo_opcao_simples_nacional: opcao,
    regime_especial_tributacao: regimeEspecial[prestador.regimeEspecial],
  }
  if (prestador.inscricaoMunicipal) corpo.inscricao_municipal_prestador = prestador.inscricaoMunicipal
  // ME/EPP: federal and municipal taxes paid in the Simples (regApTribSN 1), the workshop's usual case.
  if (opcao === 3) corpo.regime_tributario_simples_nacional = 1
  if (opcao === 3 && servico.percentualTributosSimplesBp !== undefined) {
    corpo.percentual_total_tributos_simples_nacional = centesimosParaDecimal(
      servico.percentualTributosSimplesBp,
    )
  }
  // Non-optants must fill the DPS totTrib group; 0 = no approximate tax values (Decreto 8.264/2014).
  if (opcao === 1) corpo.indicador_total_tributacao = 0

  if (tomador.cpf) corpo.cpf_tomador = tomador.cpf
  else corpo.cnpj_tomador = tomador.cnpj
  corpo.razao_social_tomador = tomador.nome
  if (tomador.email) corpo.email_tomador = tomador.email
  if (tomador.telefone) corpo.telefone_tomador = tomador.telefone
  const endereco = tomador.endereco
  if (endereco) {
    corpo.codigo_municipio_tomador = endereco.codigoMunicipio
    corpo.cep_tomador = endereco.cep
    corpo.logradouro_tomador = endereco.logradouro
    corpo.numero_tomador = endereco.numero
    if (endereco.complemento) corpo.complemento_tomador = endereco.complemento
    corpo.bairro_tomador = endereco.bairro
  }

  corpo.codigo_municipio_prestacao = servico.codigoMunicipioPrestacao
  corpo.codigo_tributacao_nacional_iss = servico.codigoTributacaoNacional
  if (servico.codigoNbs) corpo.codigo_nbs = servico.codigoNbs
  corpo.descricao_servico = servico.discriminacao
  corpo.valor_servico = centesimosParaDecimal(servico.valorServicosCentavos)
  if (servico.descontoCentavos > 0) {
    corpo.desconto_incondicionado = centesimosParaDecimal(servico.descontoCentavos)
  }
  corpo.tributacao_iss = 1 // operação tributável
  corpo.tipo_retencao_iss = servico.issRetido ? 2 : 1 // 2 = retido pelo tomador
  // The national system rejects a rate from a Simples optant whose ISS is not withheld (it is in the
  // DAS); everyone else states it.
  if (opcao === 1 || servico.issRetido) {
    corpo.percentual_aliquota_relativa_municipio = centesimosParaDecimal(servico.aliquotaIssBp)
  }
  return corpo
}

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
const textoOuNumero = (v: unknown) => (typeof v === 'number' ? String(v) : texto(v))

/** The reasons Focus gave, in Portuguese as the municipality or the national system wrote them. */
export function mensagensDe(corpo: Json | undefined): string | undefined {
  if (!corpo || typeof corpo !== 'object') return undefined
  const erros = Array.isArray(corpo.erros) ? corpo.erros : []
  const linhas = erros
    .map((e: Json) => {
      const mensagem = texto(e?.mensagem)
      if (!mensagem) return undefined
      const correcao = texto(e?.correcao)
      return correcao ? `${mensagem} (${correcao})` : mensagem
    })
    .filter((m: string | undefined): m is string => Boolean(m))
  if (linhas.length) return linhas.join(' ')
  return texto(corpo.mensagem_sefaz) ?? texto(corpo.mensagem)
}

/** A path Focus answers relative to its API root ('/arquivos/…') made absolute; absolute URLs pass. */
export function urlAbsoluta(valor: unknown, baseUrl: string): string | undefined {
  const caminho = texto(valor)
  if (!caminho) return undefined
  try {
    return new URL(caminho, baseUrl).toString()
  } catch {
    return undefined
  }
}

/** The 50-digit access key: its own field when Focus sends one, else the verification code or the URL. */
function chaveDe(corpo: Json): string | undefined {
  const explicita = textoOuNumero(corpo.chave_nfse) ?? textoOuNumero(corpo.chave)
  if (explicita) return explicita
  const codigo = textoOuNumero(corpo.codigo_verificacao)
  if (codigo && /^\d{50}$/.test(codigo)) return codigo
  const url = texto(corpo.url)
  return url ? (/[?&]chave=(\d{50})\b/.exec(url)?.[1] ?? undefined) : undefined
}

const situacoes: Record<string, RespostaNota['situacao']> = {
  processando_autorizacao: 'processando',
  autorizado: 'autorizada',
  cancelado: 'cancelada',
  erro_autorizacao: 'erro',
  negado: 'erro',
}

/**
 * Focus's view of one note (the GET answer, the POST answer or a callback body) as a `RespostaNota`;
 * undefined when the status is none Bancada knows.
 */
export function respostaDeFocus(corpo: Json, referencia: string, baseUrl: string): RespostaNota | undefined {
  const status = texto(corpo.status)
  if (status === 'erro_cancelamento') {
    return {
      referencia,
      situacao: 'autorizada',
      cancelamentoRecusado: true,
      mensagem: mensagensDe(corpo) ?? 'O cancelamento foi recusado.',
    }
  }
  const situacao = status ? situacoes[status] : undefined
  if (!situacao) return undefined
  const resposta: RespostaNota = { referencia, situacao }
  const numero = textoOuNumero(corpo.numero)
  if (numero) resposta.numero = numero
  const codigo = textoOuNumero(corpo.codigo_verificacao)
  if (codigo) resposta.codigoVerificacao = codigo
  const chave = chaveDe(corpo)
  if (chave) resposta.chave = chave
  if (situacao === 'autorizada' || situacao === 'cancelada') {
    const quando = texto(corpo.data_autorizacao) ?? texto(corpo.data_emissao)
    if (quando) resposta.autorizadaEm = quando
  }
  const danfse = urlAbsoluta(corpo.url_danfse, baseUrl)
  if (danfse) resposta.urlDanfse = danfse
  const xml = urlAbsoluta(corpo.caminho_xml_nota_fiscal, baseUrl)
  if (xml) resposta.urlXml = xml
  if (situacao === 'erro') {
    resposta.mensagem = mensagensDe(corpo) ?? 'A nota foi recusada, sem motivo informado.'
  }
  return resposta
}
