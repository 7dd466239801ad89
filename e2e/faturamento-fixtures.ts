import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'

// What billing specs set up through the API (financeiro, cobranca-pix): a client, a car, a service and an
// OS taken to concluido, ready to be invoiced through the screen.

/** A POST that must succeed (the answer's text in the failure message). */
export async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** A CPF with valid check digits, so each run has its own client in the shared demo company. */
export function cpfValido(): string {
  const d = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  )
  for (const n of [9, 10]) {
    const soma = d.reduce((s, v, i) => s + v * (n + 1 - i), 0)
    const resto = (soma * 10) % 11
    d.push(resto === 10 ? 0 : resto)
  }
  return d.join('')
}

export type Criada = { osId: string; numero: string; clienteId: string; clienteNome: string; placa: string }

/** A client with a car and an OS of R$ 1.000,00 taken through the machine to concluido. */
export async function osConcluida(request: APIRequestContext): Promise<Criada> {
  const tag = randomUUID().slice(0, 6)
  const clienteNome = `Beatriz Faturamento ${tag}`
  const cliente = await post<{ id: string }>(request, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: cpfValido(),
    nome_razao: clienteNome,
    celular: '11971626799',
  })
  const letras = () => String.fromCharCode(65 + Math.floor(Math.random() * 26))
  const placa = `${letras()}${letras()}${letras()}${Math.floor(Math.random() * 10)}${letras()}${Math.floor(Math.random() * 90 + 10)}`
  const veiculo = await post<{ id: string }>(request, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Fiat',
    modelo: 'Argo',
    placa,
  })
  const servico = await post<{ id: string }>(request, '/api/servicos', {
    descricao: `Funilaria ${tag}`,
    preco_publico: 100_000,
  })
  const os = await post<{ id: string; numero_os: string }>(request, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 100_000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido']) {
    await post(request, `/api/os/${os.id}/status`, { status })
  }
  return { osId: os.id, numero: os.numero_os, clienteId: cliente.id, clienteNome, placa }
}
