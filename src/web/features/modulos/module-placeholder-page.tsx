import { Construction } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'

/**
 * A module whose screens come in a later issue: its route, guard and menu entry are real, its content is
 * an honest notice (no sample data, no buttons that do nothing).
 */
export function ModulePlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-md text-sm text-muted-foreground">
          Este módulo chega em uma próxima versão do Bancada.
        </p>
        <Button asChild variant="outline">
          <Link to="/dashboard">Voltar ao Dashboard</Link>
        </Button>
      </Card>
    </>
  )
}
