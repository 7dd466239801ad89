import { type corStatus, JanelaApp, Selo } from './janela-app'

const parcelas: {
  parcela: string
  vencimento: string
  valor: string
  status: keyof typeof corStatus
  rotulo: string
}[] = [
  { parcela: '1/3', vencimento: '22/11/2026', valor: 'R$ 470,00', status: 'pago', rotulo: 'Pago' },
  { parcela: '2/3', vencimento: '22/12/2026', valor: 'R$ 470,00', status: 'aberto', rotulo: 'Em Aberto' },
  { parcela: '3/3', vencimento: '22/01/2027', valor: 'R$ 470,00', status: 'aberto', rotulo: 'Em Aberto' },
]

/** A fixed 21×21 pattern with the three finder squares: it reads as a QR code without encoding anything. */
function DesenhoQr() {
  const celulas: { x: number; y: number }[] = []
  let semente = 7
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const nosCantos = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12)
      semente = (semente * 1103515245 + 12345) % 2147483648
      if (!nosCantos && semente % 3 === 0) celulas.push({ x, y })
    }
  }
  const cantos = [
    [0, 0],
    [14, 0],
    [0, 14],
  ]
  return (
    <svg viewBox="0 0 21 21" className="size-24 shrink-0" aria-hidden="true" shapeRendering="crispEdges">
      <rect width="21" height="21" fill="#fff" />
      {cantos.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="7" height="7" fill="#0f172a" />
          <rect x={x + 1} y={y + 1} width="5" height="5" fill="#fff" />
          <rect x={x + 2} y={y + 2} width="3" height="3" fill="#0f172a" />
        </g>
      ))}
      {celulas.map((c) => (
        <rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width="1" height="1" fill="#0f172a" />
      ))}
    </svg>
  )
}

/** Instalments of an OS in accounts receivable, with the PIX QR code of the next one. */
export function TelaCobranca({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="bancada.app/contas-receber"
      descricao="Tela do Bancada: OS parcelada em 3 vezes de R$ 470,00, uma parcela paga e duas em aberto, com QR code PIX da próxima parcela"
      className={className}
    >
      <p className="font-semibold text-slate-900">OS 2026-0142 · 3x de R$ 470,00</p>
      <ul className="mt-3 grid gap-1.5">
        {parcelas.map((p) => (
          <li
            key={p.parcela}
            className="flex items-center justify-between gap-2 border-b border-slate-100 pb-1.5"
          >
            <span className="text-xs">
              <span className="font-medium text-slate-900">Parcela {p.parcela}</span> · vence {p.vencimento}
            </span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{p.valor}</span>
              <Selo cor={p.status}>{p.rotulo}</Selo>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center gap-3 rounded-lg border border-slate-200 p-3">
        <DesenhoQr />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">PIX da parcela 2/3</p>
          <p className="mt-1 truncate rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-700">
            00020126580014BR.GOV.BCB.PIX0136
          </p>
          <p className="mt-1 text-xs text-slate-600">Copia e cola ou QR code, com baixa ao confirmar.</p>
        </div>
      </div>
    </JanelaApp>
  )
}
