/**
 * Marketing content the owner may change without touching code (DESIGN §8b): statistics and
 * testimonials are static marketing text (SPEC §1).
 */
export const estatisticas = [
  { valor: '500+', rotulo: 'empresas ativas' },
  { valor: '50k+', rotulo: 'ordens de serviço' },
  { valor: '4.9', rotulo: 'avaliação média' },
] as const

export const depoimentos = [
  {
    nome: 'Roberto Almeida',
    empresa: 'Almeida Funilaria e Pintura — Campinas/SP',
    texto:
      'Antes eu fazia orçamento no caderno e cobrava pelo WhatsApp de cabeça. Hoje o cliente aprova pelo celular e eu sei exatamente quem está me devendo.',
    iniciais: 'RA',
  },
  {
    nome: 'Juliana Costa',
    empresa: 'JC Auto Center — Belo Horizonte/MG',
    texto:
      'Coloquei os três mecânicos no sistema em uma tarde. Cada um vê só o que precisa, e o parcelamento no PIX acabou com a planilha.',
    iniciais: 'JC',
  },
  {
    nome: 'Marcos Tanaka',
    empresa: 'Tanaka Eletrônicos — Curitiba/PR',
    texto:
      'As fotos de antes e depois no orçamento diminuíram muito as discussões no balcão. O cliente vê o que foi feito.',
    iniciais: 'MT',
  },
] as const

export const contatoEmpresa = {
  email: 'contato@bancada.app',
  suporte: 'suporte@bancada.app',
  cidade: 'São Paulo — SP',
} as const
