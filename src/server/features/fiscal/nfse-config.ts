import { createHash } from 'node:crypto'
import { fiscalMessages as m } from '../../../shared/fiscal/fiscal.messages'
import type { Config } from '../../config'
import type { Executor } from '../../db/client'
import { nfseConfig } from '../../db/schema'
import { AppError } from '../../http/errors'
import { criarProvedorFocusNfe } from '../../integracoes/fiscal/focus-nfe'
import type { ProvedorFiscal } from '../../integracoes/fiscal/provedor'
import { abrir, selar } from '../../integracoes/segredos'

// The company's fiscal settings as every part of the NFS-e feature reads them: the row, its sealed
// secrets and the provider client they open.

export type ConfigFiscal = Pick<Config, 'baseUrl' | 'pix' | 'fiscal'>
export type LinhaConfigFiscal = typeof nfseConfig.$inferSelect

/** What `segredos` holds once opened: never a column of its own, never in an answer or a log. */
export interface SegredosFiscais {
  token: string
  /** The token in the webhook URL (its SHA-256 is the column that finds the company). */
  webhook_token: string
  /** The Authorization header value the provider sends with each callback. */
  webhook_autorizacao: string
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The URL registered at the provider for a company's note updates. */
export const webhookUrlDe = (config: ConfigFiscal, token: string) =>
  `${config.baseUrl.replace(/\/$/, '')}/api/webhooks/nfse/${token}`

export function abrirSegredos(linha: LinhaConfigFiscal, config: ConfigFiscal): SegredosFiscais {
  try {
    return JSON.parse(abrir(linha.segredos, config.pix.segredosKey)) as SegredosFiscais
  } catch {
    throw new AppError(409, 'SEGREDO_ILEGIVEL', m.segredoIlegivel)
  }
}

export const selarSegredos = (segredos: SegredosFiscais, config: ConfigFiscal) =>
  selar(JSON.stringify(segredos), config.pix.segredosKey)

/** The company's settings row, or undefined when it has not configured NFS-e. */
export async function configDaEmpresa(tx: Executor): Promise<LinhaConfigFiscal | undefined> {
  const [linha] = await tx.select().from(nfseConfig)
  return linha
}

/** The provider's client for a company's settings (one implementation per `provedor`). */
export function provedorDe(linha: LinhaConfigFiscal, config: ConfigFiscal): ProvedorFiscal {
  const { token } = abrirSegredos(linha, config)
  switch (linha.provedor) {
    case 'focus_nfe':
      return criarProvedorFocusNfe(
        { ambiente: linha.ambiente, token, baseUrl: config.fiscal.focusNfeUrls[linha.ambiente] },
        { timeoutMs: config.fiscal.timeoutMs },
      )
  }
}
