import { formatDateTime } from '../../../shared/formatos/data'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { OrcamentoPublicoTitulos } from './orcamento-publico-titulos'

/** After the answer: the status timeline (dates only, no staff names), photos and what is left to pay. */
export function OrcamentoPublicoAcompanhamento({ view }: { view: PortalOrcamentoView }) {
  return (
    <>
      <OrcamentoPublicoTitulos view={view} />
      {view.fotos.length > 0 && (
        <section className="mt-5" aria-labelledby="portal-fotos">
          <h2 id="portal-fotos" className="text-base font-semibold">
            Fotos
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {view.fotos.map((foto) => (
              <li key={foto.id} className="relative">
                <a href={foto.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={foto.url}
                    alt={foto.tipo === 'antes' ? 'Foto de antes do serviço' : 'Foto de depois do serviço'}
                    loading="lazy"
                    className="aspect-square w-full rounded-md border border-border object-cover"
                  />
                </a>
                <span className="absolute top-1 left-1 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
                  {foto.tipo === 'antes' ? 'Antes' : 'Depois'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-5" aria-labelledby="portal-andamento">
        <h2 id="portal-andamento" className="text-base font-semibold">
          Andamento
        </h2>
        <ol className="mt-2 grid gap-2" aria-label="Andamento da OS">
          {view.linha_do_tempo.map((passo) => (
            <li
              key={`${passo.titulo}-${passo.em}`}
              className="flex items-baseline justify-between gap-3 text-sm"
            >
              <span className="font-medium">{passo.titulo}</span>
              <time dateTime={passo.em} className="text-xs text-muted-foreground">
                {formatDateTime(passo.em, view.fuso_horario)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
