import { PlugZap } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type {
  CobrancaPixConfigInput,
  CobrancaPixConfigView,
} from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { DesconectarIntegracao } from '../../../components/integracao/desconectar-integracao'
import { ResultadoDoTeste, type ResultadoTeste } from '../../../components/integracao/resultado-do-teste'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useCurrentMe } from '../../../lib/current-me'
import { toastFalhaAoSalvar, toastInvalid } from '../../../lib/form-toasts'
import { validarAoSalvar } from '../../../lib/form-validation'
import { useRemoverCobrancaPixConfig } from '../api/remover-cobranca-pix-config'
import { useSalvarCobrancaPixConfig } from '../api/salvar-cobranca-pix-config'
import { useTestarConexaoPix } from '../api/testar-conexao-pix'
import {
  type CobrancaPixFormValues,
  campoDoForm,
  cobrancaPixFieldOrder,
  toCobrancaPixFormValues,
  validarCobrancaPix,
} from '../lib/cobranca-pix-form-values'
import { AssinaturaWebhookFields } from './assinatura-webhook-fields'
import { BancoFields } from './banco-fields'
import { CertificadoFields } from './certificado-fields'
import { WebhookUrl } from './conexao-status'
import { EncargosFields } from './encargos-fields'

/** The shared schema's check plus the first setup's required secret and certificate, under each field. */
const resolverPara =
  (configurado: boolean): Resolver<CobrancaPixFormValues, unknown, CobrancaPixConfigInput> =>
  (values) => {
    const r = validarCobrancaPix(values, configurado)
    if (r.ok) return { values: r.input, errors: {} }
    const errors = Object.fromEntries(
      Object.entries(r.errors).map(([campo, message]) => [campo, { type: 'validate', message }]),
    )
    return { values: {}, errors }
  }

/** The 'Cobrança PIX' form with 'Salvar', 'Testar conexão' and 'Desconectar banco' (issue 24). */
export function CobrancaPixForm({
  view,
  chaveDaEmpresa,
}: {
  view: CobrancaPixConfigView
  chaveDaEmpresa: string | null
}) {
  const fuso = useCurrentMe().empresa.fuso_horario
  const form = useForm<CobrancaPixFormValues, unknown, CobrancaPixConfigInput>({
    resolver: resolverPara(view.configurado),
    ...validarAoSalvar,
    defaultValues: toCobrancaPixFormValues(view, chaveDaEmpresa),
  })
  const salvar = useSalvarCobrancaPixConfig()
  const testar = useTestarConexaoPix()
  const [resultado, setResultado] = useState<ResultadoTeste | null>(null)
  const remover = useRemoverCobrancaPixConfig()
  const saving = form.formState.isSubmitting || salvar.isPending
  const dirty = form.formState.isDirty

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        form.reset(toCobrancaPixFormValues(await salvar.mutateAsync(input)))
        setResultado(null)
        toast.success('Sucesso', { description: m.salva })
      } catch (error) {
        const tipo = form.getValues('certificado_tipo')
        toastFalhaAoSalvar(error, 'Erro ao salvar a cobrança PIX', form.setError, (path) =>
          campoDoForm(path, tipo),
        )
      }
    },
    (fieldErrors) => toastInvalid(fieldErrors, cobrancaPixFieldOrder),
  )

  const onTestar = async () => {
    setResultado(null)
    try {
      setResultado(await testar.mutateAsync())
    } catch (error) {
      setResultado({
        ok: false,
        mensagem: errorMessage(error, 'Não foi possível testar a conexão. Tente novamente.'),
      })
    }
  }

  // A test reaches the bank with what is saved: edits are saved first, so what is tested is what is shown.
  const motivoSemTeste = !view.configurado
    ? 'Salve a configuração para testar a conexão.'
    : dirty
      ? 'Salve as alterações antes de testar a conexão.'
      : undefined

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cobrança PIX" className="grid gap-6">
      <fieldset disabled={saving} className="grid min-w-0 gap-6">
        <legend className="sr-only">Cobrança PIX</legend>
        <BancoFields form={form} view={view} />
        <CertificadoFields form={form} view={view} />
        <AssinaturaWebhookFields form={form} view={view} />
        <EncargosFields form={form} />
      </fieldset>
      {view.configurado && (
        <section aria-label="Conexão com o banco" className="grid gap-3">
          <WebhookUrl view={view} />
          {testar.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label="" />
              Testando a conexão com o banco… isso pode levar até 20 segundos.
            </p>
          ) : resultado ? (
            <ResultadoDoTeste resultado={resultado} testId="cobranca-pix-teste" />
          ) : (
            view.teste && (
              <ResultadoDoTeste
                resultado={view.teste}
                quando={formatDateTime(view.teste.em, fuso)}
                testId="cobranca-pix-teste"
              />
            )
          )}
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          {view.configurado && (
            <DesconectarIntegracao
              remover={remover}
              rotulo="Desconectar banco"
              titulo="Desconectar banco?"
              descricao="As credenciais, o certificado e os percentuais salvos serão apagados e nenhuma cobrança nova será registrada no banco. Os títulos voltam a mostrar o PIX estático da empresa."
              sucesso={m.removida}
              erro="Erro ao desconectar o banco"
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
              Testar conexão
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
