import type { ChaveDeModelo } from './modelos'

/** How the editor lists the templates: by the part of the product that sends them. */
export const gruposDeModelo: ReadonlyArray<{ titulo: string; chaves: readonly ChaveDeModelo[] }> = [
  { titulo: 'Agenda', chaves: ['agendamento_confirmacao', 'agendamento_lembrete', 'revisao_vencendo'] },
  { titulo: 'Orçamento e OS', chaves: ['orcamento_whatsapp', 'orcamento_email', 'os_pronta'] },
  { titulo: 'Cobrança', chaves: ['cobranca_antes', 'cobranca_no_dia', 'cobranca_depois'] },
]

/** Sample values for the editor's preview: every placeholder of every template has one. */
export const valoresDeExemplo: Record<string, string> = {
  cliente: 'Maria Souza',
  numero_os: 'OS-000123',
  total: 'R$ 1.250,00',
  validade: '15/12/2026',
  link: 'https://bancada.app/o/exemplo',
  empresa: 'Oficina Exemplo',
  data: '10/12/2026',
  hora: '09:00',
  veiculo: 'Fiat Uno (ABC1D23)',
  placa: 'ABC1D23',
  motivo: 'Revisão dos 40 mil km',
  endereco: 'Rua das Flores, 100 — Centro, São Paulo/SP',
  servico: 'Troca de óleo',
  km: '45.000 km',
  parcela: '1/3',
  valor: 'R$ 416,67',
  vencimento: '10/12/2026',
  pix: '00020126580014br.gov.bcb.pix…',
}
