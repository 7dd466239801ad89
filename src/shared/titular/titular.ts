/** What an anonymised customer's name becomes (LGPD 'Anonimizar'). */
export const NOME_ANONIMIZADO = 'Titular anonimizado'

/** What every other personal value becomes: in snapshots, free text and the activity log. */
export const MARCADOR_ANONIMIZADO = '[anonimizado]'

/** The legal deadline to answer a data-subject request (LGPD art. 19, II): 15 days. */
export const PRAZO_SOLICITACAO_DIAS = 15

/** What 'Anonimizar' removes: the dialog explains it before, the answer confirms it after. */
export const ANONIMIZACAO_REMOVE = [
  'Nome, CPF/CNPJ, e-mail, telefones, endereço e observações do cadastro',
  'Placa e chassi dos veículos (marca, modelo, ano e cor ficam)',
  'Nome, documento e imagem das assinaturas das vistorias',
  'Fotos das OS e das vistorias',
  'Destinatário e texto dos e-mails enviados ao cliente',
  'Nome e dados pessoais no histórico das OS e no registro de atividades',
  'Consentimento de marketing',
] as const

/** What stays, and why: the law requires the shop to keep them (fiscal and financial records, 5 years). */
export const ANONIMIZACAO_MANTEM = [
  'Números das OS, serviços, peças, valores e datas (registro contábil, 5 anos)',
  'Títulos a receber e pagamentos (registro financeiro; dívidas em aberto continuam cobráveis)',
  'Notas fiscais (NFS-e) emitidas: número, valores e o XML/PDF autorizado, documento fiscal guardado por 5 anos (a nota registrada na prefeitura não pode ser alterada)',
] as const
