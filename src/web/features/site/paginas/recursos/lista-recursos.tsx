import type { ReactNode } from 'react'
import { TelaCobranca } from '../../components/ilustracoes/tela-cobranca'
import { TelaExecucao } from '../../components/ilustracoes/tela-execucao'
import { TelaOrcamento, TelaWhatsapp } from '../../components/ilustracoes/tela-orcamento'
import { TelaPermissoes, TelaRelatorios } from '../../components/ilustracoes/tela-relatorios'

export type Recurso = {
  id: string
  sobretitulo: string
  titulo: string
  texto: string
  pontos: string[]
  ilustracao: ReactNode
}

/** The product's main features on /recursos, each with a drawing of its screen. */
export const recursos: Recurso[] = [
  {
    id: 'orcamento',
    sobretitulo: 'Orçamento',
    titulo: 'Orçamentos completos em poucos minutos',
    texto:
      'Escolha o cliente e o veículo, adicione peças do estoque e serviços do catálogo, e o Bancada soma tudo com desconto, prazo e validade. Cada envio guarda uma versão numerada, que vale como o orçamento prévio exigido pelo Código de Defesa do Consumidor.',
    pontos: [
      'Peças e mão de obra separadas, com desconto por item ou no total',
      'Validade, prazo de entrega, garantia e condições de pagamento',
      'Impressão em A4 e PDF com o logotipo da oficina',
    ],
    ilustracao: <TelaOrcamento />,
  },
  {
    id: 'whatsapp',
    sobretitulo: 'WhatsApp integrado',
    titulo: 'O cliente aprova pelo celular',
    texto:
      'Um toque abre o WhatsApp com a mensagem pronta e o link do orçamento. O cliente vê os itens, aprova ou recusa, e a OS já muda de status — com registro de quem aprovou, quando e qual versão.',
    pontos: [
      'Mensagens prontas para orçamento, aviso de pronto e cobrança',
      'Página do orçamento para o cliente, sem precisar de cadastro',
      'Histórico de aprovação guardado na OS',
    ],
    ilustracao: <TelaWhatsapp />,
  },
  {
    id: 'execucao',
    sobretitulo: 'Execução',
    titulo: 'Cada OS com status, técnico e fotos',
    texto:
      'Acompanhe o que está aprovado, em execução, aguardando peça, concluído ou entregue. Os técnicos atualizam pelo celular na própria bancada e fotografam o antes e o depois.',
    pontos: [
      'Status com cores iguais em todas as telas',
      'Fotos tiradas pela câmera do celular',
      'Baixa automática das peças no estoque ao concluir',
    ],
    ilustracao: <TelaExecucao />,
  },
  {
    id: 'cobranca',
    sobretitulo: 'Cobrança',
    titulo: 'PIX, boleto, parcelas e contas a receber',
    texto:
      'Fature a OS à vista ou parcelado. Cada parcela vira um título em Contas a Receber com seu PIX copia e cola e QR code, e você vê na hora o que está em aberto, pago ou vencido.',
    pontos: [
      'Parcelas mensais com vencimento no mesmo dia de cada mês',
      'PIX, dinheiro, cartão, boleto e transferência',
      'Títulos vencidos em destaque no painel',
    ],
    ilustracao: <TelaCobranca />,
  },
  {
    id: 'relatorios',
    sobretitulo: 'Relatórios em tempo real',
    titulo: 'Os números da oficina sempre atualizados',
    texto:
      'O painel mostra as OS abertas, em execução e aguardando peça, o recebido nos últimos 30 dias, o total a receber e os títulos vencidos. Os relatórios de serviço e financeiro exportam para planilha.',
    pontos: [
      'Indicadores calculados a cada acesso, sem fechamento manual',
      'Relatórios por período, técnico e serviço',
      'Exportação para Excel e CSV',
    ],
    ilustracao: <TelaRelatorios />,
  },
  {
    id: 'equipe',
    sobretitulo: 'Multiusuário',
    titulo: 'Equipe com permissões por pessoa',
    texto:
      'Convide a equipe pelo email e escolha o perfil de cada um: administrador, gerente, operador ou técnico. Cada pessoa vê e faz apenas o que o perfil permite, e tudo fica registrado.',
    pontos: [
      'Quatro perfis prontos, ajustáveis por módulo',
      'Técnicos sem acesso ao financeiro',
      'Registro de quem fez cada alteração',
    ],
    ilustracao: <TelaPermissoes />,
  },
]
