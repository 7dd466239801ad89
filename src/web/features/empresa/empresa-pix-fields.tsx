import { Controller, type UseFormReturn } from 'react-hook-form'
import type { UpdateEmpresa } from '../../../shared/empresa/empresa.schemas'
import { PIX_CIDADE_MAX, PIX_NOME_MAX, PIX_TIPO_LABELS } from '../../../shared/empresa/pix-recebedor'
import { PIX_KEY_TIPOS } from '../../../shared/pix/br-code'
import { MaskedField } from '../../components/form/form-fields'
import { FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { OptionSelect } from '../../components/ui/select'
import { type EmpresaFormValues, pixChaveMask } from './empresa-form-values'

const tipoOptions = PIX_KEY_TIPOS.map((tipo) => ({ value: tipo, label: PIX_TIPO_LABELS[tipo] }))

const placeholders: Record<string, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'financeiro@suaoficina.com.br',
  telefone: '(00) 00000-0000',
  aleatoria: '00000000-0000-0000-0000-000000000000',
}

/** The 'PIX' group: key kind and key, and the receiver's name and city that the payer's bank shows. */
export function EmpresaPixFields({
  form,
}: {
  form: UseFormReturn<EmpresaFormValues, unknown, UpdateEmpresa>
}) {
  const { errors } = form.formState
  const tipo = form.watch('pix_tipo')
  // The four go together (the BR Code needs them all): once one is filled in, all are required.
  const usaPix = form
    .watch(['pix_tipo', 'pix_chave', 'pix_nome', 'pix_cidade'])
    .some((v) => Boolean(v?.trim()))

  const changeTipo = (next: string) => {
    if (next === form.getValues('pix_tipo')) return
    form.setValue('pix_tipo', next, { shouldDirty: true, shouldValidate: true })
    // A key typed for another kind would be re-masked into nonsense: start the key again.
    form.setValue('pix_chave', '', { shouldDirty: true })
  }

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">PIX</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Com uma chave PIX, cada título em aberto mostra o código PIX copia e cola e o QR Code com o valor a
        receber. O nome e a cidade aparecem para quem paga. Deixe tudo em branco para não usar PIX.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-[12rem_1fr]">
        <Controller
          control={form.control}
          name="pix_tipo"
          render={({ field }) => (
            <FormField label="Tipo de chave" required={usaPix} error={errors.pix_tipo?.message}>
              <OptionSelect
                ref={field.ref}
                value={field.value}
                onValueChange={changeTipo}
                onBlur={field.onBlur}
                options={tipoOptions}
                placeholder="Selecione"
              />
            </FormField>
          )}
        />
        <MaskedField
          control={form.control}
          name="pix_chave"
          label="Chave PIX"
          required={usaPix}
          mask={pixChaveMask(tipo)}
          placeholder={placeholders[tipo ?? ''] ?? 'Escolha o tipo de chave'}
          inputMode={tipo === 'email' ? 'email' : tipo === 'telefone' ? 'tel' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_14rem]">
        <FormField
          label="Nome do recebedor"
          required={usaPix}
          error={errors.pix_nome?.message}
          hint={`Até ${PIX_NOME_MAX} caracteres, como no banco.`}
        >
          <Input maxLength={PIX_NOME_MAX} {...form.register('pix_nome')} />
        </FormField>
        <FormField
          label="Cidade do recebedor"
          required={usaPix}
          error={errors.pix_cidade?.message}
          hint={`Até ${PIX_CIDADE_MAX} caracteres.`}
        >
          <Input maxLength={PIX_CIDADE_MAX} {...form.register('pix_cidade')} />
        </FormField>
      </div>
    </fieldset>
  )
}
