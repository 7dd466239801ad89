import { describe, expect, it } from 'vitest'
import { ocultarCampos, podeVer } from './campos-restritos'
import { adminPermissionRows, defaultPermissionRows, type Role } from './permissoes'

const sujeito = (role: Role) => ({
  role,
  permissions:
    role === 'admin' ? adminPermissionRows() : defaultPermissionRows().filter((r) => r.role === role),
})

const os = () => ({
  numero_os: 'OS-2026-0001',
  cliente: { nome_razao: 'Maria', celular: '11987654321', telefone: null, email: 'm@x.test' },
  titulos: [{ valor: 100, cliente_telefone: '11987654321' }],
  historico: [
    { evento: 'status', observacao: 'Peça chegou' },
    { evento: 'faturamento', observacao: 'Faturada em 3 parcelas, sinal de R$ 200,00 (PIX)' },
  ],
})

describe('campos restritos', () => {
  it('follows the default matrix: the Técnico sees contacts, not receivables nor costs', () => {
    const quem = (role: Role) => [
      podeVer(sujeito(role), 'financeiro'),
      podeVer(sujeito(role), 'custo'),
      podeVer(sujeito(role), 'contato_cliente'),
    ]
    expect(quem('admin')).toEqual([true, true, true])
    expect(quem('gerente')).toEqual([true, true, true])
    expect(quem('operador')).toEqual([true, true, true])
    expect(quem('tecnico')).toEqual([false, false, true])
    expect(podeVer(null, 'contato_cliente')).toBe(false)
  })

  it('removes the titles and the invoice note of an OS, keeping the rest of its history', () => {
    const visto = ocultarCampos(sujeito('tecnico'), 'os', os())
    expect(visto).not.toHaveProperty('titulos')
    expect(visto.historico).toEqual([
      { evento: 'status', observacao: 'Peça chegou' },
      { evento: 'faturamento' },
    ])
    expect(visto.cliente).toEqual(os().cliente)
  })

  it('removes the contact inside objects and lists for a reader without Cadastros', () => {
    const semCadastros = { role: 'tecnico', permissions: [] }
    const visto = ocultarCampos(semCadastros, 'os', os())
    expect(visto.cliente).toEqual({ nome_razao: 'Maria' })
    expect(
      ocultarCampos(
        { role: 'gerente', permissions: adminPermissionRows().filter((r) => r.modulo !== 'cadastros') },
        'os',
        os(),
      ).titulos,
    ).toEqual([{ valor: 100 }])
  })

  it('leaves everything to the admin', () => {
    expect(ocultarCampos(sujeito('admin'), 'os', os())).toEqual(os())
    expect(ocultarCampos(sujeito('admin'), 'produto', { custo_base: 10 })).toEqual({ custo_base: 10 })
    expect(ocultarCampos(sujeito('tecnico'), 'produto', { custo_base: 10, preco_publico: 20 })).toEqual({
      preco_publico: 20,
    })
  })
})
