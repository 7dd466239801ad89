import type { SecaoLegal } from './documento-legal'

/** First half of /privacidade: roles, data, purposes, sharing (LGPD; DOMAIN-BR "Fiscal and legal context"). */
export const secoesTratamento: SecaoLegal[] = [
  {
    id: 'papeis',
    titulo: 'Quem é responsável pelos dados',
    conteudo: (
      <>
        <p>
          A LGPD distingue quem decide sobre os dados (controlador) de quem os trata em nome de outro
          (operador):
        </p>
        <ul>
          <li>
            <strong>A oficina é a controladora</strong> dos dados dos seus clientes que ela cadastra no
            Bancada — nomes, documentos, telefones, endereços, veículos, fotos e ordens de serviço. É ela quem
            decide para que esses dados são usados.
          </li>
          <li>
            <strong>O Bancada é o operador</strong> desses dados: trata-os apenas para prestar o serviço,
            segundo as instruções da oficina, e nunca os usa para finalidade própria.
          </li>
          <li>
            <strong>O Bancada é o controlador dos dados da conta</strong>: dos usuários do sistema, do
            faturamento da assinatura, das mensagens enviadas pelo formulário de contato e dos registros de
            acesso a este site e ao sistema.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'dados',
    titulo: 'Quais dados tratamos',
    conteudo: (
      <ul>
        <li>
          <strong>Conta e usuários:</strong> nome, email, telefone, perfil de acesso, nome e documento da
          empresa.
        </li>
        <li>
          <strong>Assinatura:</strong> plano, histórico de pagamentos e dados para emissão da nota fiscal.
          Dados de cartão são tratados pela instituição de pagamento, não pelo Bancada.
        </li>
        <li>
          <strong>Dados cadastrados pela oficina:</strong> clientes (nome, CPF ou CNPJ, contatos, endereço),
          veículos (placa, chassi, marca, modelo), técnicos, ordens de serviço, fotos e cobranças.
        </li>
        <li>
          <strong>Registros de acesso:</strong> endereço IP, data e hora, navegador e as ações importantes
          feitas no sistema, para segurança e auditoria.
        </li>
        <li>
          <strong>Formulário de contato:</strong> nome, email, telefone, empresa e a mensagem enviada.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalidades',
    titulo: 'Para que usamos e com qual base legal',
    conteudo: (
      <ul>
        <li>
          Prestar o serviço contratado, manter a conta e cobrar a assinatura — <em>execução de contrato</em>.
        </li>
        <li>
          Emitir notas fiscais e guardar registros exigidos por lei — <em>cumprimento de obrigação legal</em>.
        </li>
        <li>
          Proteger o sistema contra fraudes e acessos indevidos e guardar os registros de acesso exigidos pelo
          Marco Civil da Internet — <em>obrigação legal e legítimo interesse</em>.
        </li>
        <li>
          Responder a quem nos escreve pelo formulário de contato —{' '}
          <em>procedimentos preliminares de contrato</em>.
        </li>
        <li>
          Enviar novidades do produto, apenas a quem aceitar — <em>consentimento</em>, que pode ser retirado a
          qualquer momento.
        </li>
      </ul>
    ),
  },
  {
    id: 'compartilhamento',
    titulo: 'Com quem compartilhamos',
    conteudo: (
      <>
        <p>Não vendemos dados pessoais. Compartilhamos somente o necessário com:</p>
        <ul>
          <li>provedores de hospedagem, banco de dados e envio de email que operam o serviço para nós;</li>
          <li>instituições de pagamento, para cobrar a assinatura;</li>
          <li>autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
        </ul>
        <p>
          Esses fornecedores são contratados com cláusulas de confidencialidade e proteção de dados. Se algum
          deles armazenar dados fora do Brasil, a transferência segue as garantias do art. 33 da LGPD.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    titulo: 'Como protegemos os dados',
    conteudo: (
      <ul>
        <li>Conexão sempre criptografada (HTTPS) e senhas guardadas apenas como hash.</li>
        <li>Isolamento entre empresas no banco de dados: cada oficina só acessa os próprios registros.</li>
        <li>Perfis de acesso por usuário e registro das ações importantes.</li>
        <li>Backup diário, com cópias criptografadas.</li>
      </ul>
    ),
  },
]
