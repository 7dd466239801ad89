import { Link } from 'react-router'

/** The reminders' texts moved to the one editor of every message (issue 27 item 5): a pointer to it. */
export function MensagensLembreteFields() {
  return (
    <p className="text-sm text-muted-foreground">
      Os textos dos lembretes são editados em{' '}
      <Link
        to="/configuracoes?aba=mensagens"
        className="font-medium text-primary underline underline-offset-4"
      >
        Configurações → Mensagens
      </Link>
      .
    </p>
  )
}
