/** Messages of the 'Cobrança PIX' settings, the charges and the PIX reconciliation, defined once. */
export const cobrancaPixMessages = {
  apenasAdmin: 'Apenas administradores podem configurar a cobrança PIX',
  urlInvalida: 'Informe uma URL https:// válida',
  clientIdObrigatorio: 'Informe o client id fornecido pelo banco',
  clientSecretObrigatorio: 'Informe o client secret fornecido pelo banco',
  certificadoObrigatorio: 'Envie o certificado do cliente fornecido pelo banco (PFX ou PEM)',
  certificadoGrande: 'O certificado deve ter no máximo 64 KB',
  certificadoInvalido: 'Certificado do cliente inválido ou senha incorreta.',
  pemInvalido: 'Cole o certificado e a chave privada em formato PEM (-----BEGIN …-----)',
  chaveObrigatoria: 'Informe a chave PIX cadastrada no banco',
  percentualInvalido: (max: number) => `Informe um percentual entre 0 e ${max}`,
  diasInvalidos: (min: number, max: number) => `Informe um número de dias entre ${min} e ${max}`,
  naoConfigurado: 'A cobrança PIX ainda não foi configurada',
  salva: 'Cobrança PIX salva',
  removida: 'Cobrança PIX desconectada: os títulos voltam a mostrar o PIX estático',
  conexaoOk: 'Conexão com o banco funcionando: webhook registrado',
  segredoIlegivel:
    'As credenciais salvas não podem ser lidas (a chave SECRETS_KEY ou AUTH_SECRET mudou): informe-as novamente',
  pendenteRegistro: 'Cobrança pendente de registro',
  registrada: 'Cobrança registrada no banco',
  webhookNaoAutorizado: 'Webhook não autorizado',
  webhookInvalido: 'Corpo do webhook inválido',
  segredoWebhookLongo: 'O segredo de assinatura deve ter no máximo 200 caracteres',
  recebidoNaoEncontrado: 'PIX recebido não encontrado',
  recebidoJaVinculado: 'Este PIX já foi vinculado a um título',
  tituloNaoAberto: 'O título escolhido não está em aberto',
  lembretesSalvos: 'Lembretes salvos',
  lembretesEnviados: (n: number) =>
    n === 0
      ? 'Nenhum lembrete a enviar por email hoje'
      : n === 1
        ? '1 lembrete enviado por email'
        : `${n} lembretes enviados por email`,
  semSmtp: 'O envio de emails não está configurado neste servidor (SMTP_URL): use os links de WhatsApp',
  devolucaoAcimaDoDisponivel: (valor: string) =>
    `O valor a devolver passa do que pode ser devolvido (${valor})`,
  devolucaoSolicitada: 'Devolução solicitada ao banco',
  devolucaoJaSolicitada: 'Este PIX já tem uma devolução solicitada',
  conciliado: (n: number) => (n === 1 ? '1 PIX conciliado' : `${n} PIX conciliados`),
  notificacao: (valor: string, cliente: string, os: string) => `PIX recebido: ${valor} de ${cliente} (${os})`,
} as const
