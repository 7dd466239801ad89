import { RotateCcw } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { valoresDeExemplo } from '../../../../shared/mensagens/exemplos'
import type { ModeloMensagemView } from '../../../../shared/mensagens/mensagens.schemas'
import { preencherMensagem } from '../../../../shared/mensagens/modelos'
import { MODELO_MAX } from '../../../../shared/os/mensagens-compartilhamento'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useRestaurarModeloMensagem } from '../api/restaurar-modelo-mensagem'
import { useSalvarModeloMensagem } from '../api/salvar-modelo-mensagem'
import { inserirNoCursor } from '../lib/inserir-no-cursor'

/** One template: its text, the placeholders to insert at the cursor, a preview, Salvar and Restaurar padrão. */
export function ModeloEditor({
  modelo,
  empresa,
  podeEditar,
}: {
  modelo: ModeloMensagemView
  empresa: string
  podeEditar: boolean
}) {
  const [texto, setTexto] = useState(modelo.texto)
  const [erro, setErro] = useState<string | null>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  const ids = { texto: useId(), previa: useId(), erro: useId() }
  const salvar = useSalvarModeloMensagem()
  const restaurar = useRestaurarModeloMensagem()
  const ocupado = salvar.isPending || restaurar.isPending
  const previa = preencherMensagem(modelo.chave, texto, { ...valoresDeExemplo, empresa })

  const inserir = (placeholder: string) => {
    const el = area.current
    const { valor, cursor } = inserirNoCursor(
      texto,
      `{${placeholder}}`,
      el?.selectionStart ?? texto.length,
      el?.selectionEnd ?? texto.length,
    )
    setTexto(valor)
    // After React writes the new value: the cursor goes right after what was inserted.
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(cursor, cursor)
    })
  }

  const onSalvar = async () => {
    setErro(null)
    try {
      const salvo = await salvar.mutateAsync({ chave: modelo.chave, texto })
      setTexto(salvo.texto)
      toast.success('Sucesso', { description: 'Mensagem salva' })
    } catch (error) {
      const mensagem = errorMessage(error, 'Não foi possível salvar a mensagem')
      setErro(mensagem)
      toast.error('Erro ao salvar a mensagem', { description: mensagem })
    }
  }
  const onRestaurar = async () => {
    setErro(null)
    try {
      const salvo = await restaurar.mutateAsync(modelo.chave)
      setTexto(salvo.texto)
      toast.success('Sucesso', { description: 'Texto padrão restaurado' })
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível restaurar o texto padrão') })
    }
  }

  return (
    <section aria-labelledby={ids.texto} className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.texto} className="text-base font-semibold">
          {modelo.titulo}
        </Label>
        <Textarea
          id={ids.texto}
          ref={area}
          rows={9}
          value={texto}
          maxLength={MODELO_MAX}
          readOnly={!podeEditar}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? ids.erro : undefined}
          onChange={(e) => setTexto(e.target.value)}
        />
        {erro && (
          <p id={ids.erro} className="text-sm text-destructive">
            {erro}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {texto.length}/{MODELO_MAX} caracteres. Uma linha cujo campo fica vazio sai inteira da mensagem.
        </p>
      </div>
      {podeEditar && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Inserir campo</p>
          <ul className="flex flex-wrap gap-2" aria-label="Campos da mensagem">
            {modelo.placeholders.map((p) => (
              <li key={p}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="h-9 font-mono"
                  onClick={() => inserir(p)}
                >{`{${p}}`}</Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-2">
        <p id={ids.previa} className="text-sm font-medium">
          Prévia
        </p>
        <output
          aria-labelledby={ids.previa}
          data-testid="previa-mensagem"
          className="block whitespace-pre-wrap break-words rounded-lg border border-border bg-muted/50 p-3 text-sm"
        >
          {previa}
        </output>
      </div>
      {podeEditar ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={ocupado || (!modelo.personalizado && texto === modelo.padrao)}
            onClick={() => void onRestaurar()}
          >
            {restaurar.isPending ? <Spinner label="" /> : <RotateCcw aria-hidden="true" />}
            Restaurar padrão
          </Button>
          <Button type="button" disabled={ocupado} onClick={() => void onSalvar()}>
            {salvar.isPending && <Spinner label="" />}
            Salvar
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Apenas o administrador pode alterar as mensagens.</p>
      )}
    </section>
  )
}
