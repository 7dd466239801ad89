// What the fake bank checks and builds, kept apart from its HTTP plumbing (fake-psp.ts). The rules are the
// API Pix's (bacen/pix-api openapi.yaml): patterns, modalidade ranges, the problem+json error shape.
import type { ServerResponse } from 'node:http'

export const VALOR = /^\d{1,10}\.\d{2}$/
export const TXID_COBV = /^[a-zA-Z0-9]{26,35}$/
const DATA = /^\d{4}-\d{2}-\d{2}$/

type Json = Record<string, unknown>
const objeto = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x)
const valorOk = (x: unknown) => typeof x === 'string' && VALOR.test(x)
const modalidadeOk = (x: unknown, max: number) =>
  Number.isInteger(x) && (x as number) >= 1 && (x as number) <= max

/** The properties of a cobv creation body that break the standard ([] when it is valid). */
export function violacoesCobv(b: unknown): string[] {
  if (!objeto(b)) return ['cobv']
  const v: string[] = []
  const cal = objeto(b.calendario) ? b.calendario : {}
  if (typeof cal.dataDeVencimento !== 'string' || !DATA.test(cal.dataDeVencimento)) {
    v.push('cobv.calendario.dataDeVencimento')
  }
  const validade = cal.validadeAposVencimento
  if (validade !== undefined && !(Number.isInteger(validade) && (validade as number) >= 0)) {
    v.push('cobv.calendario.validadeAposVencimento')
  }
  const d = objeto(b.devedor) ? b.devedor : {}
  const cpfOk = typeof d.cpf === 'string' && /^\d{11}$/.test(d.cpf)
  const cnpjOk = typeof d.cnpj === 'string' && /^\d{14}$/.test(d.cnpj)
  if (
    typeof d.nome !== 'string' ||
    !d.nome ||
    (d.cpf !== undefined) === (d.cnpj !== undefined) ||
    !(cpfOk || cnpjOk)
  ) {
    v.push('cobv.devedor')
  }
  v.push(...violacoesValor(b.valor, cal.dataDeVencimento))
  if (typeof b.chave !== 'string' || !b.chave || b.chave.length > 77) v.push('cobv.chave')
  if (
    b.solicitacaoPagador !== undefined &&
    !(typeof b.solicitacaoPagador === 'string' && b.solicitacaoPagador.length <= 140)
  ) {
    v.push('cobv.solicitacaoPagador')
  }
  return v
}

function violacoesValor(valor: unknown, vencimento: unknown): string[] {
  if (!objeto(valor)) return ['cobv.valor']
  const v: string[] = []
  if (!valorOk(valor.original) || /^0+\.00$/.test(valor.original as string)) v.push('cobv.valor.original')
  const { multa, juros, desconto } = valor
  if (
    multa !== undefined &&
    !(objeto(multa) && modalidadeOk(multa.modalidade, 2) && valorOk(multa.valorPerc))
  ) {
    v.push('cobv.valor.multa')
  }
  if (
    juros !== undefined &&
    !(objeto(juros) && modalidadeOk(juros.modalidade, 8) && valorOk(juros.valorPerc))
  ) {
    v.push('cobv.valor.juros')
  }
  if (desconto !== undefined) {
    const datas = objeto(desconto) ? desconto.descontoDataFixa : undefined
    const datasOk =
      Array.isArray(datas) &&
      datas.length >= 1 &&
      datas.length <= 3 &&
      datas.every(
        (x) =>
          objeto(x) &&
          typeof x.data === 'string' &&
          DATA.test(x.data) &&
          x.data <= String(vencimento) &&
          valorOk(x.valorPerc),
      )
    if (!(objeto(desconto) && modalidadeOk(desconto.modalidade, 2) && datasOk)) v.push('cobv.valor.desconto')
  }
  return v
}

/** Answers with the standard's RFC 7807 body. */
export function responderProblema(
  res: ServerResponse,
  status: number,
  tipo: string,
  detail: string,
  violacoes?: string[],
) {
  const corpo = {
    type: `https://pix.bcb.gov.br/api/v2/error/${tipo}`,
    title: tipo,
    status,
    detail,
    ...(violacoes?.length
      ? { violacoes: violacoes.map((p) => ({ razao: `${p} não respeita o schema.`, propriedade: p })) }
      : {}),
  }
  res.writeHead(status, { 'content-type': 'application/problem+json' }).end(JSON.stringify(corpo))
}

const tlv = (id: string, valor: string) => `${id}${String(Buffer.byteLength(valor)).padStart(2, '0')}${valor}`

// CRC16/CCITT-FALSE, the BR Code's checksum (field 63).
function crc16(texto: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** A dynamic BR Code (pix copia e cola) whose location ends in the txid, as banks' cobv locations do. */
export function brCode(txid: string): string {
  const conta = tlv('00', 'br.gov.bcb.pix') + tlv('25', `pix.fake-psp.test/qr/v2/cobv/${txid}`)
  const semCrc = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', conta),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('58', 'BR'),
    tlv('59', 'OFICINA DE TESTES'),
    tlv('60', 'SAO PAULO'),
    tlv('62', tlv('05', '***')),
    '6304',
  ].join('')
  return semCrc + crc16(semCrc)
}
