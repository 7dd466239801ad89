import QRCode from 'qrcode'
import { formaPagamentoLabels } from '../../../../shared/financeiro/formas-pagamento'
import { tituloSituacaoLabels } from '../../../../shared/financeiro/titulo.schemas'
import { formatDate, todayInTimeZone } from '../../../../shared/formatos/data'
import {
  formatDocumento,
  formatNumero,
  formatPlaca,
  formatTelefone,
} from '../../../../shared/formatos/exibir'
import { osStatusLabels } from '../../../../shared/os/os-status'
import {
  A4_MARGEM,
  ACCENT,
  brl,
  CINZA,
  campo,
  garantirEspaco,
  LINHA,
  larguraUtil,
  linhasEmpresa,
  novoPdf,
  type Pdf,
  pdfBuffer,
  regua,
  tituloSecao,
} from '../../../pdf/pdf-layout'
import type { DadosDocumento } from './os-pdf.dados'
import { tabelaItens } from './os-pdf-tabela'

const data = (iso: string | null, fuso: string) => (iso ? formatDate(iso, fuso) : '—')

function cabecalho(doc: Pdf, d: DadosDocumento): number {
  const x0 = doc.page.margins.left
  const top = doc.page.margins.top
  const direita = doc.page.width - doc.page.margins.right
  let xTexto = x0
  if (d.logo) {
    try {
      doc.image(d.logo, x0, top, { fit: [70, 55] })
      xTexto = x0 + 80
    } catch {
      // A stored file the library cannot decode must not cost the customer the document.
    }
  }
  // The company block ends where the number block (220 pt on the right) begins.
  const larguraEmpresa = direita - 230 - xTexto
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('black')
    .text(d.empresa.nome_empresa, xTexto, top, { width: larguraEmpresa })
  doc.font('regular').fontSize(8).fillColor(CINZA)
  for (const linha of linhasEmpresa(d.empresa)) doc.text(linha, xTexto, doc.y + 1, { width: larguraEmpresa })
  const fimEmpresa = Math.max(doc.y, d.logo ? top + 55 : 0)

  const titulo = d.tipo === 'orcamento' ? 'ORÇAMENTO' : 'ORDEM DE SERVIÇO'
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(titulo, direita - 220, top, { width: 220, align: 'right' })
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('black')
    .text(d.os.numero_os, direita - 220, doc.y, { width: 220, align: 'right', lineBreak: false })
  const fuso = d.empresa.fuso_horario
  const sub =
    d.tipo === 'orcamento'
      ? [d.versao ? `Versão ${d.versao}` : null, `Emitido em ${formatDate(todayInTimeZone(fuso))}`]
      : [`Status: ${osStatusLabels[d.os.status]}`, `Emitido em ${formatDate(todayInTimeZone(fuso))}`]
  doc.font('regular').fontSize(8).fillColor(CINZA)
  for (const linha of sub.filter(Boolean) as string[]) {
    doc.text(linha, direita - 220, doc.y + 1, { width: 220, align: 'right' })
  }
  const y = Math.max(fimEmpresa, doc.y) + 8
  regua(doc, y, ACCENT)
  return y + 8
}

