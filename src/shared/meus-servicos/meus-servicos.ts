import { type OsStatus, transitionLabels } from '../os/os-status'

/** The statuses a technician's phone shows: ready to start, in execution, paused for a part. */
export const statusDosMeusServicos = [
  'aprovado',
  'em_execucao',
  'aguardando_peca',
] as const satisfies readonly OsStatus[]
export type StatusDosMeusServicos = (typeof statusDosMeusServicos)[number]

/** The one move offered as the card's big button: start, conclude, resume (all in the machine). */
const proximoStatus: Record<StatusDosMeusServicos, OsStatus> = {
  aprovado: 'em_execucao',
  em_execucao: 'concluido',
  aguardando_peca: 'em_execucao',
}

/** The next action of an OS on 'Meus serviços': the target status and its button label. */
export function proximaAcao(status: StatusDosMeusServicos): { status: OsStatus; label: string } {
  const para = proximoStatus[status]
  return { status: para, label: transitionLabels[para] }
}
