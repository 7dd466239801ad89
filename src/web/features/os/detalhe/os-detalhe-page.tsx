import { ModulePlaceholderPage } from '../../modulos/module-placeholder-page'

// Being built in this session (issue 5).
export function OsDetalhePage() {
  return <ModulePlaceholderPage title="Ordens de Serviço" />
}