function partes(doc: Pdf, d: DadosDocumento, y0: number): number {
  const x0 = doc.page.margins.left
  const col = larguraUtil(doc) / 4
  const { cliente, veiculo } = d.os
  const fone = cliente?.celular ?? cliente?.telefone
  let y = tituloSecao(doc, 'Cliente e veículo', y0)
  const linha1 = Math.max(
    campo(doc, 'Cliente', cliente?.nome_razao ?? '', x0, y, col * 2 - 8),
    campo(doc, 'CPF/CNPJ', cliente?.doc ? formatDocumento(cliente.doc) : '', x0 + col * 2, y, col - 8),
    campo(doc, 'Telefone', fone ? formatTelefone(fone) : '', x0 + col * 3, y, col),
  )
  y = linha1 + 4
  const km = d.os.km_entrada
  const linha2 = Math.max(
    campo(doc, 'Veículo', veiculo ? `${veiculo.marca} ${veiculo.modelo}` : '', x0, y, col * 2 - 8),
    campo(doc, 'Placa', veiculo ? formatPlaca(veiculo.placa) : '', x0 + col * 2, y, col - 8),
    // The KM recorded on the OS, as its screen shows it; the vehicle's own km may be older or newer.
    campo(doc, 'KM de entrada', km == null ? '' : formatNumero(km), x0 + col * 3, y, col),
  )
  y = linha2 + 4
  if (d.tipo === 'os') {
    const fuso = d.empresa.fuso_horario
    y =
      Math.max(
        campo(doc, 'Abertura', data(d.os.data_abertura, fuso), x0, y, col - 8),
        campo(doc, 'Previsão de entrega', data(d.os.previsao_entrega, fuso), x0 + col, y, col - 8),
        campo(doc, 'Técnico', d.os.tecnico?.nome ?? '', x0 + col * 2, y, col * 2),
      ) + 4
    if (d.os.laudo) y = campo(doc, 'Laudo técnico', d.os.laudo, x0, y, larguraUtil(doc)) + 4
  }
  return y + 6
}

function totais(doc: Pdf, d: DadosDocumento, y0: number): number {
  const t = d.totais
  const linhas: [string, number][] = [
    ['Serviços', t.subtotal_servicos],
    ['Produtos', t.subtotal_produtos],
  ]
  if (t.desconto_valor) linhas.push(['Desconto', -t.desconto_valor])
  if (t.acrescimos_valor) linhas.push(['Acréscimos', t.acrescimos_valor])
  const altura = linhas.length * 14 + 28
  const y = garantirEspaco(doc, y0 + 8, altura)
  const largura = 200
  const x = doc.page.width - doc.page.margins.right - largura
  doc.rect(x, y, largura, altura).lineWidth(0.8).strokeColor(ACCENT).stroke()
  let yy = y + 6
  doc.font('regular').fontSize(9).fillColor('black')
  for (const [label, valor] of linhas) {
    doc.text(label, x + 8, yy, { width: 90 })
    doc.text(brl(valor), x + 90, yy, { width: largura - 98, align: 'right' })
    yy += 14
  }
  doc
    .moveTo(x, yy + 2)
    .lineTo(x + largura, yy + 2)
    .lineWidth(0.4)
    .strokeColor(LINHA)
    .stroke()
  doc.font('bold').fontSize(11)
  doc.text('Total', x + 8, yy + 7, { width: 90 })
  doc.text(brl(t.total_geral), x + 90, yy + 7, { width: largura - 98, align: 'right' })
  return y + altura + 10
}

function condicoes(doc: Pdf, d: DadosDocumento, y0: number): number {
  const x0 = doc.page.margins.left
  const w = larguraUtil(doc)
  const fuso = d.empresa.fuso_horario
  const itens: [string, string][] = []
  if (d.os.forma_pagamento_preferida)
    itens.push(['Forma de pagamento', formaPagamentoLabels[d.os.forma_pagamento_preferida]])
  if (d.condicoes_pagamento) itens.push(['Condições de pagamento', d.condicoes_pagamento])
  if (d.tipo === 'orcamento') itens.push(['Validade do orçamento', data(d.validade, fuso)])
  itens.push(['Garantia', `${d.os.garantia_dias} dias`])
  if (d.observacoes) itens.push(['Observações', d.observacoes])
  let y = garantirEspaco(doc, y0, 60)
  y = tituloSecao(doc, 'Condições', y)
  for (const [label, valor] of itens) {
    doc.font('regular').fontSize(9)
    y = garantirEspaco(doc, y, doc.heightOfString(valor, { width: w }) + 12)
    y = campo(doc, label, valor, x0, y, w) + 4
  }
  return y + 4
}

