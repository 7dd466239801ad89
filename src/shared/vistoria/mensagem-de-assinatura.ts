import { type VistoriaTipo, vistoriaTipoLabels } from './vistoria'

/** The WhatsApp text that carries the link to review and sign the inspection remotely. */
export function mensagemDeAssinatura(v: {
  tipo: VistoriaTipo
  numero_os: string
  cliente_nome: string | null
  veiculo: { descricao: string; placa: string } | null
  url: string
}): string {
  const primeiroNome = v.cliente_nome?.trim().split(/\s+/)[0]
  const saudacao = primeiroNome ? `Olá, ${primeiroNome}!` : 'Olá!'
  const veiculo = v.veiculo ? ` do ${v.veiculo.descricao || 'veículo'} (${v.veiculo.placa})` : ''
  return (
    `${saudacao} Segue a ${vistoriaTipoLabels[v.tipo].toLowerCase()}${veiculo}, OS ${v.numero_os}. ` +
    `Confira as avarias e os itens registrados e assine pelo link: ${v.url}`
  )
}
