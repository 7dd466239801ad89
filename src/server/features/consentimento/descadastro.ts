import { createHmac, timingSafeEqual } from 'node:crypto'
import { comLinhaDeDescadastro } from '../../../shared/consentimento/descadastro'
import type { Config } from '../../config'

type Segredo = Pick<Config, 'authSecret'>
type Base = Pick<Config, 'authSecret' | 'baseUrl'>

const hexDoUuid = (id: string) => id.replace(/-/g, '').toLowerCase()
const uuidDoHex = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`

const assinatura = (config: Segredo, ids: Buffer) =>
  createHmac('sha256', config.authSecret).update('descadastro:').update(ids).digest().subarray(0, 16)

/**
 * The opt-out link's token (issue 29 item 3): the company's and customer's ids and an HMAC of them with
 * the server's secret, so no table keeps it and no one can make one for another customer. It never
 * expires: a message read a year later still lets the customer leave.
 */
export function tokenDeDescadastro(config: Segredo, empresaId: string, clienteId: string): string {
  const ids = Buffer.from(hexDoUuid(empresaId) + hexDoUuid(clienteId), 'hex')
  return `${ids.toString('base64url')}.${assinatura(config, ids).toString('base64url')}`
}

/** The ids a token names, or null when it was not made by this server (or was cut or altered). */
export function lerTokenDeDescadastro(
  config: Segredo,
  token: string,
): { empresaId: string; clienteId: string } | null {
  const [corpo, mac, ...resto] = token.split('.')
  if (!corpo || !mac || resto.length > 0) return null
  const ids = Buffer.from(corpo, 'base64url')
  const recebida = Buffer.from(mac, 'base64url')
  if (ids.length !== 32 || recebida.length !== 16) return null
  if (!timingSafeEqual(recebida, assinatura(config, ids))) return null
  const hex = ids.toString('hex')
  return { empresaId: uuidDoHex(hex.slice(0, 32)), clienteId: uuidDoHex(hex.slice(32)) }
}

export const linkDeDescadastro = (config: Base, empresaId: string, clienteId: string) =>
  `${config.baseUrl}/privacidade/sair/${tokenDeDescadastro(config, empresaId, clienteId)}`

/**
 * The one place every message to a customer gets its last line (WhatsApp texts and emails alike): how to
 * stop receiving revision reminders and offers. Service and payment messages carry it too, so any
 * message is a way out; the wording says what it stops, as those messages go on.
 */
export function comDescadastro(
  texto: string,
  config: Base,
  destino: { empresaId: string; clienteId: string | null | undefined },
): string {
  if (!destino.clienteId) return texto
  return comLinhaDeDescadastro(texto, linkDeDescadastro(config, destino.empresaId, destino.clienteId))
}
