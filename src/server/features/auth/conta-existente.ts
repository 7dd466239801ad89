import type { Config } from '../../config'
import type { EmailMessage } from '../email/mailer'

export type MotivoContaExistente = { convite?: { empresa: string } }

/**
 * The email a used address gets when a sign-up or an invitation names it (SMTP only, issue 22 item 8): the
 * form's answer stays the same as for a new email, and the owner learns what happened here instead.
 */
export function mensagemContaExistente(
  config: Pick<Config, 'baseUrl'>,
  email: string,
  motivo: MotivoContaExistente = {},
): EmailMessage {
  const tentativa = motivo.convite
    ? `convidar você para a equipe de ${motivo.convite.empresa} no Bancada`
    : 'criar uma conta no Bancada com este email'
  return {
    para: email,
    assunto: 'Você já tem uma conta no Bancada',
    texto: [
      'Olá!',
      '',
      `Alguém (talvez você) tentou ${tentativa}, mas você já tem uma conta.`,
      ...(motivo.convite ? ['Cada email pertence a uma só empresa no Bancada.'] : []),
      '',
      `Entre com sua senha em ${config.baseUrl}/auth. Se não lembra a senha, use 'Esqueci minha senha' na mesma tela.`,
      '',
      'Se não foi você, ignore este email: nada mudou na sua conta.',
    ].join('\n'),
  }
}
