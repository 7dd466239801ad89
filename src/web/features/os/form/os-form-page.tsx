import { ModulePlaceholderPage } from '../../modulos/module-placeholder-page'

// Being built in this session (issue 5).
export function OsFormPage() {
  return <ModulePlaceholderPage title="Ordens de Serviço" />
}
