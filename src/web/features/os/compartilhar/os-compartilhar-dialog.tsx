import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Mail, MessageCircle, Send } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { comLinhaDeDescadastro } from '../../../../shared/consentimento/descadastro'
import {
  assuntoEmail,
  compartilharMessages as m,
  mailtoUrl,
  type OsCompartilharView,
  whatsappComTexto,
} from '../../../../shared/os/compartilhar.schemas'
import { comNfse, danfsePublicaUrl, preencherModelo } from '../../../../shared/os/mensagens-compartilhamento'
import type { OsView } from '../../../../shared/os/os.schemas'
import { can } from '../../../../shared/permissoes/permissoes'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { osKeys } from '../../../lib/query-keys'
import { criarLinkOrcamento } from '../../portal/api/criar-link-orcamento'
import { useCompartilhar } from '../api/os-compartilhar'
import { useEnviarOsPorEmail } from '../api/os-enviar-email'
import { AvisoEnderecoLink } from './aviso-endereco-link'
import { EmailContaNaoConfirmada } from './email-conta-nao-confirmada'
import { EnviarOrcamentoPrimeiro } from './enviar-orcamento-primeiro'

export type CanalCompartilhar = 'whatsapp' | 'email'

/** The quote while it is being prepared or answered; the order once the work was approved. */
const tipoDoDocumento = (os: OsView) =>
  os.status === 'rascunho' || os.status === 'orcamento_enviado' ? 'orcamento' : 'os'

/**
 * The public quote link for {link}: only for a sent quote, and only for who may create it (os edit, like
 * 'Enviar Orçamento'). A refusal leaves the link out of the message rather than blocking it.
 */
