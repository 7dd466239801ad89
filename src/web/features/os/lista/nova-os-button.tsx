import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'

/** The link to a new OS, in the page header and in the empty list. */
export function NovaOsButton() {
  return (
    <Button asChild>
      <Link to="/os/nova">
        <Plus aria-hidden="true" />
        Nova OS
      </Link>
    </Button>
  )
}
