import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import type { GrupoDeCampos } from '../../../shared/permissoes/campos-restritos'
import { revisoes } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { danfsePdf, type NotaNoFake } from '../../test/fake-focus-nfe-regras'
import { PNG_1X1 } from '../../test/multipart'
import { setPix } from '../financeiro/financeiro-fixtures'
import { inserirNota } from '../fiscal/relatorio-fixtures'

/**
 * Values seeded once and found nowhere else: a reader without a group's permission must meet none of them,
 * in any field, PDF, CSV or spreadsheet (numbers as JSON numbers or spreadsheet cells, texts anywhere).
 */
export const sentinelas: Record<GrupoDeCampos, { numeros: number[]; textos: string[] }> = {
  // Sinal R$ 123,45; the rest (R$ 1.076,55) in 3 × R$ 358,85 due from 17/01/2025; R$ 55,55 received on
  // the first, leaving R$ 303,30.
  financeiro: {
    numeros: [12_345, 35_885, 5_555, 30_330],
    textos: [
      '123,45',
      '358,85',
      '55,55',
      '303,30',
      '2025-01-17',
      '2025-02-17',
      '2025-03-17',
      '17/01/2025',
      '17/02/2025',
      '17/03/2025',
    ],
  },
  custo: { numeros: [7_919, 13_717], textos: ['79,19', '137,17'] },
  contato_cliente: {
    numeros: [],
    textos: ['11987654321', '98765-4321', '1133221100', '3322-1100', 'contato.sigiloso@cliente.test'],
  },
}

export type Dados = Awaited<ReturnType<typeof semear>>

/**
 * As the admin: a client with mobile, phone and email; a service and a product with costs; an OS with
 * both, concluded, invoiced (sinal + 3 overdue instalments with PIX) and partly received; a quote link.
 */
