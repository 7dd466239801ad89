import { PLACEHOLDERS_LEMBRETE, tiposLembrete } from '../../../../shared/cobranca-pix/lembretes'
import { useCurrentMe } from '../../../lib/current-me'
import type { LembretesFormApi } from './lembretes-form-types'
import { ModeloLembreteField } from './modelo-lembrete-field'

/** The three templates, the placeholders they may use, and a preview of each. */
export function MensagensLembreteFields({ form }: { form: LembretesFormApi }) {
  const empresa = useCurrentMe().empresa.nome_empresa
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Mensagens</legend>
      <p className="-mt-3 text-sm text-muted-foreground">
        Use{' '}
        {PLACEHOLDERS_LEMBRETE.map((p, i) => (
          <span key={p}>
            {i > 0 && ', '}
            <code className="rounded bg-muted px-1">{`{${p}}`}</code>
          </span>
        ))}
        . Uma linha cujo campo está vazio (uma parcela sem PIX, por exemplo) sai inteira da mensagem.
      </p>
      {tiposLembrete.map((tipo) => (
        <ModeloLembreteField key={tipo} form={form} tipo={tipo} empresa={empresa} />
      ))}
    </fieldset>
  )
}
