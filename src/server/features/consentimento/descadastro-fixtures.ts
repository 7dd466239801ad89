import type { Config } from '../../config'
import { lerTokenDeDescadastro } from './descadastro'

const LINHA =
  /\n\nPara não receber lembretes de revisão e ofertas: (\S+)\/privacidade\/sair\/([\w-]+\.[\w-]+)$/

/**
 * For tests: the token of the opt-out line a message ends with, when it is this server's page; else
 * null (no line, another address, or text after it).
 */
export function tokenNoFim(texto: string, config: Pick<Config, 'baseUrl'>): string | null {
  const achado = LINHA.exec(texto)
  return achado && achado[1] === config.baseUrl ? achado[2]! : null
}

/** For tests: whom the opt-out link a message ends with names, as the opt-out page reads it (or null). */
export function descadastroNoFim(texto: string, config: Pick<Config, 'baseUrl' | 'authSecret'>) {
  const token = tokenNoFim(texto, config)
  return token ? lerTokenDeDescadastro(config, token) : null
}
