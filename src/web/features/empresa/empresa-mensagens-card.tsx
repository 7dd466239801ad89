import { useState } from 'react'
import { toast } from 'sonner'
import type { EmpresaView } from '../../../shared/empresa/empresa.schemas'
import {
  MODELO_EMAIL_PADRAO,
  MODELO_MAX,
  MODELO_WHATSAPP_PADRAO,
  PLACEHOLDERS_MENSAGEM,
} from '../../../shared/os/mensagens-compartilhamento'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Spinner } from '../../components/ui/spinner'
import { Textarea } from '../../components/ui/textarea'
import { errorMessage } from '../../lib/api-client'
import { useUpdateEmpresa } from './api/update-empresa'

const campos = [
  { nome: 'modelo_whatsapp', label: 'Mensagem do WhatsApp', padrao: MODELO_WHATSAPP_PADRAO },
  { nome: 'modelo_email', label: 'Mensagem do email', padrao: MODELO_EMAIL_PADRAO },
] as const

/**
 * Configurações > Empresa > Mensagens: the texts of 'Enviar por WhatsApp' and 'Enviar por email' on the
 * OS page. Every member reads them; only the admin edits (the API refuses anyone else).
 */
export function EmpresaMensagensCard({ empresa, podeEditar }: { empresa: EmpresaView; podeEditar: boolean }) {
  const [valores, setValores] = useState({
    modelo_whatsapp: empresa.modelo_whatsapp,
    modelo_email: empresa.modelo_email,
  })
  const salvar = useUpdateEmpresa()
  const longo = campos.some((c) => valores[c.nome].length > MODELO_MAX)

  const onSalvar = () =>
    salvar.mutate(
      { nome_empresa: empresa.nome_empresa, ...valores },
      {
        onSuccess: (salva) => {
          setValores({ modelo_whatsapp: salva.modelo_whatsapp, modelo_email: salva.modelo_email })
          toast.success('Sucesso', { description: 'Mensagens salvas' })
        },
        onError: (error) =>
          toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar as mensagens') }),
      },
    )

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mensagens</CardTitle>
        <CardDescription>
          Textos de “Enviar por WhatsApp” e “Enviar por email” na OS. Use{' '}
          {PLACEHOLDERS_MENSAGEM.map((p, i) => (
            <span key={p}>
              {i > 0 && ', '}
              <code className="rounded bg-muted px-1">{`{${p}}`}</code>
            </span>
          ))}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {campos.map((c) => (
          <div key={c.nome} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={c.nome}>{c.label}</Label>
              {podeEditar && valores[c.nome] !== c.padrao && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValores((v) => ({ ...v, [c.nome]: c.padrao }))}
                >
                  Restaurar padrão
                </Button>
              )}
            </div>
            <Textarea
              id={c.nome}
              rows={7}
              value={valores[c.nome]}
              readOnly={!podeEditar}
              aria-invalid={valores[c.nome].length > MODELO_MAX || undefined}
              onChange={(e) => setValores((v) => ({ ...v, [c.nome]: e.target.value }))}
            />
            {valores[c.nome].length > MODELO_MAX && (
              <p className="text-sm text-destructive">Máximo de {MODELO_MAX} caracteres</p>
            )}
          </div>
        ))}
        {podeEditar ? (
          <Button
            className="w-full sm:w-fit sm:justify-self-end"
            onClick={onSalvar}
            disabled={salvar.isPending || longo}
          >
            {salvar.isPending && <Spinner label="Salvando" />}
            Salvar mensagens
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Apenas administradores podem alterar essas mensagens.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
