import { Link } from 'react-router'
import type { AtividadeView } from '../../../../shared/atividades/atividades.schemas'
import {
  acaoLabel,
  entidadeLabel,
  formatarCampos,
  type MudancaFormatada,
  rotulosOrigem,
} from '../../../../shared/atividades/rotulos'
import { formatDateTime } from '../../../../shared/formatos/data'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import { Badge } from '../../../components/ui/badge'

/** Where a record of the entry can be opened (the others are shown by their code only). */
const paginaDe: Record<string, (id: string) => string> = {
  clientes: (id) => `/cadastros/clientes/${id}`,
  veiculos: (id) => `/cadastros/veiculos/${id}`,
  os: (id) => `/os/${id}`,
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const VISIVEIS = 6

/** A creation shows the values given, a deletion those removed, a change old → new. */
function Mudanca({ acao, m }: { acao: string; m: MudancaFormatada }) {
  return (
    <li className="break-words">
      <span className="font-medium">{m.rotulo}:</span>{' '}
      {acao === 'criou' ? (
        m.depois
      ) : acao === 'excluiu' ? (
        m.antes
      ) : (
        <>
          <span className="text-muted-foreground">{m.antes}</span> → {m.depois}
        </>
      )}
    </li>
  )
}

/** One entry: when, who (name and role), from where (IP; the browser under 'Detalhes'), what, and the fields. */
export function AtividadeItem({ atividade: a, fuso }: { atividade: AtividadeView; fuso: string }) {
  const mudancas = formatarCampos(a.campos, fuso)
  const quem = a.usuario_nome ?? rotulosOrigem[a.origem] ?? a.origem
  const link = a.entidade_id && UUID.test(a.entidade_id) ? paginaDe[a.entidade]?.(a.entidade_id) : undefined
  return (
    <li className="border-b border-border last:border-b-0">
      <article
        aria-label={`${acaoLabel(a.acao)} ${entidadeLabel(a.entidade)} em ${formatDateTime(a.criado_em, fuso)}`}
        className="grid gap-2 p-4 md:grid-cols-[14rem_1fr] md:gap-6"
      >
        <div className="grid content-start gap-0.5 text-sm">
          <time dateTime={a.criado_em} className="font-medium tabular-nums">
            {formatDateTime(a.criado_em, fuso)}
          </time>
          <span>
            {quem}
            {a.papel && <span className="text-muted-foreground"> · {roleLabel(a.papel)}</span>}
          </span>
          {a.origem !== 'usuario' && a.usuario_nome && (
            <span className="text-muted-foreground">{rotulosOrigem[a.origem]}</span>
          )}
          {a.ip && <span className="text-muted-foreground">IP {a.ip}</span>}
          {a.user_agent && (
            <details className="text-xs text-muted-foreground">
              <summary className="cursor-pointer py-1">Navegador</summary>
              <span className="break-all">{a.user_agent}</span>
            </details>
          )}
        </div>
        <div className="grid content-start gap-1.5 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={a.acao === 'excluiu' || a.acao === 'falhou_entrar' ? 'destructive' : 'secondary'}>
              {acaoLabel(a.acao)}
            </Badge>
            <span className="font-medium">{entidadeLabel(a.entidade)}</span>
            {a.entidade_id &&
              (link ? (
                <Link to={link} className="text-primary underline-offset-4 hover:underline">
                  Abrir registro
                </Link>
              ) : (
                <span className="font-mono text-xs text-muted-foreground break-all">{a.entidade_id}</span>
              ))}
            {a.categoria === 'seguranca' && <Badge variant="outline">Segurança</Badge>}
          </div>
          {a.descricao && <p className="break-words">{a.descricao}</p>}
          {mudancas.length > 0 && (
            <ul className="grid gap-0.5" aria-label="Campos alterados">
              {mudancas.slice(0, VISIVEIS).map((m) => (
                <Mudanca key={m.campo} acao={a.acao} m={m} />
              ))}
            </ul>
          )}
          {mudancas.length > VISIVEIS && (
            <details>
              <summary className="cursor-pointer py-1 text-muted-foreground">
                Mais {mudancas.length - VISIVEIS} campos
              </summary>
              <ul className="grid gap-0.5">
                {mudancas.slice(VISIVEIS).map((m) => (
                  <Mudanca key={m.campo} acao={a.acao} m={m} />
                ))}
              </ul>
            </details>
          )}
        </div>
      </article>
    </li>
  )
}
