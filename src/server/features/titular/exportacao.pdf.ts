import { formatDateOrDash, formatDateTime } from '../../../shared/formatos/data'
import { formatCep, formatDocumento, formatPlaca, formatTelefone } from '../../../shared/formatos/exibir'
import { osStatusLabels } from '../../../shared/os/os-status'
import {
  A4_MARGEM,
  brl,
  CINZA,
  garantirEspaco,
  larguraUtil,
  novoPdf,
  type Pdf,
  pdfBuffer,
  tituloSecao,
} from '../../pdf/pdf-layout'
import type { DadosDoTitular } from './exportacao.dados'

type Linha = Record<string, unknown>
const s = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))
const n = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0))

/** One line of text under the previous one, a new page when needed. */
function linha(doc: Pdf, texto: string, opts: { cor?: string; negrito?: boolean; tamanho?: number } = {}) {
  const y = garantirEspaco(doc, doc.y, 14)
  doc
    .font(opts.negrito ? 'bold' : 'regular')
    .fontSize(opts.tamanho ?? 9)
    .fillColor(opts.cor ?? 'black')
    .text(texto, doc.page.margins.left, y, { width: larguraUtil(doc) })
}

function secao(doc: Pdf, titulo: string, itens: Linha[], descrever: (l: Linha) => string[]) {
  doc.y = tituloSecao(doc, titulo, garantirEspaco(doc, doc.y + 8, 40))
  if (!itens.length) return linha(doc, 'Nenhum registro.', { cor: CINZA })
  for (const item of itens) {
    const [primeira, ...resto] = descrever(item)
    linha(doc, primeira ?? '', { negrito: true })
    for (const r of resto) linha(doc, r, { cor: CINZA })
    doc.y += 3
  }
}

/**
 * The export's readable copy: the same content as the JSON, for a person to read. Dates in the company's
 * zone, money in reais, documents and phones with their masks.
 */
