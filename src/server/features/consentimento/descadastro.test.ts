import { describe, expect, it } from 'vitest'
import { comDescadastro, lerTokenDeDescadastro, tokenDeDescadastro } from './descadastro'

const config = { authSecret: 'segredo-de-teste-com-32-caracteres!!', baseUrl: 'https://app.exemplo.com.br' }
const empresaId = '0b6f6a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const clienteId = 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9'

describe('opt-out token', () => {
  it('names the company and the customer it was made for', () => {
    const token = tokenDeDescadastro(config, empresaId, clienteId)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(lerTokenDeDescadastro(config, token)).toEqual({ empresaId, clienteId })
  })

  it('is refused when altered, cut, or signed with another secret', () => {
    const token = tokenDeDescadastro(config, empresaId, clienteId)
    const [corpo, mac] = token.split('.')
    const outroCliente = tokenDeDescadastro(config, empresaId, empresaId).split('.')[0]
    expect(lerTokenDeDescadastro(config, `${outroCliente}.${mac}`)).toBeNull()
    expect(lerTokenDeDescadastro(config, corpo)).toBeNull()
    expect(lerTokenDeDescadastro(config, `${corpo}.${mac.slice(0, -2)}`)).toBeNull()
    expect(lerTokenDeDescadastro(config, 'qualquer-coisa')).toBeNull()
    expect(lerTokenDeDescadastro({ authSecret: 'outro-segredo' }, token)).toBeNull()
  })
})

describe('comDescadastro', () => {
  it('ends the message with the opt-out line and link', () => {
    const texto = comDescadastro('Olá, Maria!\n', config, { empresaId, clienteId })
    const token = tokenDeDescadastro(config, empresaId, clienteId)
    expect(texto).toBe(
      `Olá, Maria!\n\nPara não receber mais lembretes: https://app.exemplo.com.br/privacidade/sair/${token}`,
    )
  })
  it('leaves a message to no customer as it was', () => {
    expect(comDescadastro('Olá', config, { empresaId, clienteId: null })).toBe('Olá')
  })
})
