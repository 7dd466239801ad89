import { Lock } from 'lucide-react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { osMessages as m } from '../../../../shared/os/os.messages'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { ItemAdder } from './item-adder'
import { ItemLine } from './item-line'
import type { OsFormValues } from './os-form-values'
import { TotaisBlock } from './totais-block'

const abas = [
  { tipo: 'servico', titulo: 'Serviços', vazio: 'Nenhum serviço adicionado' },
  { tipo: 'produto', titulo: 'Produtos', vazio: 'Nenhum produto adicionado' },
] as const

/** 'Itens da OS' (SPEC §2): tabs Serviços / Produtos, the lines and the totals. Lines change only in rascunho. */
export function ItensCard({ form, editable }: { form: UseFormReturn<OsFormValues>; editable: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'itens' })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Itens da OS</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!editable && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {m.itensSoEmRascunho}
          </p>
        )}
        <Tabs defaultValue="servico">
          <TabsList className="w-full sm:w-auto">
            {abas.map((aba) => (
              <TabsTrigger key={aba.tipo} value={aba.tipo}>
                {aba.titulo}
                <span className="ml-1.5 rounded-full bg-muted px-1.5 text-xs tabular-nums">
                  {fields.filter((f) => f.tipo === aba.tipo).length}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {abas.map((aba) => {
            const linhas = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.tipo === aba.tipo)
            return (
              <TabsContent key={aba.tipo} value={aba.tipo} className="grid gap-4">
                {editable && <ItemAdder tipo={aba.tipo} onAdd={(line) => append(line)} />}
                {linhas.length === 0 ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">{aba.vazio}</p>
                ) : (
                  <div>
                    <div
                      aria-hidden="true"
                      className="hidden grid-cols-[minmax(0,1fr)_6.5rem_8rem_6rem_8rem_7.5rem_2.5rem] gap-3 border-b border-border pb-2 text-xs font-medium text-muted-foreground md:grid"
                    >
                      <span>Descrição</span>
                      <span>Quantidade</span>
                      <span>Valor unitário</span>
                      <span>Desconto (%)</span>
                      <span>Desconto (R$)</span>
                      <span className="text-right">Subtotal</span>
                      <span />
                    </div>
                    <ul aria-label={aba.titulo} className="grid gap-3 md:gap-0">
                      {linhas.map(({ f, index }) => (
                        <ItemLine
                          key={f.id}
                          form={form}
                          index={index}
                          editable={editable}
                          onRemove={() => remove(index)}
                        />
                      ))}
                    </ul>
                  </div>
                )}
              </TabsContent>
            )
          })}
        </Tabs>
        <TotaisBlock control={form.control} />
      </CardContent>
    </Card>
  )
}
