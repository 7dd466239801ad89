import type { RotaGet } from './campos-restritos.rotas'

const UUID_INEXISTENTE = '00000000-0000-4000-8000-000000000000'

/**
 * The NFS-e's GET routes (issue 28) and who gets in: the settings are the admin's; the notes, their
 * documents and the accountant's exports are the fiscal module's; the customer's DANFSE goes through the
 * OS's portal link. The seeded OS has an authorized note with its PDF and XML kept.
 */
export const rotasGetFiscais: Record<string, RotaGet> = {
  '/api/fiscal/config': { urls: () => ['/api/fiscal/config'], porta: 'admin' },
  '/api/fiscal/municipios': {
    urls: () => [`/api/fiscal/municipios?uf=SP&cidade=${encodeURIComponent('São Paulo')}`],
    porta: 'admin',
  },
  '/api/os/{id}/nfse': { urls: (d) => [`/api/os/${d.osId}/nfse`], porta: { modulo: 'fiscal' } },
  '/api/notas-fiscais': {
    urls: () => ['/api/notas-fiscais?de=2026-03-01&ate=2026-03-31'],
    porta: { modulo: 'fiscal' },
  },
  '/api/notas-fiscais/exportar': {
    urls: () =>
      ['csv', 'xlsx'].map((f) => `/api/notas-fiscais/exportar?formato=${f}&de=2026-03-01&ate=2026-03-31`),
    porta: { modulo: 'fiscal' },
  },
  '/api/notas-fiscais/xmls': {
    urls: () => ['/api/notas-fiscais/xmls?mes=2026-03'],
    porta: { modulo: 'fiscal' },
    semVarredura: 'um ZIP de XMLs fiscais: o mesmo para quem pode baixá-lo',
  },
  '/api/notas-fiscais/{id}/danfse': {
    urls: (d) => [`/api/notas-fiscais/${d.notaId}/danfse`],
    porta: { modulo: 'fiscal' },
    semVarredura: 'o DANFSE guardado: o mesmo documento para quem pode baixá-lo',
  },
  '/api/notas-fiscais/{id}/xml': {
    urls: (d) => [`/api/notas-fiscais/${d.notaId}/xml`],
    porta: { modulo: 'fiscal' },
    semVarredura: 'o XML guardado: o mesmo documento para quem pode baixá-lo',
  },
  '/api/public/orcamentos/{token}/notas/{notaId}/danfse': {
    urls: (d) => [`/api/public/orcamentos/${d.token}/notas/${UUID_INEXISTENTE}/danfse`],
    porta: 'livre',
    status: 404,
    semVarredura: 'a página pública do cliente: o link dá acesso à sua própria nota',
  },
}
