import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import type { TreinamentoView } from '../../../shared/treinamento/treinamento.schemas'
import { Card } from '../../components/ui/card'

/** The training centre's FAQ, from content/treinamento/treinamento.json. */
export function PerguntasFrequentes({ faq }: { faq: TreinamentoView['faq'] }) {
  if (faq.length === 0) return null
  return (
    <section aria-labelledby="faq-treinamento" className="mt-8 grid gap-3">
      <h2 id="faq-treinamento" className="text-lg font-semibold">
        Perguntas frequentes
      </h2>
      <Card className="overflow-hidden">
        <Accordion.Root type="single" collapsible className="divide-y divide-border">
          {faq.map((item) => (
            <Accordion.Item key={item.pergunta} value={item.pergunta}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium hover:bg-slate-50">
                  {item.pergunta}
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4 text-sm text-muted-foreground">
                {item.resposta}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Card>
    </section>
  )
}
