import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { App } from '../../http/types'
import { logoStorage } from '../empresa/empresa-logo.storage'
import { fotoStorage } from '../os/fotos/fotos.storage'
import { vistoriaStorage } from '../vistoria/vistoria.storage'
import { empresasAExcluir, excluirDadosDaEmpresa } from './exclusao.service'

const DIA_MS = 24 * 60 * 60 * 1000
/** The first round soon after the start: a server restarted every day still runs it. */
const PRIMEIRA_RODADA_MS = 60_000

/**
 * The daily deletion of cancelled companies' data past their 30 days (docs/decisions/038), in every app
 * server and on both databases: each step is idempotent and the last one is under an advisory lock, so
 * several servers running it at once delete once. Stops with the app.
 */
export function iniciarExclusaoDeDados(
  app: App,
  db: Database,
  config: Pick<Config, 'dataDir' | 'armazenamento'>,
) {
  const arquivos = {
    fotosOs: fotoStorage(config),
    fotosVistoria: vistoriaStorage(config),
    logos: logoStorage(config),
  }
  let rodando: Promise<void> | null = null
  const rodada = async () => {
    for (const empresaId of await empresasAExcluir(db)) {
      try {
        if (await excluirDadosDaEmpresa(db, empresaId, arquivos)) {
          app.log.info({ empresaId }, 'dados da empresa cancelada excluídos (prazo de 30 dias encerrado)')
        }
      } catch (erro) {
        app.log.error({ err: erro, empresaId }, 'exclusão dos dados da empresa cancelada falhou')
      }
    }
  }
  const disparar = () => {
    rodando ??= rodada()
      .catch((erro: unknown) => app.log.error({ err: erro }, 'rodada de exclusão de dados falhou'))
      .finally(() => {
        rodando = null
      })
  }
  const primeira = setTimeout(disparar, PRIMEIRA_RODADA_MS)
  const diaria = setInterval(disparar, DIA_MS)
  primeira.unref()
  diaria.unref()
  app.addHook('onClose', async () => {
    clearTimeout(primeira)
    clearInterval(diaria)
    await rodando
  })
}
