import { createServer, type Server } from 'node:http'

/**
 * A CEP the fake answers with an HTTP 500 after two seconds (long enough to see the field's spinner): with the
 * fallback on a closed port, both providers fail.
 */
export const CEP_PROVEDOR_FORA = '55555555'
/** A CEP the fake does not know (ViaCEP's `{ "erro": "true" }`). */
export const CEP_INEXISTENTE = '99999999'

/**
 * A stand-in for ViaCEP on this machine (the tests have no internet): 01001-000 is Praça da Sé,
 * CEP_PROVEDOR_FORA plays the provider down, any other CEP answers ViaCEP's `{ "erro": "true" }`.
 */
export function startFakeCepServer(port = 3199): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === `/ws/${CEP_PROVEDOR_FORA}/json/`) {
      setTimeout(() => res.writeHead(500, { 'content-type': 'text/plain' }).end('fora do ar'), 2000)
      return
    }
    const body =
      req.url === '/ws/01001000/json/'
        ? {
            cep: '01001-000',
            logradouro: 'Praça da Sé',
            complemento: 'lado ímpar',
            bairro: 'Sé',
            localidade: 'São Paulo',
            uf: 'SP',
          }
        : { erro: 'true' }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
