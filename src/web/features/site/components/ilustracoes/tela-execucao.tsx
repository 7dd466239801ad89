import { Camera } from 'lucide-react'
import { type corStatus, JanelaApp, Selo } from './janela-app'

const ordens: {
  numero: string
  veiculo: string
  tecnico: string
  status: keyof typeof corStatus
  rotulo: string
}[] = [
  {
    numero: 'OS-2026-0142',
    veiculo: 'Fiat Argo · ABC1D23',
    tecnico: 'Diego',
    status: 'aprovado',
    rotulo: 'Aprovado',
  },
  {
    numero: 'OS-2026-0141',
    veiculo: 'VW Gol · QRS4T56',
    tecnico: 'Diego',
    status: 'em_execucao',
    rotulo: 'Em execução',
  },
  {
    numero: 'OS-2026-0140',
    veiculo: 'Honda Civic · FGH7J89',
    tecnico: 'Bruno',
    status: 'aguardando_peca',
    rotulo: 'Aguardando peça',
  },
  {
    numero: 'OS-2026-0139',
    veiculo: 'Toyota Hilux · KLM2N34',
    tecnico: 'Bruno',
    status: 'concluido',
    rotulo: 'Concluído',
  },
  {
    numero: 'OS-2026-0138',
    veiculo: 'Jeep Renegade · UVW5X67',
    tecnico: 'Diego',
    status: 'entregue',
    rotulo: 'Entregue',
  },
]

/** The OS list with one status colour per stage, and the before/after photos of an OS. */
export function TelaExecucao({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="bancada.app/os"
      descricao="Tela do Bancada: lista de ordens de serviço com status aprovado, em execução, aguardando peça, concluído e entregue, e fotos de antes e depois"
      className={className}
    >
      <ul className="grid gap-2">
        {ordens.map((os) => (
          <li
            key={os.numero}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
          >
            <span>
              <span className="font-semibold text-slate-900">{os.numero}</span>
              <span className="block text-xs text-slate-600">
                {os.veiculo} · {os.tecnico}
              </span>
            </span>
            <Selo cor={os.status}>{os.rotulo}</Selo>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {['Antes', 'Depois'].map((momento) => (
          <div
            key={momento}
            className="flex h-20 items-end justify-between rounded-lg bg-gradient-to-br from-slate-300 to-slate-500 p-2 text-xs font-medium text-white"
          >
            <span className="rounded bg-slate-900/70 px-1.5 py-0.5">{momento}</span>
            <Camera className="size-4" aria-hidden="true" />
          </div>
        ))}
      </div>
    </JanelaApp>
  )
}
