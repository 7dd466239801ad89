import { type ChangeEvent, useEffect, useRef } from 'react'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { arquivoParaBase64, cabeNoLimite } from '../lib/arquivo-base64'
import { type CobrancaPixFormValues, certificadoSalvo } from '../lib/cobranca-pix-form-values'
import type { CobrancaPixFormApi } from './cobranca-pix-form-types'

/**
 * 'Certificado do cliente': the mTLS certificate the bank issued, as a PFX file (read here, sent as
 * base64) with its password, or as PEM text (certificate and private key). Blank keeps the saved one.
 */
export function CertificadoFields({ form, view }: { form: CobrancaPixFormApi; view: CobrancaPixConfigView }) {
  const { errors } = form.formState
  const tipo = form.watch('certificado_tipo')
  const base64 = form.watch('pfx_base64')
  const arquivo = useRef<HTMLInputElement>(null)
  const salvo = certificadoSalvo(view)

  // After a save the form drops the file it sent: the file field must not still name it.
  useEffect(() => {
    if (!base64 && arquivo.current) arquivo.current.value = ''
  }, [base64])

  const escolherArquivo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    const set = (campo: 'pfx_base64' | 'pfx_nome', valor: string) =>
      form.setValue(campo, valor, { shouldDirty: true })
    form.clearErrors('pfx_base64')
    if (!file) {
      set('pfx_base64', '')
      set('pfx_nome', '')
      return
    }
    if (!cabeNoLimite(file.size)) {
      event.target.value = ''
      set('pfx_base64', '')
      set('pfx_nome', '')
      return form.setError('pfx_base64', { message: m.certificadoGrande })
    }
    try {
      set('pfx_base64', await arquivoParaBase64(file))
      set('pfx_nome', file.name)
    } catch {
      form.setError('pfx_base64', { message: 'Não foi possível ler o arquivo. Escolha-o novamente.' })
    }
  }

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Certificado do cliente</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        O banco fornece o certificado em um arquivo PFX (ou P12) com senha, ou em dois textos PEM.
        {salvo && <span className="mt-1 block font-medium text-foreground">{salvo}</span>}
      </p>
      <ToggleGroup
        type="single"
        value={tipo}
        onValueChange={(v) =>
          v &&
          form.setValue('certificado_tipo', v as CobrancaPixFormValues['certificado_tipo'], {
            shouldDirty: true,
          })
        }
        aria-label="Certificado do cliente"
        className="sm:w-64"
      >
        <ToggleGroupItem value="pfx">PFX</ToggleGroupItem>
        <ToggleGroupItem value="pem">PEM</ToggleGroupItem>
      </ToggleGroup>
      {/* Both stay mounted: going PFX → PEM → PFX keeps the chosen file and what was pasted. */}
      <div hidden={tipo !== 'pfx'} className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Arquivo do certificado (PFX)"
          required={!view.configurado}
          error={errors.pfx_base64?.message}
          hint="Arquivo .pfx ou .p12, até 48 KB."
        >
          <Input
            ref={arquivo}
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(e) => void escolherArquivo(e)}
          />
        </FormField>
        <FormField label="Senha do certificado" error={errors.pfx_senha?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('pfx_senha')} />
        </FormField>
      </div>
      <div hidden={tipo !== 'pem'} className="grid items-start gap-4 lg:grid-cols-2">
        <FormField
          label="Certificado (PEM)"
          required={!view.configurado}
          error={errors.pem_certificado?.message}
        >
          <Textarea
            rows={5}
            spellCheck={false}
            placeholder="-----BEGIN CERTIFICATE-----"
            className="font-mono text-xs"
            {...form.register('pem_certificado')}
          />
        </FormField>
        <FormField
          label="Chave privada (PEM)"
          required={!view.configurado}
          error={errors.pem_chave_privada?.message}
        >
          <Textarea
            rows={5}
            spellCheck={false}
            placeholder="-----BEGIN PRIVATE KEY-----"
            className="font-mono text-xs"
            {...form.register('pem_chave_privada')}
          />
        </FormField>
      </div>
    </fieldset>
  )
}
