import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { EmpresaTab } from './empresa/empresa-tab'
import { SistemaTab } from './sistema/sistema-tab'

// Usuários and Permissões (admin only) join these with their own piece of work.
const abas = ['empresa', 'sistema'] as const
type Aba = (typeof abas)[number]
const isAba = (v: string | null): v is Aba => (abas as readonly (string | null)[]).includes(v)

/** /configuracoes (SPEC §2): any signed-in user; the tab is kept in `?aba=` so a link can open it. */
export function ConfiguracoesPage() {
  const [params, setParams] = useSearchParams()
  const aba = params.get('aba')
  const atual: Aba = isAba(aba) ? aba : 'empresa'

  return (
    <>
      <PageHeader title="Configurações" description="Dados da empresa e preferências do sistema." />
      <Tabs
        value={atual}
        onValueChange={(next) => setParams(next === 'empresa' ? {} : { aba: next }, { replace: true })}
      >
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="empresa">Empresa</TabsTrigger>
          <TabsTrigger value="sistema">Sistema</TabsTrigger>
        </TabsList>
        <TabsContent value="empresa">
          <EmpresaTab />
        </TabsContent>
        <TabsContent value="sistema">
          <SistemaTab />
        </TabsContent>
      </Tabs>
    </>
  )
}
