// The fake Focus NFe's rules and documents (fake-focus-nfe.ts serves them): what POST /v2/nfsen refuses
// at once, what the national system refuses later, the answer of a consult, the /v2/hooks resource, and
// the DANFSE PDF and the XML a note links to.

// biome-ignore lint/suspicious/noExplicitAny: a fake reads request JSON loosely, like a server would.
type Json = Record<string, any>

export interface ErroFocus {
  codigo: string
  mensagem: string
  correcao: string | null
}

/** One note as the fake keeps it. */
export interface NotaNoFake {
  ref: string
  /** processando_autorizacao, autorizado, erro_autorizacao or cancelado. */
  status: string
  /** The body of the last POST (the one being processed). */
  dados: Json
  /** Every body POSTed with this reference, in order (a note in error can be sent again). */
  envios: Json[]
  numero?: string
  /** The 50-digit access key; Focus answers it as codigo_verificacao in the NFS-e Nacional. */
  chave?: string
  erros?: ErroFocus[]
  justificativa?: string
}

const VALOR = /^\d{1,13}\.\d{2}$/
const obrigatorios = [
  'data_emissao',
  'data_competencia',
  'codigo_municipio_emissora',
  'cnpj_prestador',
  'codigo_opcao_simples_nacional',
  'regime_especial_tributacao',
  'codigo_municipio_prestacao',
  'codigo_tributacao_nacional_iss',
  'descricao_servico',
  'valor_servico',
  'tributacao_iss',
  'tipo_retencao_iss',
]

const centavos = (valor: string) => Number(valor.replace('.', ''))

/**
 * What Focus checks before queueing a DPS: a missing field answers 400 requisicao_invalida with one
 * message; malformed fields answer 422 erro_validacao with every problem in `erros`.
 */
export function validarDps(d: Json): { status: 400 | 422; corpo: Json } | undefined {
  const falta = obrigatorios.find((campo) => d[campo] === undefined || d[campo] === null || d[campo] === '')
  if (falta) {
    return {
      status: 400,
      corpo: { codigo: 'requisicao_invalida', mensagem: `Parâmetro "${falta}" não informado` },
    }
  }
  const erros: string[] = []
  const confere = (ok: boolean, mensagem: string) => {
    if (!ok) erros.push(mensagem)
  }
  confere(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:?\d{2}$/.test(d.data_emissao),
    'data_emissao inválida',
  )
  confere(/^\d{4}-\d{2}-\d{2}$/.test(d.data_competencia), 'data_competencia inválida')
  for (const campo of [
    'codigo_municipio_emissora',
    'codigo_municipio_prestacao',
    'codigo_municipio_tomador',
  ]) {
    if (d[campo] !== undefined) confere(/^\d{7}$/.test(String(d[campo])), `${campo} deve ter 7 dígitos`)
  }
  confere(/^[0-9A-Z]{12}\d{2}$/.test(d.cnpj_prestador), 'cnpj_prestador inválido')
  confere(!(d.cpf_tomador && d.cnpj_tomador), 'Informe cpf_tomador ou cnpj_tomador, não os dois')
  if (d.cpf_tomador !== undefined) confere(/^\d{11}$/.test(d.cpf_tomador), 'cpf_tomador inválido')
  if (d.cnpj_tomador !== undefined)
    confere(/^[0-9A-Z]{12}\d{2}$/.test(d.cnpj_tomador), 'cnpj_tomador inválido')
  if (d.cpf_tomador || d.cnpj_tomador)
    confere(Boolean(d.razao_social_tomador), 'razao_social_tomador não informado')
  confere([1, 2, 3].includes(d.codigo_opcao_simples_nacional), 'codigo_opcao_simples_nacional inválido')
  confere(
    [0, 1, 2, 3, 4, 5, 6, 9].includes(d.regime_especial_tributacao),
    'regime_especial_tributacao inválido',
  )
  confere(
    /^\d{6}$/.test(d.codigo_tributacao_nacional_iss),
    'codigo_tributacao_nacional_iss deve ter 6 dígitos',
  )
  if (d.codigo_nbs !== undefined) confere(/^\d{9}$/.test(d.codigo_nbs), 'codigo_nbs deve ter 9 dígitos')
  confere(String(d.descricao_servico).length <= 2000, 'descricao_servico passa de 2000 caracteres')
  confere([1, 2, 3].includes(d.tipo_retencao_iss), 'tipo_retencao_iss inválido')
  // Money and rates as "1234.56": a float or a comma here is the client's formatting bug.
  for (const campo of [
    'valor_servico',
    'desconto_incondicionado',
    'percentual_aliquota_relativa_municipio',
  ]) {
    if (d[campo] !== undefined)
      confere(typeof d[campo] === 'string' && VALOR.test(d[campo]), `${campo} inválido`)
  }
  if (VALOR.test(d.valor_servico ?? '') && VALOR.test(d.desconto_incondicionado ?? '')) {
    confere(
      centavos(d.desconto_incondicionado) <= centavos(d.valor_servico),
      'desconto_incondicionado maior que valor_servico',
    )
  }
  if (!erros.length) return undefined
  return {
    status: 422,
    corpo: {
      codigo: 'erro_validacao',
      mensagem: 'Erro de validação',
      erros: erros.map((mensagem) => ({ codigo: 'erro_validacao', mensagem, correcao: null })),
    },
  }
}

