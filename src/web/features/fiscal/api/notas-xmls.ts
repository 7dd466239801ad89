import { baixarArquivo } from '../../../lib/baixar-arquivo'

/** GET /api/notas-fiscais/xmls?mes=2026-03: the month's XMLs (authorized and cancelled notes) in a ZIP. */
export const xmlsDoMesUrl = (mes: string) => `/api/notas-fiscais/xmls?mes=${encodeURIComponent(mes)}`

export const baixarXmlsDoMes = (mes: string) => baixarArquivo(xmlsDoMesUrl(mes), `nfse-xmls-${mes}.zip`)
