import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'
import { contatoEmpresa } from '../../../../../shared/site/conteudo'
import { DocumentoLegal, type SecaoLegal } from './documento-legal'

const secoes: SecaoLegal[] = [
  {
    id: 'aceitacao',
    titulo: 'Aceitação',
    conteudo: (
      <p>
        Ao criar uma conta ou usar o Bancada, você concorda com estes termos, com o{' '}
        <a href="/contrato">Contrato de assinatura</a> e com a{' '}
        <a href="/privacidade">Política de privacidade</a>. Se estiver usando o Bancada em nome de uma
        empresa, você declara ter poderes para aceitá-los em nome dela.
      </p>
    ),
  },
  {
    id: 'servico',
    titulo: 'O serviço',
    conteudo: (
      <p>
        O Bancada é um sistema online para oficinas gerenciarem ordens de serviço: orçamentos, execução,
        cobrança, contas a receber, cadastros e relatórios. Ele funciona no navegador, sem instalação, e é
        oferecido por assinatura, com {TRIAL_DAYS} dias de teste grátis.
      </p>
    ),
  },
  {
    id: 'conta',
    titulo: 'Conta e segurança de acesso',
    conteudo: (
      <ul>
        <li>Cada usuário tem login próprio; não compartilhe sua senha.</li>
        <li>
          O administrador da conta decide quem entra na equipe e com qual perfil (administrador, gerente,
          operador ou técnico), e responde pelo uso feito pelos usuários que convidou.
        </li>
        <li>
          Avise-nos imediatamente em <a href={`mailto:${contatoEmpresa.suporte}`}>{contatoEmpresa.suporte}</a>{' '}
          se suspeitar de acesso indevido à sua conta.
        </li>
      </ul>
    ),
  },
  {
    id: 'uso',
    titulo: 'Uso permitido',
    conteudo: (
      <>
        <p>Você se compromete a usar o Bancada de forma lícita. Não é permitido:</p>
        <ul>
          <li>cadastrar dados pessoais sem base legal ou contra a vontade do titular;</li>
          <li>enviar mensagens em massa não solicitadas pelos recursos de WhatsApp ou email;</li>
          <li>
            tentar acessar dados de outras empresas, burlar limites do plano ou testar a segurança sem
            autorização;
          </li>
          <li>copiar, revender ou fazer engenharia reversa do sistema.</li>
        </ul>
        <p>O descumprimento pode levar à suspensão da conta, com aviso prévio sempre que possível.</p>
      </>
    ),
  },
  {
    id: 'pagamento',
    titulo: 'Pagamento e suspensão',
    conteudo: (
      <p>
        Os planos, preços e formas de pagamento estão na página de <a href="/precos">preços</a> e no contrato
        de assinatura. Se o pagamento atrasar mais de <strong>7 dias</strong>, a conta é suspensa e fica
        disponível apenas para consulta e exportação, até a regularização. Nenhum dado é apagado por causa da
        suspensão.
      </p>
    ),
  },
  {
    id: 'disponibilidade',
    titulo: 'Disponibilidade',
    conteudo: (
      <p>
        Buscamos manter o Bancada no ar o tempo todo e garantimos{' '}
        <strong>disponibilidade mínima de 99% ao mês</strong>, fora as manutenções programadas avisadas com
        antecedência. As regras de crédito por indisponibilidade estão no{' '}
        <a href="/contrato">contrato de assinatura</a>.
      </p>
    ),
  },
  {
    id: 'conteudo',
    titulo: 'Seus dados e seu conteúdo',
    conteudo: (
      <>
        <p>
          Tudo o que a oficina cadastra — clientes, veículos, ordens de serviço, fotos e valores — pertence a
          ela. A oficina é a controladora dos dados pessoais dos seus clientes e deve ter base legal para
          tratá-los; o Bancada trata esses dados apenas como operador, para prestar o serviço.
        </p>
        <p>
          Você pode exportar seus dados a qualquer momento. Os prazos de guarda estão na{' '}
          <a href="/privacidade">Política de privacidade</a>.
        </p>
      </>
    ),
  },
  {
    id: 'propriedade',
    titulo: 'Propriedade intelectual',
    conteudo: (
      <p>
        O sistema, a marca Bancada, os textos e o design são do Bancada. A assinatura dá o direito de uso do
        sistema enquanto ela estiver ativa, sem transferir nenhum outro direito.
      </p>
    ),
  },
  {
    id: 'cancelamento',
    titulo: 'Cancelamento e encerramento',
    conteudo: (
      <p>
        Você pode cancelar quando quiser, sem multa. Nos primeiros 30 dias da primeira assinatura paga,
        devolvemos 100% do valor pago. Depois do cancelamento, os dados ficam disponíveis para exportação por
        30 dias e então a conta é encerrada, respeitados os prazos legais de guarda.
      </p>
    ),
  },
  {
    id: 'responsabilidade',
    titulo: 'Limitação de responsabilidade',
    conteudo: (
      <p>
        O Bancada é uma ferramenta de gestão: as decisões comerciais, os preços cobrados dos clientes e os
        documentos fiscais emitidos são de responsabilidade da oficina. Não respondemos por danos indiretos ou
        lucros cessantes, nos limites previstos no contrato de assinatura e na lei.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    titulo: 'Alterações destes termos',
    conteudo: (
      <p>
        Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. Mudanças relevantes são
        avisadas por email e dentro do sistema com <strong>30 dias de antecedência</strong>. Se você não
        concordar, pode cancelar antes de elas entrarem em vigor.
      </p>
    ),
  },
  {
    id: 'lei',
    titulo: 'Lei aplicável e contato',
    conteudo: (
      <p>
        Estes termos seguem a lei brasileira, incluindo o Marco Civil da Internet e a LGPD. Dúvidas:{' '}
        <a href={`mailto:${contatoEmpresa.email}`}>{contatoEmpresa.email}</a> ou a página de{' '}
        <a href="/contato">contato</a>.
      </p>
    ),
  },
]

/** `/termos`: terms of use (SPEC §9: suspension after 7 days, 99% monthly uptime, 30 days notice). */
export function PaginaTermos() {
  return (
    <DocumentoLegal
      titulo="Termos de uso"
      introducao={
        <p>
          Estes termos explicam as regras de uso do Bancada, o sistema de ordens de serviço para oficinas.
          Leia com atenção: eles valem para todas as pessoas que usam o sistema, em qualquer plano.
        </p>
      }
      secoes={secoes}
    />
  )
}
