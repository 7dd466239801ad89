import {
  generatePixPayload,
  isValidPixKey as libIsValidPixKey,
  type PixKeyType,
} from '@brazilian-utils/brazilian-utils'

/** The kinds of PIX key a company can register, as the settings screen names them. */
export const PIX_KEY_TIPOS = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const
/** One kind of PIX key. */
export type PixKeyTipo = (typeof PIX_KEY_TIPOS)[number]

const LIB_KEY_TYPE = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  email: 'email',
  telefone: 'phone',
  aleatoria: 'evp',
} as const satisfies Record<PixKeyTipo, PixKeyType>

const TXID_RE = /^[A-Za-z0-9]{1,25}$/
// Field 54 holds at most 13 characters, so 9999999999.99 is the largest amount a BR Code can carry.
const MAX_VALOR_CENTAVOS = 999_999_999_999

/**
 * True when `chave` is a valid PIX key of that kind: CPF/CNPJ check digits (alphanumeric CNPJ too),
 * e-mail, mobile phone in the DICT's `+55` form (`+5511971626799`), random key as a UUID.
 */
export const isValidPixKey = (tipo: PixKeyTipo, chave: string): boolean => {
  // The library also reads masked phones; the stored key must already be the +55 form the DICT uses.
  if (tipo === 'telefone' && !/^\+55\d{11}$/.test(chave)) return false
  return libIsValidPixKey(chave, { accept: [LIB_KEY_TYPE[tipo]] })
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as 4 uppercase hex digits; CRC("123456789") = `29B1`.
 * Hand-written: the library computes it for its payloads but does not export it.
 */
export const crc16 = (payload: string): string => {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** What a static PIX charge needs; the amount is integer centavos (DESIGN §4). */
export type PixCopiaEColaInput = {
  /** The company's PIX key, any kind. */
  chave: string
  /** Merchant name (field 59), folded to ASCII and cut to 25 characters. */
  nome: string
  /** Merchant city (field 60), folded to ASCII and cut to 15 characters. */
  cidade: string
  /** Amount in centavos; omit it to let the payer type it. */
  valorCentavos?: number
  /** Transaction id, `[A-Za-z0-9]{1,25}`; omitted it is `***`. See pixTxid. */
  txid?: string
  /** Text shown to the payer (field 26-02), folded to ASCII and cut to what the template holds. */
  descricao?: string
}

/**
 * The static PIX BR Code ("copia e cola") of a charge. Built by the library, which reproduces both
 * DOMAIN-BR examples byte for byte. Throws a RangeError naming the bad field.
 */
export const buildPixCopiaECola = (input: PixCopiaEColaInput): string => {
  const { chave, nome, cidade, valorCentavos, txid, descricao } = input
  if (valorCentavos !== undefined) {
    if (!Number.isSafeInteger(valorCentavos) || valorCentavos <= 0 || valorCentavos > MAX_VALOR_CENTAVOS) {
      throw new RangeError(`Valor do PIX inválido: ${valorCentavos}`)
    }
  }
  if (txid !== undefined && !TXID_RE.test(txid)) throw new RangeError(`Txid do PIX inválido: ${txid}`)
  // Any kind and any usual mask: the library writes the key in its DICT form (masked CPF → digits).
  if (!libIsValidPixKey(chave)) throw new RangeError(`Chave PIX inválida: ${chave}`)
  const payload = generatePixPayload({
    key: chave,
    merchantName: nome,
    merchantCity: cidade,
    // Centavos / 100 is the double nearest the exact decimal, so the library's toFixed(2) writes it exactly.
    amount: valorCentavos === undefined ? undefined : valorCentavos / 100,
    txid,
    description: descricao,
  })
  // With the key, amount and txid checked above, only a blank name or city is left to fail.
  if (payload === null) throw new RangeError('Nome e cidade do recebedor são obrigatórios no PIX')
  return payload
}

/**
 * The txid of an instalment: the OS number's letters and digits + `P` + instalment,
 * ('OS-2026-0001', 2) → `OS20260001P2`. Throws when it cannot fit `[A-Za-z0-9]{1,25}`.
 */
export const pixTxid = (numeroOs: string, parcela: number): string => {
  if (!Number.isSafeInteger(parcela) || parcela < 1) throw new RangeError(`Parcela inválida: ${parcela}`)
  const base = numeroOs.replace(/[^A-Za-z0-9]/g, '')
  const txid = `${base}P${parcela}`
  if (base === '' || !TXID_RE.test(txid)) throw new RangeError(`Txid do PIX inválido: ${txid}`)
  return txid
}