export async function semear(t: TestApp, admin: TestUser) {
  await setPix(t, admin.empresaId, { chave: 'pix@oficina.test', nome: 'Oficina Teste', cidade: 'Sao Paulo' })
  const cliente = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '529.982.247-25',
    nome_razao: 'Maria Aparecida da Silva',
    celular: '(11) 98765-4321',
    telefone: '(11) 3322-1100',
    email: 'contato.sigiloso@cliente.test',
    // Consented to reminders: the revision's WhatsApp link carries the number (for who sees contacts).
    consentimento_marketing: true,
  })
  const veiculo = await create(t, admin, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: 'ABC1D23',
    marca: 'Fiat',
    modelo: 'Uno',
  })
  const servico = await create(t, admin, '/api/servicos', {
    descricao: 'Funilaria porta',
    preco_publico: 100_000,
    custo_base: 13_717,
  })
  const produto = await create(t, admin, '/api/produtos', {
    sku: 'TINTA-01',
    descricao: 'Tinta prata 1L',
    unidade: 'L',
    preco_publico: 20_000,
    custo_base: 7_919,
    controla_estoque: true,
    estoque_atual: 1,
    estoque_minimo: 1,
  })
  const os = await create(t, admin, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    itens: [
      { tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 100_000 },
      { tipo: 'produto', referencia_id: produto.id, quantidade: 1, valor_unitario: 20_000 },
    ],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido']) {
    const res = await call(t, admin, 'POST', `/api/os/${os.id}/status`, { status })
    if (res.statusCode !== 200) throw new Error(`${status} → ${res.statusCode} ${res.body}`)
  }
  const faturada = await call(t, admin, 'POST', `/api/os/${os.id}/faturar`, {
    forma: 'pix',
    sinal: 12_345,
    parcelas: 3,
    vencimento_inicial: '2025-01-17',
  })
  if (faturada.statusCode !== 201) throw new Error(`faturar → ${faturada.statusCode} ${faturada.body}`)
  const titulos: Array<{ id: string; parcela: string; pix: { copia_e_cola: string } | null }> =
    faturada.json().titulos
  const primeira = titulos.find((x) => x.parcela === '1/3')!
  await create(t, admin, `/api/titulos/${primeira.id}/recebimentos`, {
    valor: 5_555,
    meio: 'dinheiro',
    data_pagamento: '2025-01-20',
  })
  const link = await call(t, admin, 'POST', `/api/os/${os.id}/link`)
  // The check-in, signed at the counter, and the customer's link to it.
  const vistoria = await create(t, admin, `/api/os/${os.id}/vistorias`, { tipo: 'entrada' })
  const assinada = await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/assinar`, {
    nome: 'Maria Aparecida da Silva',
    imagem: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
  })
  if (assinada.statusCode !== 200) throw new Error(`assinar → ${assinada.statusCode} ${assinada.body}`)
  const vistoriaLink = await call(t, admin, 'POST', `/api/vistorias/${vistoria.id}/link`)
  // A revision due for the vehicle (issue 27): the revisions list shows the customer's mobile.
  await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
    tx.insert(revisoes).values({
      empresa_id: admin.empresaId,
      veiculo_id: veiculo.id,
      cliente_id: cliente.id,
      servico_id: servico.id,
      os_id: os.id,
      data_prevista: '2030-06-01',
    }),
  )
  // An appointment (issue 27): the agenda shows the customer's mobile to who sees contacts.
  const agendamento = await create(t, admin, '/api/agendamentos', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    data: '2030-06-03',
    hora: '09:00',
    motivo: 'Revisão',
  })
  const agendamentoLink = await call(t, admin, 'POST', `/api/agendamentos/${agendamento.agendamento.id}/link`)
  // An authorized NFS-e of the OS, its DANFSE and XML kept (issue 28).
  const nota = await inserirNota(
    t,
    admin.empresaId,
    { os_id: os.id, cliente_id: cliente.id },
    { pdf: danfsePdf({ numero: '1001', chave: 'CHAVE1001' } as NotaNoFake), xml: Buffer.from('<NFSe/>') },
  )
  return {
    notaId: nota.id,
    agendamentoId: agendamento.agendamento.id as string,
    agendamentoToken: agendamentoLink.json().token as string,
    clienteId: cliente.id as string,
    veiculoId: veiculo.id as string,
    servicoId: servico.id as string,
    produtoId: produto.id as string,
    osId: os.id as string,
    numeroOs: os.numero_os as string,
    token: link.statusCode === 200 ? (link.json().token as string) : 'token-inexistente',
    vistoriaId: vistoria.id as string,
    vistoriaToken: vistoriaLink.json().token as string,
    /** The PIX "copia e cola" of the open instalments carry their amounts: financial too. */
    pix: titulos.flatMap((x) => (x.pix ? [x.pix.copia_e_cola] : [])),
  }
}

/** Every JSON leaf: numbers and strings, with where they are. */
export function folhas(valor: unknown, caminho = ''): Array<{ caminho: string; valor: string | number }> {
  if (typeof valor === 'string' || typeof valor === 'number') return [{ caminho, valor }]
  if (Array.isArray(valor)) return valor.flatMap((v, i) => folhas(v, `${caminho}[${i}]`))
  if (valor && typeof valor === 'object')
    return Object.entries(valor).flatMap(([k, v]) => folhas(v, caminho ? `${caminho}.${k}` : k))
  return []
}

/** The words around the first sentinel in a long text (a PDF's whole text would drown the message). */
function trecho(valor: string | number, procurados: string[]): string {
  const texto = String(valor)
  const achado = procurados.find((p) => texto.includes(p))
  if (texto.length <= 80 || !achado) return texto
  const i = texto.indexOf(achado)
  return `…${texto.slice(Math.max(0, i - 30), i + achado.length + 30).replace(/\s+/g, ' ')}…`
}

/** The sentinels of `grupo` found among the leaves (texts by substring, numbers by equality). */
export function vazamentos(
  grupo: GrupoDeCampos,
  leaves: ReturnType<typeof folhas>,
  extras: readonly string[] = [],
): string[] {
  const { numeros } = sentinelas[grupo]
  const textos = [...sentinelas[grupo].textos, ...extras]
  return leaves
    .filter(({ valor }) =>
      typeof valor === 'number' ? numeros.includes(valor) : textos.some((s) => valor.includes(s)),
    )
    .map(
      ({ caminho, valor }) =>
        `${caminho || '(texto)'} = ${trecho(valor, [...textos, ...numeros.map(String)])}`,
    )
}

/** What a reader gets from a file answer, as leaves: a PDF's text, a CSV's text, a spreadsheet's cells. */
export async function folhasDoArquivo(contentType: string, body: Buffer) {
  if (contentType.startsWith('application/pdf')) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })
    return folhas(text)
  }
  if (contentType.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(body as unknown as ArrayBuffer)
    const cells: Array<string | number> = []
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          // Money cells hold reais (R$ 79,19 is 79.19): back to centavos to meet the sentinels.
          const v = cell.value
          if (typeof v === 'number') cells.push(Number.isInteger(v) ? v : Math.round(v * 100))
          else cells.push(String(v ?? ''))
        }),
      ),
    )
    return folhas(cells)
  }
  return folhas(body.toString('utf8'))
}
