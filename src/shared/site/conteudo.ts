import { ANNUAL_DISCOUNT, annualMonthlyPrice, planos, TRIAL_DAYS } from '../assinatura/planos'
import { formatNumero } from '../formatos/exibir'
import { formatCurrency } from '../formatos/moeda'

/**
 * Marketing content the owner may change without touching code (DESIGN §8b): statistics and
 * testimonials are static marketing text (SPEC §1).
 */
export const estatisticas = [
  { valor: '500+', rotulo: 'empresas ativas' },
  { valor: '50k+', rotulo: 'ordens de serviço' },
  // The SPEC's '4.9', written as a Brazilian reads a rating.
  { valor: formatNumero(4.9, 1, 1), rotulo: 'avaliação média' },
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

/** Who answers for the personal data Bancada handles (LGPD art. 41), named on /privacidade. */
export const encarregadoDados = {
  nome: 'Encarregado de Proteção de Dados do Bancada',
  email: 'privacidade@bancada.app',
} as const

/** Date shown at the top of /termos, /privacidade and /contrato; change it with every new version. */
export const documentosLegaisAtualizadosEm = '22 de novembro de 2026'

/**
 * What each plan includes besides its limits (the limits — OS per month, users, Contas a Receber — come
 * from the plan table in src/shared/assinatura/planos.ts). SPEC §9.
 */
export const recursosDosPlanos = {
  basico: ['Suporte por email', 'Relatórios básicos', 'Backup diário', 'Orçamentos pelo WhatsApp'],
  pro: [
    'Suporte prioritário por email',
    'Relatórios avançados',
    'Múltiplos usuários com permissões',
    'Backup automático',
    'Orçamentos pelo WhatsApp',
  ],
  enterprise: [
    'Tudo do plano Pro',
    'Várias unidades ou filiais',
    'Implantação acompanhada pela nossa equipe',
    'Contrato e faturamento sob medida',
    'Atendimento dedicado',
  ],
} as const

/** The FAQ of /precos. */
export const perguntasFrequentes = [
  {
    pergunta: 'Preciso de cartão de crédito para testar?',
    resposta: `Não. O teste grátis dura ${TRIAL_DAYS} dias e pede só seu nome, o nome da oficina, email e senha. Durante o teste você usa tudo do plano Pro. Ao final, escolha um plano para continuar; se não escolher, nada é cobrado.`,
  },
  {
    pergunta: 'Posso cancelar quando quiser?',
    resposta:
      'Sim. Não há fidelidade nem multa: cancele a qualquer momento pelo sistema ou pelo email de suporte. O acesso continua até o fim do período já pago e você pode exportar seus dados antes de sair.',
  },
  {
    pergunta: 'Como funciona a garantia de 30 dias?',
    resposta:
      'Se nos primeiros 30 dias da primeira assinatura paga o Bancada não servir para a sua oficina, peça o reembolso pelo email de suporte. Devolvemos 100% do valor pago, sem perguntas, em até 10 dias úteis.',
  },
  {
    pergunta: 'Posso trocar de plano depois?',
    resposta:
      'Pode, a qualquer momento. Ao passar do Básico para o Pro, a diferença é cobrada proporcionalmente aos dias restantes; ao voltar para o Básico, a mudança vale a partir do próximo ciclo. Mensal e anual também podem ser trocados na renovação.',
  },
  {
    pergunta: 'Meus dados ficam seguros?',
    resposta:
      'Sim. A conexão é sempre criptografada (HTTPS), as senhas são guardadas com hash, e fazemos backup diário, guardado por 30 dias. Cada oficina só enxerga os próprios dados, e o tratamento segue a LGPD.',
  },
  {
    pergunta: 'O que acontece se eu passar do limite de OS ou de usuários?',
    resposta: `No plano Básico cabem ${planos.basico.osPorMes} ordens de serviço por mês e ${planos.basico.usuarios} usuário. Ao chegar no limite, o sistema avisa e nada do que já foi feito se perde: você pode esperar o próximo mês ou passar para o Pro, que tem OS ilimitadas e ${planos.pro.usuarios} usuários.`,
  },
  {
    pergunta: 'O plano anual tem desconto?',
    resposta: `Sim, ${Math.round(ANNUAL_DISCOUNT * 100)}%. O Básico sai por ${formatCurrency(annualMonthlyPrice(planos.basico.precoMensal))} por mês e o Pro por ${formatCurrency(annualMonthlyPrice(planos.pro.precoMensal))} por mês, cobrados de uma vez por ano. A garantia de 30 dias também vale para o plano anual.`,
  },
  {
    pergunta: 'Tem taxa de adesão ou de instalação?',
    resposta:
      'Não. O Bancada funciona no navegador do computador e do celular, sem instalar nada. Você cadastra a oficina, os serviços e os clientes e já emite a primeira OS em cerca de 5 minutos.',
  },
] as const
