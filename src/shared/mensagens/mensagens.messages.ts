import { MODELO_MAX } from '../os/mensagens-compartilhamento'

/** The message templates' texts (Configurações → Mensagens, issue 27 item 5). */
export const mensagensMessages = {
  modeloNaoEncontrado: 'Modelo de mensagem não encontrado',
  textoVazio: 'Escreva o texto da mensagem',
  textoLongo: `Máximo de ${MODELO_MAX} caracteres`,
  osNaoEncontrada: 'OS não encontrada',
}
