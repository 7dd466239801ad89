import { JanelaApp, Selo } from './janela-app'

const indicadores = [
  { rotulo: 'Recebido (30 dias)', valor: 'R$ 48.920,00' },
  { rotulo: 'OS abertas', valor: '23' },
  { rotulo: 'Títulos vencidos', valor: 'R$ 1.240,00' },
] as const

const meses = [
  { mes: 'jun', valor: 52 },
  { mes: 'jul', valor: 61 },
  { mes: 'ago', valor: 58 },
  { mes: 'set', valor: 70 },
  { mes: 'out', valor: 77 },
  { mes: 'nov', valor: 88 },
] as const

/** The dashboard: the KPIs of SPEC "Dashboard" and the billing of the last months. */
export function TelaRelatorios({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="bancada.app/dashboard"
      descricao="Tela do Bancada: painel com o recebido nos últimos 30 dias, OS abertas, títulos vencidos e gráfico de faturamento dos últimos seis meses"
      className={className}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        {indicadores.map((item) => (
          <div key={item.rotulo} className="rounded-lg border border-slate-200 p-2.5">
            <p className="text-xs text-slate-600">{item.rotulo}</p>
            <p className="mt-1 text-base font-bold text-slate-900 tabular-nums">{item.valor}</p>
          </div>
        ))}
      </div>
      <div className="mt-3 rounded-lg border border-slate-200 p-3">
        <p className="text-xs font-medium text-slate-700">Faturamento por mês</p>
        <div className="mt-2 flex h-28 items-end gap-2">
          {meses.map((m) => (
            <div key={m.mes} className="flex flex-1 flex-col items-center gap-1">
              <div className="w-full rounded-t bg-blue-600" style={{ height: `${m.valor}%` }} />
              <span className="text-xs text-slate-600">{m.mes}</span>
            </div>
          ))}
        </div>
      </div>
    </JanelaApp>
  )
}

const usuarios = [
  { nome: 'Ana Paula', papel: 'Administrador', modulos: 'Tudo' },
  { nome: 'Bruno Lima', papel: 'Gerente', modulos: 'OS, cadastros, financeiro, relatórios' },
  { nome: 'Carla Souza', papel: 'Operador', modulos: 'OS e cadastros' },
  { nome: 'Diego Rocha', papel: 'Técnico', modulos: 'Minhas OS' },
] as const

/** Users of a company with their roles (SPEC §6). */
export function TelaPermissoes({ className }: { className?: string }) {
  return (
    <JanelaApp
      endereco="bancada.app/configuracoes/usuarios"
      descricao="Tela do Bancada: usuários da oficina com os perfis administrador, gerente, operador e técnico e o que cada um pode acessar"
      className={className}
    >
      <ul className="grid gap-2">
        {usuarios.map((u) => (
          <li key={u.nome} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
              {u.nome
                .split(' ')
                .map((parte) => parte[0])
                .join('')}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{u.nome}</span>
              <span className="block truncate text-xs text-slate-600">{u.modulos}</span>
            </span>
            <Selo cor="rascunho">{u.papel}</Selo>
          </li>
        ))}
      </ul>
    </JanelaApp>
  )
}
