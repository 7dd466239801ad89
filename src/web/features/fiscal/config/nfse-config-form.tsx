import { PlugZap } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { NfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { DesconectarIntegracao } from '../../../components/integracao/desconectar-integracao'
import { ResultadoDoTeste, type ResultadoTeste } from '../../../components/integracao/resultado-do-teste'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { toastFalhaAoSalvar, toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useRemoverNfseConfig } from '../api/config-remover'
import { useSalvarNfseConfig } from '../api/config-salvar'
import { useTestarNfseConfig } from '../api/config-testar'
import { EmpresaFiscalFields } from './empresa-fiscal-fields'
import {
  campoDoForm,
  type NfseConfigFormValues,
  type NfseConfigInput,
  nfseConfigFieldOrder,
  toNfseConfigFormValues,
  validarNfseConfig,
} from './nfse-config-form-values'
import { ProvedorFields } from './provedor-fields'
import { TributacaoFields } from './tributacao-fields'

const resolverPara =
  (configurado: boolean): Resolver<NfseConfigFormValues, unknown, NfseConfigInput> =>
  (values) => {
    const r = validarNfseConfig(values, configurado)
    if (r.ok) return { values: r.input, errors: {} }
    const errors = Object.fromEntries(
      Object.entries(r.errors).map(([campo, message]) => [campo, { type: 'validate', message }]),
    )
    return { values: {}, errors }
  }

/** The 'Nota fiscal' form with 'Salvar', 'Testar configuração' and 'Desconectar' (issue 28). */
export function NfseConfigForm({ view }: { view: NfseConfigView }) {
  const fuso = useCurrentMe().empresa.fuso_horario
  const form = useForm<NfseConfigFormValues, unknown, NfseConfigInput>({
    resolver: resolverPara(view.token_salvo),
    ...validarAoSalvar,
    defaultValues: toNfseConfigFormValues(view),
  })
  const salvar = useSalvarNfseConfig()
  const testar = useTestarNfseConfig()
  const [resultado, setResultado] = useState<ResultadoTeste | null>(null)
  const remover = useRemoverNfseConfig()
  const saving = form.formState.isSubmitting || salvar.isPending
  const dirty = form.formState.isDirty

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        form.reset(toNfseConfigFormValues(await salvar.mutateAsync(input)))
        setResultado(null)
        toast.success('Sucesso', { description: 'Configuração da nota fiscal salva' })
      } catch (error) {
        toastFalhaAoSalvar(error, 'Erro ao salvar a nota fiscal', form.setError, campoDoForm)
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, nfseConfigFieldOrder),
  )

  const onTestar = async () => {
    setResultado(null)
    try {
      setResultado(await testar.mutateAsync())
    } catch (error) {
      setResultado({
        ok: false,
        mensagem: errorMessage(error, 'Não foi possível testar a configuração. Tente novamente.'),
      })
    }
  }

  // The test reaches the provider with what is saved: edits are saved first, so what is tested is shown.
  const motivoSemTeste = !view.configurado
    ? 'Salve a configuração para testá-la.'
    : dirty
      ? 'Salve as alterações antes de testar a configuração.'
      : undefined

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Nota fiscal" className="grid gap-6">
      <fieldset disabled={saving} className="grid min-w-0 gap-6">
        <legend className="sr-only">Nota fiscal</legend>
        <ProvedorFields form={form} view={view} />
        <EmpresaFiscalFields form={form} view={view} />
        <TributacaoFields form={form} />
      </fieldset>
      {view.configurado && (
        <section aria-label="Teste da configuração" className="grid gap-3">
          {testar.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label="" />
              Testando a configuração com o provedor… isso pode levar até um minuto.
            </p>
          ) : resultado ? (
            <ResultadoDoTeste resultado={resultado} testId="nfse-teste" />
          ) : (
            view.teste && (
              <ResultadoDoTeste
                resultado={view.teste}
                quando={formatDateTime(view.teste.em, fuso)}
                testId="nfse-teste"
              />
            )
          )}
          {view.webhook_registrado_em && !testar.isPending && (
            <p className="text-xs text-muted-foreground">
              Aviso de notas registrado no provedor em {formatDateTime(view.webhook_registrado_em, fuso)}: as
              notas autorizadas aparecem na OS sozinhas.
            </p>
          )}
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          {view.configurado && (
            <DesconectarIntegracao
              remover={remover}
              rotulo="Desconectar"
              titulo="Desconectar a nota fiscal?"
              descricao="O token e os dados fiscais salvos serão apagados e nenhuma nota nova será emitida. As notas já emitidas continuam nas OS e no relatório fiscal."
              sucesso="Emissão de notas fiscais desconectada"
              erro="Erro ao desconectar a nota fiscal"
              disabled={saving || testar.isPending}
            />
          )}
        </div>
        <div className="grid gap-1 sm:justify-items-end">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={motivoSemTeste !== undefined || saving || testar.isPending}
              onClick={() => void onTestar()}
            >
              {testar.isPending ? <Spinner label="" /> : <PlugZap aria-hidden="true" />}
              Testar configuração
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner label="" />}
              Salvar
            </Button>
          </div>
          {motivoSemTeste && <p className="text-xs text-muted-foreground">{motivoSemTeste}</p>}
        </div>
      </div>
    </form>
  )
}