/** What the national system refuses when the queued DPS is processed (erro_autorizacao). */
export function rejeicoesDps(d: Json, codigosRejeitados: string[]): ErroFocus[] {
  const erros: ErroFocus[] = []
  if (codigosRejeitados.includes(d.codigo_tributacao_nacional_iss)) {
    erros.push({
      codigo: 'E0310',
      mensagem:
        'Código de tributação nacional inválido: o código informado não existe na lista de serviços nacional.',
      correcao: null,
    })
  }
  // Reported by integrators (SEFIN E0625): an ME/EPP optant without withholding states no ISS rate.
  if (
    d.codigo_opcao_simples_nacional === 3 &&
    d.tipo_retencao_iss === 1 &&
    d.percentual_aliquota_relativa_municipio !== undefined
  ) {
    erros.push({
      codigo: 'E0625',
      mensagem:
        'A alíquota não deve ser informada para optante do Simples Nacional ME/EPP sem retenção do ISSQN.',
      correcao: null,
    })
  }
  return erros
}

/** A 50-digit key shaped like the national one (município, environment, CNPJ, number, month, code). */
export function chaveNacional(d: Json, numero: number): string {
  const cnpj = String(d.cnpj_prestador).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) % 10))
  const aamm = String(d.data_competencia).slice(2, 7).replace('-', '')
  const corpo = `${d.codigo_municipio_emissora}21${cnpj}${String(numero).padStart(13, '0')}${aamm}${String(
    numero * 7919,
  )
    .padStart(9, '0')
    .slice(-9)}`
  return `${corpo}${[...corpo].reduce((s, c) => s + Number(c), 0) % 10}`
}

export const caminhoXml = (n: NotaNoFake) =>
  `/arquivos/${n.dados.cnpj_prestador}/${String(n.dados.data_competencia).slice(0, 7).replace('-', '')}/XMLsNFSe/${n.chave}-nfse.xml`
export const caminhoDanfse = (n: NotaNoFake) =>
  `/arquivos/${n.dados.cnpj_prestador}/${String(n.dados.data_competencia).slice(0, 7).replace('-', '')}/DANFSEs/NFSe${n.chave}.pdf`

/** The GET /v2/nfsen/REF answer (and the callback body), as the documentation's examples show it. */
export function consultaDe(n: NotaNoFake, origemArquivos: string): Json {
  const base: Json = {
    cnpj_prestador: n.dados.cnpj_prestador,
    ref: n.ref,
    numero_rps: String(n.envios.length),
    serie_rps: '1',
    tipo_rps: '1',
    status: n.status,
  }
  if (n.status === 'erro_autorizacao') return { ...base, erros: n.erros }
  if (n.status !== 'autorizado' && n.status !== 'cancelado') return base
  return {
    ...base,
    numero: n.numero,
    codigo_verificacao: n.chave,
    data_emissao: n.dados.data_emissao,
    url: `https://www.nfse.gov.br/consultapublica/?tpc=1&chave=${n.chave}`,
    caminho_xml_nota_fiscal: caminhoXml(n),
    url_danfse: `${origemArquivos}${caminhoDanfse(n)}`,
    ...(n.status === 'cancelado'
      ? { caminho_xml_cancelamento: caminhoXml(n).replace('-nfse.xml', '-can.xml') }
      : {}),
  }
}

