/**
 * The public pages (SPEC §2 route table): served as pre-rendered HTML, listed in sitemap.xml. The
 * prerender writes `dist/web/site/<arquivo>`; the server answers each path with its file.
 */
export const paginasPublicas = [
  {
    path: '/',
    arquivo: 'index.html',
    titulo: 'Bancada — ordens de serviço para oficinas',
    descricao:
      'Orçamento, execução e cobrança das ordens de serviço da sua oficina em um só lugar: WhatsApp, PIX, parcelas e contas a receber. 7 dias grátis.',
  },
  {
    path: '/precos',
    arquivo: 'precos.html',
    titulo: 'Preços e planos — Bancada',
    descricao:
      'Planos Básico, Pro e Enterprise. 7 dias grátis sem cartão, 30 dias de garantia, sem taxa de adesão.',
  },
  {
    path: '/recursos',
    arquivo: 'recursos.html',
    titulo: 'Recursos — Bancada',
    descricao:
      'Orçamentos, ordens de serviço, fotos, WhatsApp, PIX, contas a receber, relatórios e permissões por usuário.',
  },
  {
    path: '/sobre',
    arquivo: 'sobre.html',
    titulo: 'Sobre o Bancada',
    descricao:
      'Quem faz o Bancada e por que construímos um sistema de ordens de serviço para oficinas brasileiras.',
  },
  {
    path: '/contato',
    arquivo: 'contato.html',
    titulo: 'Contato — Bancada',
    descricao: 'Fale com a equipe do Bancada: dúvidas, planos Enterprise, suporte por email.',
  },
  {
    path: '/contrato',
    arquivo: 'contrato.html',
    titulo: 'Contrato de assinatura — Bancada',
    descricao:
      'O contrato de assinatura do Bancada: planos, pagamento, suspensão, disponibilidade e cancelamento.',
  },
  {
    path: '/termos',
    arquivo: 'termos.html',
    titulo: 'Termos de uso — Bancada',
    descricao:
      'Termos de uso do Bancada: conta, pagamento, suspensão após 7 dias de atraso, disponibilidade de 99% ao mês.',
  },
  {
    path: '/privacidade',
    arquivo: 'privacidade.html',
    titulo: 'Política de privacidade — Bancada',
    descricao:
      'Como o Bancada trata dados pessoais segundo a LGPD: papéis, direitos dos titulares, retenção e segurança.',
  },
] as const

export type PaginaPublica = (typeof paginasPublicas)[number]
