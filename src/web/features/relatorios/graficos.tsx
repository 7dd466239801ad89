import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatNumero } from '../../../shared/formatos/exibir'
import { formatBRL } from '../../lib/format'

/** Series colours: the brand's blue and orange, then steady, distinguishable tones. */
export const CORES = ['#1d4ed8', '#f97316', '#16a34a', '#d97706', '#7c3aed', '#dc2626', '#0891b2', '#64748b']

const reais = (v: number) => formatBRL(v)
const reaisCurto = (v: number) =>
  new Intl.NumberFormat('pt-BR', { notation: 'compact', style: 'currency', currency: 'BRL' }).format(v / 100)
/** A tooltip or axis figure: money in reais, anything else with the decimal comma ('4,5', never '4.5'). */
const figura = (dinheiro: boolean) => (v: unknown) => {
  const n = Number(v)
  if (!Number.isFinite(n)) return String(v ?? '')
  return dinheiro ? reais(n) : formatNumero(n)
}

type Serie = { key: string; nome: string; dinheiro?: boolean }

/** Vertical bars per category (months, bands, technicians); one bar per series. */
export function GraficoBarras({
  dados,
  categoria,
  series,
}: {
  dados: Record<string, unknown>[]
  categoria: string
  series: Serie[]
}) {
  const dinheiro = series.some((s) => s.dinheiro)
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={dados} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoria} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis
          tick={{ fontSize: 12 }}
          width={dinheiro ? 72 : 40}
          tickFormatter={dinheiro ? reaisCurto : figura(false)}
        />
        <Tooltip formatter={figura(dinheiro)} />
        {series.length > 1 && <Legend />}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.nome}
            fill={CORES[i % CORES.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}

/** A line over months. */
export function GraficoLinha({
  dados,
  categoria,
  serie,
}: {
  dados: Record<string, unknown>[]
  categoria: string
  serie: Serie
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={dados} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoria} tick={{ fontSize: 12 }} />
        <YAxis tick={{ fontSize: 12 }} width={40} tickFormatter={figura(Boolean(serie.dinheiro))} />
        <Tooltip formatter={figura(Boolean(serie.dinheiro))} />
        <Line
          dataKey={serie.key}
          name={serie.nome}
          stroke={CORES[0]}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}

/** Shares of a whole (payment methods, statuses). */
export function GraficoPizza({
  dados,
  nome,
  valor,
  dinheiro = false,
}: {
  dados: Record<string, unknown>[]
  nome: string
  valor: string
  dinheiro?: boolean
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={dados}
          dataKey={valor}
          nameKey={nome}
          innerRadius="45%"
          outerRadius="80%"
          isAnimationActive={false}
        >
          {dados.map((d, i) => (
            <Cell key={String(d[nome])} fill={CORES[i % CORES.length]} />
          ))}
        </Pie>
        <Tooltip formatter={figura(dinheiro)} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  )
}
