import { create } from './api'
import type { TestApp } from './build-app'
import type { TestUser } from './factories'

/** A client with a vehicle, two services (one without discounts) and a stock-controlled product. */
export async function buildCatalogo(t: TestApp, user: TestUser) {
  const cliente = await create(t, user, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria Aparecida da Silva',
    celular: '(11) 97162-6799',
  })
  const veiculo = await create(t, user, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: 'ABC1D23',
    marca: 'Fiat',
    modelo: 'Uno',
  })
  const funilaria = await create(t, user, '/api/servicos', {
    descricao: 'Funilaria porta',
    preco_publico: 35000,
  })
  const pintura = await create(t, user, '/api/servicos', {
    descricao: 'Pintura parachoque',
    preco_publico: 20000,
    permite_desconto: false,
  })
  const tinta = await create(t, user, '/api/produtos', {
    sku: 'TINTA-01',
    descricao: 'Tinta prata 1L',
    unidade: 'L',
    preco_publico: 8990,
    controla_estoque: true,
    estoque_atual: 5,
    estoque_minimo: 1,
  })
  return { cliente, veiculo, funilaria, pintura, tinta }
}

export type Catalogo = Awaited<ReturnType<typeof buildCatalogo>>

/** The body of an OS with one line of each kind: R$ 350,00 + 2 × R$ 89,90 = R$ 529,80. */
export const osBody = (c: Catalogo, extra: object = {}) => ({
  cliente_id: c.cliente.id,
  veiculo_id: c.veiculo.id,
  itens: [
    { tipo: 'servico', referencia_id: c.funilaria.id, quantidade: 1, valor_unitario: 35000 },
    { tipo: 'produto', referencia_id: c.tinta.id, quantidade: 2, valor_unitario: 8990 },
  ],
  ...extra,
})
