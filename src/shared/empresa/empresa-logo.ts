/** The company logo printed on documents (Configurações > Empresa): at most 1 MB, PNG, JPEG or WebP. */
export const LOGO_MAX_BYTES = 1024 * 1024

/** The types the upload takes, checked again by content on the server. */
export const LOGO_TIPOS = ['image/png', 'image/jpeg', 'image/webp'] as const

export const logoMessages = {
  formatoInvalido: 'Envie uma imagem PNG, JPEG ou WebP',
  grandeDemais: 'O logo deve ter no máximo 1 MB',
  semArquivo: 'Selecione uma imagem para enviar',
  umPorVez: 'Envie um arquivo por vez',
  envioInvalido: 'Envio do logo inválido',
  naoMultipart: 'Envie o logo como multipart/form-data',
  semLogo: 'Nenhum logo cadastrado',
  enviado: 'Logo atualizado com sucesso',
  removido: 'Logo removido com sucesso',
  erroEnviar: 'Erro ao enviar o logo',
  erroRemover: 'Erro ao remover o logo',
} as const

/** The logo's address for a stored key: the key's id makes each upload a new, forever-cacheable URL. */
export const logoUrl = (versao: string) => `/api/empresa/logo?v=${encodeURIComponent(versao)}`
