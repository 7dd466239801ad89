import { ChamadaFinal } from './chamada-final'
import { Depoimentos } from './depoimentos'
import { FaixaEstatisticas } from './estatisticas'
import { Hero } from './hero'
import { Passos } from './passos'
import { PlanosResumo } from './planos-resumo'
import { RecursosDestaque } from './recursos-destaque'
import { Segmentos } from './segmentos'
import { SelosConfianca } from './selos-confianca'

/** `/` (SPEC "Landing page", issue §1). */
export function PaginaInicio() {
  return (
    <>
      <Hero />
      <FaixaEstatisticas />
      <Passos />
      <PlanosResumo />
      <Segmentos />
      <RecursosDestaque />
      <Depoimentos />
      <SelosConfianca />
      <ChamadaFinal />
    </>
  )
}
