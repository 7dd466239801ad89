import type { Database } from '../db/client'
import type { App } from '../http/types'
import { aplicarRetencaoDasAtividades } from './retencao-atividades'
import { aplicarRetencaoDosContatos } from './retencao-contatos'

const HORA = 60 * 60 * 1000

/**
 * The daily retention round (SPEC §9 and the privacy page), on every app server and either database (the
 * embedded one's maintenance only runs on PGlite): the activity log's entries past their time and the
 * contact-form messages past 12 months. The first a few minutes after start, then once a day.
 */
export function iniciarRetencao(app: App, db: Database) {
  const rodar = async () => {
    try {
      const r = await aplicarRetencaoDasAtividades(db)
      if (r && (r.seguranca || r.negocio)) app.log.info(r, 'registro de atividades: retenção aplicada')
    } catch (err) {
      app.log.error({ err }, 'registro de atividades: retenção falhou')
    }
    try {
      const contatos = await aplicarRetencaoDosContatos(db)
      if (contatos) app.log.info({ contatos }, 'formulário de contato: retenção aplicada')
    } catch (err) {
      app.log.error({ err }, 'formulário de contato: retenção falhou')
    }
  }
  const primeira = setTimeout(() => void rodar(), 5 * 60 * 1000)
  const diaria = setInterval(() => void rodar(), 24 * HORA)
  primeira.unref()
  diaria.unref()
  app.addHook('onClose', async () => {
    clearTimeout(primeira)
    clearInterval(diaria)
  })
}
