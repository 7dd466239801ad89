import { portabilidadeMessages as m } from '../../../../shared/portabilidade/portabilidade'
import { baixarArquivo } from '../../../lib/baixar-arquivo'

export const EXPORTACAO_URL = '/api/empresa/exportacao'

/**
 * GET /api/empresa/exportacao: the whole company as a ZIP, written by the server while it downloads;
 * `onProgresso` follows how many bytes arrived.
 */
export const baixarExportacao = (onProgresso: (bytes: number) => void): Promise<string> =>
  baixarArquivo(EXPORTACAO_URL, 'bancada-dados-da-empresa.zip', { onProgresso, erroPadrao: m.erroExportacao })
