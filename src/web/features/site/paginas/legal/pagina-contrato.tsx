import {
  ANNUAL_DISCOUNT,
  annualMonthlyPrice,
  planos,
  TRIAL_DAYS,
} from '../../../../../shared/assinatura/planos'
import { formatCurrency } from '../../../../../shared/formatos/moeda'
import { contatoEmpresa } from '../../../../../shared/site/conteudo'
import { DocumentoLegal, type SecaoLegal } from './documento-legal'

const desconto = `${Math.round(ANNUAL_DISCOUNT * 100)}%`
const { basico, pro } = planos

const secoes: SecaoLegal[] = [
  {
    id: 'objeto',
    titulo: 'Partes e objeto',
    conteudo: (
      <>
        <p>
          Este contrato é celebrado entre o <strong>Bancada</strong>, fornecedor do sistema, e a pessoa física
          ou jurídica que cria uma conta para a sua oficina (o <strong>Assinante</strong>). O objeto é a
          licença de uso, pela internet, do sistema de ordens de serviço Bancada — orçamento, execução,
          cobrança, cadastros, relatórios e recursos relacionados — durante o período contratado.
        </p>
        <p>
          Fazem parte deste contrato os <a href="/termos">Termos de uso</a> e a{' '}
          <a href="/privacidade">Política de privacidade</a>. Em caso de conflito, prevalece este contrato.
        </p>
      </>
    ),
  },
  {
    id: 'planos',
    titulo: 'Planos, limites e preços',
    conteudo: (
      <>
        <p>O Assinante escolhe um dos planos abaixo. Os preços são por mês, em reais:</p>
        <ul>
          <li>
            <strong>Básico</strong> — {formatCurrency(basico.precoMensal)} por mês, até {basico.osPorMes}{' '}
            ordens de serviço por mês e {basico.usuarios} usuário, suporte por email, relatórios básicos e
            backup diário.
          </li>
          <li>
            <strong>Pro</strong> — {formatCurrency(pro.precoMensal)} por mês, ordens de serviço ilimitadas,{' '}
            {pro.usuarios} usuários, suporte prioritário por email, relatórios avançados, backup automático e
            Contas a Receber.
          </li>
          <li>
            <strong>Enterprise</strong> — preço, limites e condições definidos em proposta comercial própria.
          </li>
        </ul>
        <p>
          No pagamento anual há desconto de {desconto}: o Básico sai por{' '}
          {formatCurrency(annualMonthlyPrice(basico.precoMensal))} e o Pro por{' '}
          {formatCurrency(annualMonthlyPrice(pro.precoMensal))} por mês, cobrados de uma vez a cada 12 meses.
          Não há taxa de adesão, de instalação ou de implantação nos planos Básico e Pro.
        </p>
        <p>
          Ao atingir um limite do plano, o sistema avisa e impede apenas a nova operação que ultrapassaria o
          limite; nada do que já foi registrado é apagado.
        </p>
      </>
    ),
  },
  {
    id: 'teste',
    titulo: 'Período de teste grátis',
    conteudo: (
      <p>
        Toda conta nova tem {TRIAL_DAYS} dias de teste grátis com os limites do plano Pro, sem cadastro de
        cartão. Ao final do teste, para continuar registrando informações, o Assinante contrata um plano. Sem
        contratação, a conta fica disponível apenas para consulta e exportação dos dados.
      </p>
    ),
  },
  {
    id: 'pagamento',
    titulo: 'Pagamento, renovação e reajuste',
    conteudo: (
      <>
        <p>
          A assinatura é paga de forma antecipada, por mês ou por ano, e renova-se automaticamente por
          períodos iguais até ser cancelada. A nota fiscal do serviço é enviada ao email do administrador da
          conta.
        </p>
        <p>
          Os preços podem ser reajustados uma vez a cada 12 meses. Qualquer reajuste ou mudança de condição é
          comunicado com pelo menos <strong>30 dias de antecedência</strong>, por email e dentro do sistema, e
          só vale a partir da renovação seguinte ao aviso.
        </p>
      </>
    ),
  },
  {
    id: 'suspensao',
    titulo: 'Atraso e suspensão',
    conteudo: (
      <>
        <p>
          Se um pagamento não for confirmado até o vencimento, o Assinante é avisado por email. Após{' '}
          <strong>7 dias de atraso</strong>, a conta é suspensa: o acesso continua, mas apenas para consulta e
          exportação, sem criar ou alterar registros.
        </p>
        <p>
          O acesso completo volta assim que o pagamento é confirmado, com todos os dados preservados. Não há
          multa por atraso nos planos Básico e Pro.
        </p>
      </>
    ),
  },
  {
    id: 'disponibilidade',
    titulo: 'Disponibilidade e suporte',
    conteudo: (
      <>
        <p>
          O Bancada se compromete com <strong>disponibilidade de 99% em cada mês</strong>, medida pelo acesso
          ao sistema a partir da internet. Não contam como indisponibilidade as manutenções programadas
          avisadas com 48 horas de antecedência e realizadas preferencialmente à noite, nem falhas causadas
          pela conexão do Assinante ou por terceiros fora do nosso controle.
        </p>
        <p>
          Se a disponibilidade de um mês ficar abaixo de 99%, o Assinante que pedir recebe crédito de 10% da
          mensalidade daquele mês para cada ponto percentual abaixo da meta, limitado a 50%.
        </p>
        <p>
          O suporte é prestado por email em{' '}
          <a href={`mailto:${contatoEmpresa.suporte}`}>{contatoEmpresa.suporte}</a>, em dias úteis, com
          primeira resposta em até 1 dia útil (prioritária no plano Pro).
        </p>
      </>
    ),
  },
  {
    id: 'garantia',
    titulo: 'Garantia de 30 dias e cancelamento',
    conteudo: (
      <>
        <p>
          Nos primeiros <strong>30 dias</strong> da primeira assinatura paga, o Assinante pode desistir e
          receber de volta 100% do valor pago, mensal ou anual, sem precisar justificar. O reembolso é feito
          em até 10 dias úteis pelo mesmo meio de pagamento.
        </p>
        <p>
          Depois disso, o Assinante pode cancelar a qualquer momento, sem multa nem fidelidade. O acesso
          continua até o fim do período já pago; no plano anual não há devolução proporcional após os 30 dias
          de garantia.
        </p>
      </>
    ),
  },
  {
    id: 'dados',
    titulo: 'Dados do Assinante',
    conteudo: (
      <>
        <p>
          Os dados cadastrados pela oficina pertencem a ela. O Bancada os trata apenas para prestar o serviço,
          como operador nos termos da LGPD, conforme a <a href="/privacidade">Política de privacidade</a>.
        </p>
        <p>
          Após o cancelamento, o Assinante pode exportar seus dados por 30 dias. Depois disso a conta é
          encerrada; os dados das ordens de serviço são guardados por no mínimo 5 anos, apenas para cumprir
          obrigações legais e fiscais, e as cópias de backup são apagadas em até 30 dias.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidades',
    titulo: 'Responsabilidades',
    conteudo: (
      <>
        <p>
          O Bancada responde pelo funcionamento do sistema, pela segurança das informações sob sua guarda e
          pelo cumprimento deste contrato. O Assinante responde pelo uso da conta por seus usuários, pela
          veracidade das informações cadastradas, pelos documentos fiscais que emitir e pela relação com os
          próprios clientes.
        </p>
        <p>
          Nenhuma das partes responde por lucros cessantes ou danos indiretos. A responsabilidade total do
          Bancada por este contrato fica limitada ao valor pago pelo Assinante nos 12 meses anteriores ao
          evento, exceto em caso de dolo ou quando a lei não permitir a limitação.
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    titulo: 'Alterações e foro',
    conteudo: (
      <>
        <p>
          Mudanças neste contrato são avisadas com <strong>30 dias de antecedência</strong>. Se o Assinante
          não concordar, pode cancelar antes de a mudança entrar em vigor, com devolução proporcional do
          período pago e não usado.
        </p>
        <p>
          Este contrato segue a lei brasileira. Fica eleito o foro da comarca de {contatoEmpresa.cidade},
          salvo quando a lei garantir ao Assinante o foro do próprio domicílio.
        </p>
      </>
    ),
  },
]

/** `/contrato`: the subscription contract (SPEC §9 terms). */
export function PaginaContrato() {
  return (
    <DocumentoLegal
      titulo="Contrato de assinatura"
      introducao={
        <p>
          Este é o contrato que vale para todas as assinaturas do Bancada. Ele é aceito quando você cria a
          conta da sua oficina e confirmado a cada pagamento. Escrevemos em linguagem simples: se algo não
          ficar claro, escreva para <a href={`mailto:${contatoEmpresa.email}`}>{contatoEmpresa.email}</a>.
        </p>
      }
      secoes={secoes}
    />
  )
}
