import { type PlanoId, planos } from './planos'

/** Where an admin changes the plan: the Assinatura tab of Configurações. */
export const CAMINHO_UPGRADE = 'Configurações > Assinatura'

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`

/** Messages of the plan limits (DESIGN §7), each naming the limit and the upgrade path. */
export const planoMessages = {
  limiteUsuarios: (plano: PlanoId) => {
    const limite = planos[plano].usuarios ?? 0
    return `O plano ${planos[plano].nome} permite até ${plural(limite, 'usuário', 'usuários')}. Para adicionar mais, faça upgrade do plano em ${CAMINHO_UPGRADE}.`
  },
  limiteOs: (plano: PlanoId) => {
    const limite = planos[plano].osPorMes ?? 0
    return `O plano ${planos[plano].nome} permite até ${limite} OS por mês e o limite deste mês foi atingido. Para criar mais, faça upgrade para o plano Pro em ${CAMINHO_UPGRADE}.`
  },
  semContasReceber: `Contas a Receber não faz parte do plano Básico. Faça upgrade para o plano Pro em ${CAMINHO_UPGRADE}.`,
  /** The trial's words: days left on the company's calendar, "termina hoje" on its last day. */
  periodoDeTeste: (dias: number | null) => {
    if (dias === null) return 'Período de teste'
    if (dias === 0) return 'Período de teste: termina hoje'
    return `Período de teste: ${plural(dias, 'dia restante', 'dias restantes')}`
  },
  somenteLeitura: `Sua empresa está em modo somente leitura: o período de teste terminou ou o pagamento está em atraso. Escolha um plano em ${CAMINHO_UPGRADE} para voltar a registrar.`,
} as const
