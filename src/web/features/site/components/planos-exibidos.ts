import { annualMonthlyPrice, type PlanoId, planoIds, planos } from '../../../../shared/assinatura/planos'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { recursosDosPlanos } from '../../../../shared/site/conteudo'
import type { PlanoExibido } from './cartao-plano'

const resumos: Record<PlanoId, string> = {
  basico: 'Para a oficina que está começando a organizar orçamentos e ordens de serviço.',
  pro: 'Para a oficina com equipe, que parcela, cobra e acompanha o financeiro.',
  enterprise: 'Para redes e oficinas com várias unidades ou necessidades específicas.',
}

// Básico and Pro start with the free trial; Enterprise is priced by the team (SPEC "Pricing page").
const acoes: Record<PlanoId, PlanoExibido['acao']> = {
  basico: { href: '/auth', rotulo: 'Começar teste grátis' },
  pro: { href: '/auth', rotulo: 'Começar teste grátis' },
  enterprise: { href: '/contato', rotulo: 'Falar com a equipe' },
}

/** What a plan includes: its limits from the one plan table, then the features of SPEC §9. */
function recursosDoPlano(id: PlanoId): string[] {
  const plano = planos[id]
  if (plano.usuarios === null) return ['OS e usuários sob medida', ...recursosDosPlanos[id]]
  return [
    plano.osPorMes === null ? 'OS ilimitadas' : `Até ${plano.osPorMes} OS por mês`,
    `${plano.usuarios} ${plano.usuarios === 1 ? 'usuário' : 'usuários'}`,
    ...recursosDosPlanos[id],
    ...(plano.contasReceber ? ['Contas a Receber'] : []),
  ]
}

/**
 * The plans ready to show, computed on the server from src/shared/assinatura: the pricing island gets them
 * as props, so the browser never downloads the plan table (nor the zod schemas beside it).
 */
export function planosExibidos(ids: readonly PlanoId[] = planoIds): PlanoExibido[] {
  return ids.map((id) => {
    const mensal = planos[id].precoMensal
    const anual = mensal === null ? null : annualMonthlyPrice(mensal)
    return {
      id,
      nome: planos[id].nome,
      resumo: resumos[id],
      recursos: recursosDoPlano(id),
      popular: id === 'pro',
      acao: acoes[id],
      precos:
        mensal === null || anual === null
          ? null
          : {
              mensal: { valor: formatCurrency(mensal), detalhe: 'Cobrado todo mês. Cancele quando quiser.' },
              anual: {
                valor: formatCurrency(anual),
                detalhe: `${formatCurrency(anual * 12)} por ano, cobrados de uma vez`,
              },
            },
    }
  })
}
