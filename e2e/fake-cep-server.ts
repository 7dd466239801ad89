import { createServer, type Server } from 'node:http'

/**
 * A stand-in for ViaCEP on this machine (the tests have no internet): 01001-000 is Praça da Sé, any
 * other CEP answers ViaCEP's `{ "erro": "true" }`.
 */
export function startFakeCepServer(port = 3199): Promise<Server> {
  const server = createServer((req, res) => {
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
