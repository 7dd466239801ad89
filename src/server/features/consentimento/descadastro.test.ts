import { describe, expect, it } from 'vitest'
import { comLinhaDeDescadastro } from '../../../shared/consentimento/descadastro'
import { comDescadastro, lerTokenDeDescadastro, tokenDeDescadastro } from './descadastro'
import { descadastroNoFim } from './descadastro-fixtures'

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
      `Olá, Maria!\n\nPara não receber lembretes de revisão e ofertas: https://app.exemplo.com.br/privacidade/sair/${token}`,
    )
  })
  it('promises only what the link stops: revision reminders and offers', () => {
    expect(comLinhaDeDescadastro('Parcela em aberto.', 'https://x.com.br/privacidade/sair/a.b')).toBe(
      'Parcela em aberto.\n\nPara não receber lembretes de revisão e ofertas: https://x.com.br/privacidade/sair/a.b',
    )
    expect(comLinhaDeDescadastro('Olá', null)).toBe('Olá')
  })
  it('leaves a message to no customer as it was', () => {
    expect(comDescadastro('Olá', config, { empresaId, clienteId: null })).toBe('Olá')
  })
})

describe('descadastroNoFim, how tests read a message', () => {
  it('reads the ids on the last line, and nothing from a message without that line', () => {
    const texto = comDescadastro('Olá', config, { empresaId, clienteId })
    expect(descadastroNoFim(texto, config)).toEqual({ empresaId, clienteId })
    expect(descadastroNoFim(`${texto}\nmais`, config)).toBeNull()
    expect(descadastroNoFim(texto, { ...config, baseUrl: 'https://outro.com.br' })).toBeNull()
    expect(descadastroNoFim('Olá', config)).toBeNull()
  })
})
