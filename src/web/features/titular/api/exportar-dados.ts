import { baixarArquivo } from '../../../lib/baixar-arquivo'

/** GET /api/clientes/:id/dados-pessoais.zip, handed to the browser as a download. */
export const exportarDadosDoCliente = (id: string): Promise<string> =>
  baixarArquivo(`/api/clientes/${encodeURIComponent(id)}/dados-pessoais.zip`, 'dados-pessoais.zip')