function useLinkPublico(os: OsView, dados: OsCompartilharView | undefined) {
  const me = useCurrentMe()
  const query = useQuery({
    queryKey: [...osKeys.detail(os.id), 'link-publico'],
    queryFn: () => criarLinkOrcamento(os.id),
    enabled: Boolean(dados?.link_disponivel) && can(me, 'os', 'edit'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return { link: query.data?.url ?? null, carregando: query.fetchStatus === 'fetching' }
}

/** The DANFSE's public address, through the OS's portal link (issue 28); none without that link. */
const linkDaDanfse = (dados: OsCompartilharView, link: string | null) =>
  dados.nfse && link ? danfsePublicaUrl(link, dados.nfse.id) : null

export function OsCompartilharDialog({
  os,
  canal,
  onClose,
}: {
  os: OsView
  canal: CanalCompartilhar | null
  onClose: () => void
}) {
  const [semLink, setSemLink] = useState(false)
  const rascunho = os.status === 'rascunho' && !semLink
  const dados = useCompartilhar(os.id, canal !== null && !rascunho)
  const { link, carregando } = useLinkPublico(os, dados.data)
  const titulo = canal === 'email' ? 'Enviar por email' : 'Enviar por WhatsApp'
  return (
    <Dialog open={canal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>
            {canal === 'email'
              ? dados.data?.smtp && dados.data.nfse
                ? `O documento da ${os.numero_os} e a nota fiscal (DANFSE) vão em anexo.`
                : `O documento da ${os.numero_os} vai em anexo.`
              : 'Confira a mensagem antes de abrir o WhatsApp.'}
          </DialogDescription>
        </DialogHeader>
        <AvisoEnderecoLink link={link} />
        {rascunho ? (
          <EnviarOrcamentoPrimeiro os={os} onSemLink={() => setSemLink(true)} />
        ) : dados.isError ? (
          <div role="alert" className="grid gap-3 text-sm">
            <p>Não foi possível carregar a mensagem.</p>
            <Button variant="outline" className="w-fit" onClick={() => void dados.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : !dados.data || carregando ? (
          <div className="grid gap-2" role="status" aria-label="Carregando mensagem">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : canal === 'email' ? (
          <EmailConteudo os={os} dados={dados.data} link={link} onClose={onClose} />
        ) : (
          <WhatsappConteudo dados={dados.data} link={link} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function WhatsappConteudo({ dados, link }: { dados: OsCompartilharView; link: string | null }) {
  // The customer's opt-out line ends it, as every message to a customer (LGPD).
  const [texto, setTexto] = useState(() =>
    comLinhaDeDescadastro(
      comNfse(
        preencherModelo(dados.modelo_whatsapp, { ...dados.valores, link }),
        dados.nfse,
        'whatsapp',
        linkDaDanfse(dados, link),
      ),
      dados.descadastro,
    ),
  )
  // Absent (not null) for a reader without Clientes view (campos-restritos.ts).
  const oculto = dados.telefone === undefined
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="mensagem-whatsapp">Mensagem</Label>
        <Textarea id="mensagem-whatsapp" rows={8} value={texto} onChange={(e) => setTexto(e.target.value)} />
      </div>
      {oculto ? (
        <p role="note" className="text-sm text-muted-foreground">
          Seu perfil não vê o contato do cliente: escolha a conversa no WhatsApp.
        </p>
      ) : (
        !dados.telefone && (
          <p role="note" className="text-sm text-destructive">
            O cliente não tem celular ou telefone válido cadastrado.
          </p>
        )
      )}
      <DialogFooter>
        {(dados.telefone || oculto) && (
          <Button asChild className="h-11 md:h-10">
            <a
              href={whatsappComTexto(dados.telefone ?? null, texto)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" />
              Abrir WhatsApp
            </a>
          </Button>
        )}
      </DialogFooter>
    </>
  )
}

function EmailConteudo({
  os,
  dados,
  link,
  onClose,
}: {
  os: OsView
  dados: OsCompartilharView
  link: string | null
  onClose: () => void
}) {
  const [para, setPara] = useState(dados.email ?? '')
  const enviar = useEnviarOsPorEmail(os.id)
  const queryClient = useQueryClient()
  const tipo = tipoDoDocumento(os)
  const assunto = assuntoEmail(tipo, dados.valores.numero_os, dados.valores.empresa)
  const preenchido = preencherModelo(dados.modelo_email, { ...dados.valores, link })
  // The server attaches the DANFSE; the mail app (no SMTP) cannot attach, so it gets the public link.
  // Both end with the opt-out line: the server adds it to what it sends, shown here as it goes.
  const texto = comLinhaDeDescadastro(
    dados.smtp
      ? comNfse(preenchido, dados.nfse, 'email')
      : comNfse(preenchido, dados.nfse, 'whatsapp', linkDaDanfse(dados, link)),
    dados.descadastro,
  )
  const onEnviar = () =>
    enviar.mutate(
      // The server makes the quote's link itself; the web only says whether it goes in.
      { para: para.trim() || null, tipo, link: link !== null },
      {
        onSuccess: ({ enviado }) => {
          // A typed address was saved on the customer: the OS page and this dialog read it again.
          void queryClient.invalidateQueries({ queryKey: osKeys.detail(os.id) })
          if (!enviado) return void toast.error('Erro', { description: m.falhaEnvio })
          toast.success('Sucesso', { description: 'Email enviado' })
          onClose()
        },
        onError: (error) => toast.error('Erro', { description: errorMessage(error, m.falhaEnvio) }),
      },
    )
  const bloqueado = dados.smtp && !dados.conta.confirmada
  const emailNovo = para.trim() !== '' && para.trim().toLowerCase() !== (dados.email ?? '').toLowerCase()
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="email-para">Para</Label>
        <Input
          id="email-para"
          type="email"
          value={para}
          onChange={(e) => setPara(e.target.value)}
          // Without Clientes view the address is not shown; left empty, the server sends to it.
          placeholder={dados.email === undefined ? 'Email cadastrado do cliente' : 'email@cliente.com.br'}
          aria-describedby={emailNovo && dados.smtp ? 'email-para-nota' : undefined}
        />
        {dados.smtp && emailNovo && dados.tem_cliente && (
          <p id="email-para-nota" className="text-sm text-muted-foreground">
            {m.emailSalvoNoCliente}
          </p>
        )}
        <p className="text-sm text-muted-foreground">Assunto: {assunto}</p>
        <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-sans text-sm">
          {texto}
        </pre>
      </div>
      {bloqueado && <EmailContaNaoConfirmada email={dados.conta.email} />}
      {dados.smtp && !dados.tem_cliente && (
        <p role="note" className="text-sm text-destructive">
          {m.semCliente}
        </p>
      )}
      <DialogFooter>
        {dados.smtp ? (
          !bloqueado && (
            <Button
              className="h-11 md:h-10"
              onClick={onEnviar}
              disabled={enviar.isPending || !dados.tem_cliente}
            >
              {enviar.isPending ? <Spinner label="Enviando" /> : <Send aria-hidden="true" />}
              Enviar
            </Button>
          )
        ) : (
          <Button asChild className="h-11 md:h-10">
            <a href={mailtoUrl(para.trim() || null, assunto, texto)}>
              <Mail aria-hidden="true" />
              Abrir no aplicativo de email
            </a>
          </Button>
        )}
      </DialogFooter>
    </>
  )
}
