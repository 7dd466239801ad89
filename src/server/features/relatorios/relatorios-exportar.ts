import type { PeriodoQuery } from '../../../shared/relatorios/periodo'
import {
  type TabelaRelatorio,
  tabelasFinanceiroDef,
  tabelasServicoDef,
} from '../../../shared/relatorios/tabelas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { exportarTabela } from '../../http/exportar-tabela'
import type { Tenant } from '../auth/tenant.service'
import { relatorioFinanceiro } from './relatorio-financeiro.service'
import { relatorioServico } from './relatorio-servico.service'

const nomeArquivo = (titulo: string) =>
  titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function exportar<R extends { de: string; ate: string }>(
  relatorio: R,
  tabela: TabelaRelatorio<R>,
  formato: 'csv' | 'xlsx',
) {
  return exportarTabela(
    {
      nome: `${nomeArquivo(tabela.titulo)}-${relatorio.de}-a-${relatorio.ate}`,
      // Excel refuses sheet names over 31 characters.
      planilha: tabela.titulo.slice(0, 31),
      colunas: tabela.colunas,
      linhas: tabela.linhas(relatorio),
    },
    formato,
  )
}

/** GET /api/relatorios/:tipo/exportar: one table of the report, computed as the screen shows it. */
export async function exportarRelatorio(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  tenant: Tenant,
  tipo: 'servico' | 'financeiro',
  query: PeriodoQuery & { tabela: string; formato: 'csv' | 'xlsx' },
) {
  if (tipo === 'servico') {
    const tabela = tabelasServicoDef[query.tabela as keyof typeof tabelasServicoDef]
    return exportar(await relatorioServico(db, tenant, query), tabela, query.formato)
  }
  const tabela = tabelasFinanceiroDef[query.tabela as keyof typeof tabelasFinanceiroDef]
  return exportar(await relatorioFinanceiro(db, config, tenant, query), tabela, query.formato)
}
