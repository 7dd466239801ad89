/** The printed documents of GET /api/os/:id/pdf (generated on the server, opened in a new tab). */
export type TipoDocumentoOs = 'orcamento' | 'os' | 'recibo'

export const osPdfUrl = (osId: string, tipo: TipoDocumentoOs) => `/api/os/${osId}/pdf?tipo=${tipo}`
