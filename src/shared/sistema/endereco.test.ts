import { describe, expect, it } from 'vitest'
import { alcanceDoEndereco } from './endereco'

describe('alcanceDoEndereco', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST:3000/p/abc',
    'http://app.localhost',
    'http://127.0.0.1:3000',
    'http://127.1.2.3',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
    'não é uma URL',
  ])('%s only opens on this computer', (url) => {
    expect(alcanceDoEndereco(url)).toBe('maquina')
  })

  it.each([
    'http://192.168.0.10:3000',
    'http://10.1.2.3:3000',
    'http://172.16.0.5',
    'http://172.31.255.1',
    'http://169.254.1.1',
    'http://oficina.local:3000',
    'http://servidor:3000',
    'http://[fd12:3456::1]:3000',
  ])("%s opens on the shop's network", (url) => {
    expect(alcanceDoEndereco(url)).toBe('rede')
  })

  it.each([
    'https://oficina.com.br',
    'http://200.150.1.2:3000',
    'http://172.32.0.1',
    'http://192.0.2.2:3000',
  ])('%s opens from anywhere', (url) => {
    expect(alcanceDoEndereco(url)).toBe('internet')
  })
})
