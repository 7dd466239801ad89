// No zod here: the app shell's read-only banner shows one of these on every first load.
export const portabilidadeMessages = {
  confirmacaoDiferente: 'Digite o nome da empresa exatamente como aparece para confirmar o cancelamento.',
  jaCancelada: 'A assinatura desta empresa já está cancelada.',
  somenteLeituraCancelada:
    'A assinatura da empresa foi cancelada: os dados podem ser consultados e baixados em Configurações > Privacidade, mas não alterados.',
  erroExportacao: 'Não foi possível gerar o arquivo com os dados da empresa. Tente novamente.',
} as const