/** The invoice's titles and the PIX QR of the next one still due (DOMAIN-BR.md: static PIX, amount = balance). */
async function titulos(doc: Pdf, d: DadosDocumento, y0: number): Promise<number> {
  // Absent for a reader without Contas a Receber view: the paper leaves the section off.
  const lista = d.os.titulos ?? []
  if (d.tipo !== 'os' || lista.length === 0) return y0
  const x0 = doc.page.margins.left
  const fuso = d.empresa.fuso_horario
  let y = garantirEspaco(doc, y0, 30 + lista.length * 13)
  y = tituloSecao(doc, 'Títulos', y)
  doc.font('regular').fontSize(9).fillColor('black')
  for (const t of lista) {
    y = garantirEspaco(doc, y, 13)
    doc.text(t.parcela, x0, y, { width: 60 })
    doc.text(formatDate(t.vencimento, fuso), x0 + 70, y, { width: 80 })
    doc.text(brl(t.valor), x0 + 160, y, { width: 90, align: 'right' })
    doc.text(tituloSituacaoLabels[t.situacao], x0 + 270, y, { width: 100 })
    y += 13
  }
  const proximo = lista.find((t) => t.pix)
  if (!proximo?.pix) return y + 6
  const qr = await QRCode.toBuffer(proximo.pix.copia_e_cola, { type: 'png', margin: 1, width: 240 })
  y = garantirEspaco(doc, y + 6, 120)
  doc.image(qr, x0, y, { width: 105 })
  doc
    .font('bold')
    .fontSize(9)
    .text(`PIX – parcela ${proximo.parcela} – ${brl(proximo.saldo)}`, x0 + 115, y, { width: 390 })
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(CINZA)
    .text('PIX copia e cola:', x0 + 115, doc.y + 3)
  doc.fillColor('black').text(proximo.pix.copia_e_cola, x0 + 115, doc.y + 1, { width: 390 })
  return Math.max(y + 110, doc.y + 6)
}

function assinaturas(doc: Pdf, d: DadosDocumento, y0: number) {
  const y = garantirEspaco(doc, y0 + 30, 50) + 10
  const w = (larguraUtil(doc) - 40) / 2
  const x0 = doc.page.margins.left
  const blocos: [string, string][] = [
    [d.empresa.nome_empresa, 'Oficina'],
    [d.os.cliente?.nome_razao ?? '', 'Cliente'],
  ]
  blocos.forEach(([nome, papel], i) => {
    const x = x0 + i * (w + 40)
    doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .lineWidth(0.6)
      .strokeColor('black')
      .stroke()
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor('black')
      .text(nome, x, y + 4, { width: w, align: 'center' })
    doc
      .fontSize(7.5)
      .fillColor(CINZA)
      .text(papel, x, doc.y + 1, { width: w, align: 'center' })
  })
}

/** "Página n de total" on every page (pages are buffered until the end). */
function rodape(doc: Pdf, numeroOs: string) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0 // writing in the margin must not start a new page
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(CINZA)
      .text(
        `${numeroOs} · Página ${i + 1} de ${count}`,
        doc.page.margins.left,
        doc.page.height - bottom + 8,
        {
          width: larguraUtil(doc),
          align: 'right',
          lineBreak: false,
        },
      )
    doc.page.margins.bottom = bottom
  }
}

/** The A4 quote or order (UI.md "Printed documents"). */
export async function documentoA4(d: DadosDocumento): Promise<Buffer> {
  const titulo = d.tipo === 'orcamento' ? 'Orçamento' : 'Ordem de Serviço'
  const doc = novoPdf({ size: 'A4', margin: A4_MARGEM, bufferPages: true })
  doc.info.Title = `${titulo} ${d.os.numero_os} – ${d.empresa.nome_empresa}`
  const bytes = pdfBuffer(doc)
  let y = cabecalho(doc, d)
  y = partes(doc, d, y)
  y = tituloSecao(doc, 'Itens', y)
  y = tabelaItens(doc, d.linhas, y)
  y = totais(doc, d, y)
  y = condicoes(doc, d, y)
  y = await titulos(doc, d, y)
  assinaturas(doc, d, y)
  rodape(doc, d.os.numero_os)
  doc.end()
  return bytes
}
