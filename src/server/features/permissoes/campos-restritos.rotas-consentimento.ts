import type { RotaGet } from './campos-restritos.rotas'

const publico = 'página pública do cliente: o link é a credencial e a resposta não traz dados de contato'

/** Consent and opt-out (issue 29 item 3): the customer's own pages, without a session. */
export const rotasGetConsentimento: Record<string, RotaGet> = {
  '/api/public/privacidade/{token}': {
    urls: () => ['/api/public/privacidade/token-invalido'],
    porta: 'livre',
    status: 404,
    semVarredura: publico,
  },
  '/api/public/orcamentos/{token}/consentimento': {
    urls: (d) => [`/api/public/orcamentos/${d.token}/consentimento`],
    porta: 'livre',
    semVarredura: publico,
  },
}
