import { Progress } from 'radix-ui'
import { Card } from '../../components/ui/card'

/** The overall bar: computed from what this user concluded across the three tabs (never a fixed figure). */
export function ProgressoGeral({
  concluidos,
  total,
  percentual,
}: {
  concluidos: number
  total: number
  percentual: number
}) {
  return (
    <Card className="mb-6 grid gap-3 p-4 sm:p-6">
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 className="font-semibold">Seu progresso</h2>
          <p className="text-sm text-muted-foreground" data-testid="progresso-itens">
            {concluidos} de {total} itens concluídos
          </p>
        </div>
        <span className="text-3xl font-semibold tabular-nums" data-testid="progresso-percentual">
          {percentual}%
        </span>
      </div>
      <Progress.Root
        value={percentual}
        aria-label="Progresso geral"
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <Progress.Indicator
          className="h-full w-full bg-primary transition-transform duration-500"
          style={{ transform: `translateX(-${100 - percentual}%)` }}
        />
      </Progress.Root>
    </Card>
  )
}