/** A small valid PDF (one page, Helvetica, ASCII text), offsets computed so readers accept it. */
export function danfsePdf(n: NotaNoFake): Buffer {
  const texto = `DANFSe - NFS-e ${n.numero} - chave ${n.chave}`
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, '')
  const conteudo = `BT /F1 10 Tf 40 800 Td (${texto}) Tj ET`
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const posicoes = objetos.map((objeto, i) => {
    const posicao = pdf.length
    pdf += `${i + 1} 0 obj\n${objeto}\nendobj\n`
    return posicao
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`
  pdf += posicoes.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

const xmlTexto = (v: unknown) =>
  String(v ?? '').replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
  )

/** The note's XML, shaped like the national NFS-e (only the fields tests look at). */
export function nfseXml(n: NotaNoFake): string {
  const d = n.dados
  const tomador = d.cnpj_tomador
    ? `<CNPJ>${xmlTexto(d.cnpj_tomador)}</CNPJ>`
    : `<CPF>${xmlTexto(d.cpf_tomador)}</CPF>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00"><infNFSe Id="NFS${n.chave}">`,
    `<nNFSe>${n.numero}</nNFSe><cLocIncid>${xmlTexto(d.codigo_municipio_prestacao)}</cLocIncid>`,
    `<DPS><infDPS><dhEmi>${xmlTexto(d.data_emissao)}</dhEmi><dCompet>${xmlTexto(d.data_competencia)}</dCompet>`,
    `<prest><CNPJ>${xmlTexto(d.cnpj_prestador)}</CNPJ></prest><toma>${tomador}<xNome>${xmlTexto(d.razao_social_tomador)}</xNome></toma>`,
    `<serv><cServ><cTribNac>${xmlTexto(d.codigo_tributacao_nacional_iss)}</cTribNac><xDescServ>${xmlTexto(d.descricao_servico)}</xDescServ></cServ></serv>`,
    `<valores><vServPrest><vServ>${xmlTexto(d.valor_servico)}</vServ></vServPrest></valores>`,
    '</infDPS></DPS></infNFSe></NFSe>',
  ].join('')
}

/** One hook (gatilho) as GET /v2/hooks lists it. */
export interface GatilhoNoFake {
  id: string
  cnpj?: string
  event: string
  url: string
  authorization: string | null
  authorization_header: string | null
}

const eventos = [
  'nfe',
  'nfse',
  'nfsen',
  'nfce_contingencia',
  'nfe_recebida',
  'nfse_recebida',
  'inutilizacao',
  'cte',
  'mdfe',
  'nfcom',
]
const recusa = (status: number, codigo: string, mensagem: string) => ({ status, corpo: { codigo, mensagem } })

/**
 * /v2/hooks and /v2/hooks/ID (GET, POST, DELETE) over the fake's list. Up to 5 hooks per company and
 * event, or one when `gatilhoUnicoPorEvento` (the documentation states both).
 */
export function responderGatilhos(
  gatilhos: GatilhoNoFake[],
  opcoes: { gatilhoUnicoPorEvento: boolean },
  novoId: () => string,
  metodo: string,
  id: string | undefined,
  corpo: Json,
): { status: number; corpo: unknown } {
  if (metodo === 'GET' && !id) return { status: 200, corpo: gatilhos }
  if (metodo === 'POST' && !id) {
    if (!eventos.includes(corpo.event)) {
      return recusa(400, 'requisicao_invalida', 'Parâmetro "event" deve ser um evento válido.')
    }
    if (typeof corpo.url !== 'string' || !/^https?:\/\/\S+$/.test(corpo.url)) {
      return recusa(400, 'requisicao_invalida', `URL inválida: ${corpo.url}`)
    }
    const mesmos = gatilhos.filter((g) => g.event === corpo.event && g.cnpj === corpo.cnpj)
    if (opcoes.gatilhoUnicoPorEvento && mesmos.length) {
      return recusa(400, 'requisicao_invalida', 'Já existe um gatilho para este evento.')
    }
    if (mesmos.length >= 5) {
      return recusa(
        400,
        'requisicao_invalida',
        'É permitido criar apenas 5 webhooks por empresa para o mesmo evento.',
      )
    }
    const gatilho: GatilhoNoFake = {
      id: novoId(),
      ...(corpo.cnpj ? { cnpj: corpo.cnpj } : {}),
      event: corpo.event,
      url: corpo.url,
      authorization: corpo.authorization ?? null,
      authorization_header: corpo.authorization_header ?? null,
    }
    gatilhos.push(gatilho)
    return { status: 200, corpo: gatilho }
  }
  const gatilho = gatilhos.find((g) => g.id === id)
  if (!gatilho || (metodo !== 'GET' && metodo !== 'DELETE')) {
    return recusa(404, 'nao_encontrado', 'Gatilho não encontrado')
  }
  if (metodo === 'GET') return { status: 200, corpo: gatilho }
  gatilhos.splice(gatilhos.indexOf(gatilho), 1)
  return { status: 200, corpo: { ...gatilho, deleted: true } }
}