export async function pdfDosDados(d: DadosDoTitular, fuso: string): Promise<Buffer> {
  const doc = novoPdf({ size: 'A4', margin: A4_MARGEM, info: { Title: 'Dados pessoais do titular' } })
  const pronto = pdfBuffer(doc)
  const dt = (v: unknown) => (v ? formatDateTime(String(v), fuso) : '—')
  const dia = (v: unknown) => formatDateOrDash(v ? String(v) : null, fuso)
  const t = d.titular
  const osNumero = new Map(d.dados.os?.map((o) => [o.id, s(o.numero_os)]))

  doc.font('bold').fontSize(16).text('Dados pessoais do titular (LGPD)')
  linha(doc, `${d.empresa.nome}${d.empresa.cnpj ? ` · CNPJ ${formatDocumento(d.empresa.cnpj)}` : ''}`, {
    cor: CINZA,
  })
  linha(
    doc,
    `Gerado em ${dt(d.gerado_em)}. O arquivo dados.json traz o mesmo conteúdo em formato legível por máquina.`,
    {
      cor: CINZA,
    },
  )

  secao(doc, 'Cadastro', [t], (c) => [
    s(c.nome_razao),
    `${c.tipo_pessoa === 'juridica' ? 'CNPJ' : 'CPF'}: ${c.doc ? formatDocumento(String(c.doc)) : '—'}`,
    `E-mail: ${s(c.email)} · Celular: ${c.celular ? formatTelefone(String(c.celular)) : '—'} · Telefone: ${c.telefone ? formatTelefone(String(c.telefone)) : '—'}`,
    `Endereço: ${[c.endereco, c.numero, c.complemento, c.bairro, c.cidade, c.uf].filter(Boolean).join(', ') || '—'}${c.cep ? ` · CEP ${formatCep(String(c.cep))}` : ''}`,
    `Observações: ${s(c.obs)} · Cadastrado em ${dt(c.criado_em)}`,
  ])
  const cons = d.consentimento
  secao(doc, 'Consentimento', [cons], (c) => [
    c.consentimento_marketing
      ? 'Aceita mensagens de marketing e lembretes'
      : 'Sem consentimento para marketing',
    `Registrado em ${dt(c.consentimento_em)} (${s(c.consentimento_origem)}) · Descadastro: ${dt(c.optout_em)}`,
  ])
  const g = (k: string) => d.dados[k] ?? []
  secao(doc, 'Veículos', g('veiculos'), (v) => [
    `${formatPlaca(String(v.placa))} · ${s(v.marca)} ${s(v.modelo)}`,
    `Ano ${s(v.ano)} · Cor ${s(v.cor)} · Chassi ${s(v.chassi)} · KM ${s(v.km_atual)}`,
  ])
  secao(doc, 'Ordens de serviço', g('os'), (o) => [
    `OS ${s(o.numero_os)} · ${osStatusLabels[o.status as keyof typeof osStatusLabels] ?? s(o.status)} · ${brl(n(o.total_geral))}`,
    `Aberta em ${dia(o.data_abertura)} · Entregue em ${dt(o.data_entrega)}`,
    ...g('os_itens')
      .filter((i) => i.os_id === o.id)
      .map(
        (i) =>
          `  ${s(i.descricao)} — ${s(i.quantidade)} × ${brl(n(i.valor_unitario))} = ${brl(n(i.subtotal))}`,
      ),
    ...(o.observacoes ? [`Observações: ${s(o.observacoes)}`] : []),
  ])
  secao(doc, 'Orçamentos enviados', g('os_orcamentos'), (q) => [
    `OS ${osNumero.get(q.os_id) ?? '—'} · versão ${s(q.versao)} · ${brl(n(q.total_geral))}`,
    `Enviado em ${dt(q.enviado_em)} · validade ${dia(q.validade)}`,
  ])
  secao(doc, 'Títulos a receber', g('ar_titulos'), (x) => [
    `${s(x.parcela)} · ${brl(n(x.valor))} · vence ${dia(x.vencimento)} · ${s(x.status)}`,
    `Pago ${brl(n(x.valor_pago))} · OS ${osNumero.get(x.os_id) ?? '—'}`,
  ])
  secao(doc, 'Pagamentos', g('pagamentos'), (p) => [
    `${dia(p.data_pagamento)} · ${brl(n(p.valor))} · ${s(p.meio)}`,
  ])
  secao(doc, 'PIX recebidos', g('pix_recebidos'), (p) => [
    `${dt(p.horario)} · ${brl(n(p.valor))} · pagador ${s(p.pagador_nome)}`,
  ])
  secao(doc, 'Vistorias', g('vistorias'), (v) => [
    `OS ${osNumero.get(v.os_id) ?? '—'} · ${s(v.tipo)} v${s(v.versao)} · ${s(v.situacao)}`,
    `Assinada por ${s(v.assinante_nome)} em ${dt(v.assinado_em)} · KM ${s(v.km)}`,
  ])
  secao(doc, 'Agendamentos', g('agendamentos'), (a) => [`${dt(a.inicio)} · ${s(a.motivo)} · ${s(a.status)}`])
  secao(doc, 'Revisões previstas', g('revisoes'), (r) => [
    `Prevista para ${dia(r.data_prevista)} · ${s(r.situacao)}`,
  ])
  secao(doc, 'Notas fiscais (NFS-e)', g('notas_fiscais'), (x) => [
    `Nota ${s(x.numero)} · ${s(x.situacao)} · ${brl(n(x.valor_servicos))}`,
    `Tomador ${s(x.tomador_nome)} · emitida em ${dt(x.autorizada_em)}`,
  ])
  secao(doc, 'E-mails enviados', g('emails'), (e) => [
    `${dt(e.criado_em)} · ${s(e.assunto)}`,
    `Para ${s(e.para)}`,
  ])
  secao(doc, 'Histórico das OS', g('os_historico'), (h) => [
    `${dt(h.criado_em)} · OS ${osNumero.get(h.os_id) ?? '—'} · ${s(h.evento)} → ${s(h.para_status)}`,
    ...(h.nome_cliente ? [`Por ${s(h.nome_cliente)} (link do orçamento)`] : []),
  ])
  secao(doc, 'Solicitações de titular', g('solicitacoes_titular'), (x) => [
    `${dt(x.criado_em)} · ${s(x.tipo)} · ${s(x.status)}`,
    ...(x.resposta ? [`Resposta: ${s(x.resposta)}`] : []),
  ])
  const fotos = g('os_fotos').length + g('vistoria_fotos').length
  secao(doc, 'Fotos', [{}], () => [
    `${fotos} ${fotos === 1 ? 'foto' : 'fotos'} na pasta fotos/ deste arquivo`,
  ])
  if (d.omitidas.length)
    linha(doc, 'Títulos e pagamentos omitidos: o perfil de quem exportou não vê Contas a Receber.', {
      cor: CINZA,
    })
  linha(doc, d.observacao, { cor: CINZA })
  doc.end()
  return pronto
}
