import { BadgeCheck, Ban, CalendarCheck, DatabaseBackup, Lock, ShieldCheck } from 'lucide-react'
import { TRIAL_DAYS } from '../../../../../shared/assinatura/planos'

const selos = [
  { titulo: 'Conforme a LGPD', icone: ShieldCheck },
  { titulo: 'Dados criptografados', icone: Lock },
  { titulo: 'Backup diário', icone: DatabaseBackup },
  { titulo: `${TRIAL_DAYS} dias grátis`, icone: CalendarCheck },
  { titulo: '30 dias de garantia', icone: BadgeCheck },
  { titulo: 'Sem taxa de adesão', icone: Ban },
] as const

/** Trust badges (SPEC §1 claims). */
export function SelosConfianca() {
  return (
    <section aria-labelledby="selos-titulo" className="border-y border-border bg-slate-50 px-4 py-12 md:px-6">
      <h2 id="selos-titulo" className="text-center text-lg font-semibold">
        Segurança e tranquilidade para a sua oficina
      </h2>
      <ul className="mx-auto mt-8 grid max-w-6xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {selos.map((selo) => (
          <li
            key={selo.titulo}
            className="flex flex-col items-center gap-2 rounded-xl bg-surface p-4 text-center text-sm font-medium shadow-card"
          >
            <selo.icone className="size-6 text-green-700" aria-hidden="true" />
            {selo.titulo}
          </li>
        ))}
      </ul>
    </section>
  )
}
