import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useCurrentMe } from '../../lib/current-me'
import { AssinaturaTab } from '../assinatura/assinatura-tab'
import { AtividadesTab } from '../atividades/atividades-tab'
import { CobrancaPixTab } from '../cobranca-pix/config/cobranca-pix-tab'
import { EmailsTab } from '../email/emails-tab'
import { EmpresaTab } from '../empresa/empresa-tab'
import { NotaFiscalTab } from '../fiscal/config/nota-fiscal-tab'
import { MensagensTab } from '../mensagens/mensagens-tab'
import { PermissoesTab } from '../permissoes/permissoes-tab'
import { ExportacaoDaEmpresa } from '../portabilidade/exportacao-da-empresa'
import { SistemaTab } from '../sistema/sistema-tab'
import { SolicitacoesTitular } from '../titular/solicitacoes-titular'
import { UsuariosTab } from '../usuarios/usuarios-tab'
import { VistoriaModeloTab } from '../vistoria/vistoria-modelo-tab'

// Usuários and Permissões (admin only) join these with their own piece of work.
const abas = [
  'empresa',
  'usuarios',
  'permissoes',
  'assinatura',
  'emails',
  'mensagens',
  'cobranca-pix',
  'nota-fiscal',
  'vistoria',
  'privacidade',
  'atividades',
  'sistema',
] as const
type Aba = (typeof abas)[number]
const isAba = (v: string | null): v is Aba => (abas as readonly (string | null)[]).includes(v)
const soAdmin: readonly Aba[] = [
  'usuarios',
  'permissoes',
  'assinatura',
  'emails',
  'cobranca-pix',
  'nota-fiscal',
  'vistoria',
  'privacidade',
]

/** /configuracoes (SPEC §2): any signed-in user; the tab is kept in `?aba=` so a link can open it. */
export function ConfiguracoesPage() {
  const [params, setParams] = useSearchParams()
  const aba = params.get('aba')
  const { role } = useCurrentMe()
  const isAdmin = role === 'admin'
  // The message templates: the admin edits them, the gerente reads them (issue 27 item 5).
  const veMensagens = isAdmin || role === 'gerente'
  // The activity log: the admin's, the gerente reads it (DESIGN §11).
  const veAtividades = isAdmin || role === 'gerente'
  // Usuários, Permissões, Assinatura, Emails, Cobrança PIX, Nota fiscal and Vistoria are the admin's only: anyone else asking by link lands on Empresa.
  const atual: Aba =
    isAba(aba) &&
    (isAdmin || !soAdmin.includes(aba)) &&
    (aba !== 'mensagens' || veMensagens) &&
    (aba !== 'atividades' || veAtividades)
      ? aba
      : 'empresa'

  return (
    <>
      <PageHeader title="Configurações" description="Dados da empresa e preferências do sistema." />
      <Tabs
        value={atual}
        onValueChange={(next) => setParams(next === 'empresa' ? {} : { aba: next }, { replace: true })}
      >
        {/* The row wraps instead of scrolling: on a phone a tab cut at the edge hid that there were more. */}
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-auto [&>button]:h-9 [&>button]:flex-auto">
          <TabsTrigger value="empresa">Empresa</TabsTrigger>
          {isAdmin && <TabsTrigger value="usuarios">Usuários</TabsTrigger>}
          {isAdmin && <TabsTrigger value="permissoes">Permissões</TabsTrigger>}
          {isAdmin && <TabsTrigger value="assinatura">Assinatura</TabsTrigger>}
          {isAdmin && <TabsTrigger value="emails">Emails</TabsTrigger>}
          {veMensagens && <TabsTrigger value="mensagens">Mensagens</TabsTrigger>}
          {isAdmin && <TabsTrigger value="cobranca-pix">Cobrança PIX</TabsTrigger>}
          {isAdmin && <TabsTrigger value="nota-fiscal">Nota fiscal</TabsTrigger>}
          {isAdmin && <TabsTrigger value="vistoria">Vistoria</TabsTrigger>}
          {isAdmin && <TabsTrigger value="privacidade">Privacidade</TabsTrigger>}
          {veAtividades && <TabsTrigger value="atividades">Atividades</TabsTrigger>}
          <TabsTrigger value="sistema">Sistema</TabsTrigger>
        </TabsList>
        <TabsContent value="empresa">
          <EmpresaTab />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="usuarios">
            <UsuariosTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="permissoes">
            <PermissoesTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="assinatura">
            <AssinaturaTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="emails">
            <EmailsTab />
          </TabsContent>
        )}
        {veMensagens && (
          <TabsContent value="mensagens">
            <MensagensTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="cobranca-pix">
            <CobrancaPixTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="nota-fiscal">
            <NotaFiscalTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="vistoria">
            <VistoriaModeloTab />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="privacidade" className="space-y-6">
            <SolicitacoesTitular />
            <ExportacaoDaEmpresa />
          </TabsContent>
        )}
        {veAtividades && (
          <TabsContent value="atividades">
            <AtividadesTab />
          </TabsContent>
        )}
        <TabsContent value="sistema">
          <SistemaTab />
        </TabsContent>
      </Tabs>
    </>
  )
}
