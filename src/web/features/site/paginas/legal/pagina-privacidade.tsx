import { contatoEmpresa, encarregadoDados } from '../../../../../shared/site/conteudo'
import { DocumentoLegal, type SecaoLegal } from './documento-legal'
import { secoesTratamento } from './privacidade-tratamento'

const emailEncarregado = <a href={`mailto:${encarregadoDados.email}`}>{encarregadoDados.email}</a>

const secoesDireitos: SecaoLegal[] = [
  {
    id: 'retencao',
    titulo: 'Por quanto tempo guardamos',
    conteudo: (
      <ul>
        <li>
          <strong>Registros de segurança e de acesso:</strong> 90 dias, salvo quando um incidente ou uma ordem
          judicial exigir guardar por mais tempo.
        </li>
        <li>
          <strong>Cópias de backup:</strong> 30 dias. Um dado excluído do sistema desaparece dos backups em
          até 30 dias após a exclusão.
        </li>
        <li>
          <strong>Ordens de serviço:</strong> no mínimo 5 anos, porque servem de prova fiscal e de consumo
          (orçamento e aprovação). Quando um cliente da oficina pede a exclusão, os dados pessoais que não são
          necessários a essa prova são anonimizados.
        </li>
        <li>
          <strong>Conta e assinatura:</strong> enquanto a conta existir e, depois, pelo prazo das obrigações
          fiscais.
        </li>
        <li>
          <strong>Mensagens do formulário de contato:</strong> até 12 meses após a última resposta.
        </li>
      </ul>
    ),
  },
  {
    id: 'direitos',
    titulo: 'Seus direitos',
    conteudo: (
      <>
        <p>Como titular de dados pessoais, você pode pedir a qualquer momento:</p>
        <ul>
          <li>
            confirmação de que tratamos seus dados e <strong>acesso</strong> a eles;
          </li>
          <li>
            <strong>correção</strong> de dados incompletos, inexatos ou desatualizados;
          </li>
          <li>
            <strong>anonimização, bloqueio ou eliminação</strong> de dados desnecessários, excessivos ou
            tratados em desconformidade com a lei;
          </li>
          <li>
            <strong>portabilidade</strong> dos dados a outro fornecedor, em formato estruturado;
          </li>
          <li>
            <strong>informação</strong> sobre com quem compartilhamos seus dados e sobre a possibilidade de
            não dar consentimento e suas consequências;
          </li>
          <li>revogação do consentimento e eliminação dos dados tratados com base nele.</li>
        </ul>
        <p>
          Peça pelo email {emailEncarregado}. Respondemos em até 15 dias. Se você é cliente de uma oficina que
          usa o Bancada, a oficina é quem decide sobre os seus dados: encaminhamos o pedido a ela em até 2
          dias úteis e a ajudamos a atendê-lo.
        </p>
      </>
    ),
  },
  {
    id: 'incidentes',
    titulo: 'Incidentes de segurança',
    conteudo: (
      <p>
        Se ocorrer um incidente de segurança que possa causar risco ou dano relevante aos titulares,
        comunicamos as oficinas afetadas, os titulares e a Autoridade Nacional de Proteção de Dados (ANPD) em
        até <strong>3 dias úteis</strong> após tomarmos conhecimento, com a descrição do ocorrido, os dados
        envolvidos e as medidas adotadas.
      </p>
    ),
  },
  {
    id: 'cookies',
    titulo: 'Cookies',
    conteudo: (
      <p>
        Usamos apenas o cookie de sessão necessário para manter você conectado ao sistema. Este site não usa
        cookies de publicidade nem ferramentas de rastreamento de terceiros.
      </p>
    ),
  },
  {
    id: 'encarregado',
    titulo: 'Encarregado de proteção de dados',
    conteudo: (
      <p>
        O {encarregadoDados.nome} atende titulares e a ANPD pelo email {emailEncarregado}. Você também pode
        reclamar diretamente à ANPD.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    titulo: 'Alterações desta política',
    conteudo: (
      <p>
        Mudanças relevantes nesta política são avisadas por email e dentro do sistema com{' '}
        <strong>30 dias de antecedência</strong>. Dúvidas gerais:{' '}
        <a href={`mailto:${contatoEmpresa.email}`}>{contatoEmpresa.email}</a>.
      </p>
    ),
  },
]

/** `/privacidade`: privacy policy (LGPD roles and rights; SPEC §9 retention). */
export function PaginaPrivacidade() {
  return (
    <DocumentoLegal
      titulo="Política de privacidade"
      introducao={
        <p>
          Esta política explica como o Bancada trata dados pessoais, de acordo com a Lei Geral de Proteção de
          Dados (LGPD, Lei nº 13.709/2018): quem é responsável por cada dado, o que coletamos, por quanto
          tempo guardamos e como você exerce seus direitos.
        </p>
      }
      secoes={[...secoesTratamento, ...secoesDireitos]}
    />
  )
}
