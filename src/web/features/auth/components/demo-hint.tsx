import { FlaskConical } from 'lucide-react'
import type { DemoCredentials } from '../../../../shared/auth/me.schemas'
import { Button } from '../../../components/ui/button'

/** Shown only when the server has a demo company (GET /api/demo answered 200). */
export function DemoHint({
  demo,
  onUse,
  disabled,
}: {
  demo: DemoCredentials
  onUse: (email: string, senha: string) => void
  disabled?: boolean
}) {
  return (
    <section
      aria-label="Demonstração"
      className="grid gap-3 rounded-lg border border-primary/20 bg-primary-soft p-4 text-sm"
    >
      <p className="flex gap-2 text-slate-700">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-words">
          Quer só experimentar? Entre na {demo.empresa}: <strong className="font-medium">{demo.email}</strong>{' '}
          / senha <strong className="font-medium">{demo.senha}</strong>
        </span>
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => onUse(demo.email, demo.senha)}
      >
        Entrar na demonstração
      </Button>
    </section>
  )
}
