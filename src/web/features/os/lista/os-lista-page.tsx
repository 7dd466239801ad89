import { ModulePlaceholderPage } from '../../modulos/module-placeholder-page'

// Being built in this session (issue 5).
export function OsListaPage() {
  return <ModulePlaceholderPage title="Ordens de Serviço" />
}
