import { idParams } from '../../../shared/http/lista'
import {
  mensagemProntaView,
  modeloMensagemInput,
  modeloMensagemParams,
  modeloMensagemView,
  modelosMensagemView,
} from '../../../shared/mensagens/mensagens.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { chaveConhecida, listarModelos, restaurarModelo, salvarModelo } from './mensagens.service'
import { mensagemPronta } from './os-pronta.service'

/**
 * The message templates (Configurações → Mensagens, issue 27 item 5): whoever sees Configurações reads
 * them, who edits it (the admin, by default) changes them; and the 'OS pronta' message of an OS.
 */
export function mensagensRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  app.get(
    '/api/modelos-mensagem',
    {
      config: { permission: ['configuracoes', 'view'] },
      schema: { response: { 200: modelosMensagemView } },
    },
    async (req) => listarModelos(db, tenantOf(req)),
  )
  app.put(
    '/api/modelos-mensagem/:chave',
    {
      config: { permission: ['configuracoes', 'edit'] },
      schema: {
        params: modeloMensagemParams,
        body: modeloMensagemInput,
        response: { 200: modeloMensagemView },
      },
    },
    async (req) => salvarModelo(db, tenantOf(req), chaveConhecida(req.params.chave), req.body.texto),
  )
  app.delete(
    '/api/modelos-mensagem/:chave',
    {
      config: { permission: ['configuracoes', 'edit'] },
      schema: { params: modeloMensagemParams, response: { 200: modeloMensagemView } },
    },
    async (req) => restaurarModelo(db, tenantOf(req), chaveConhecida(req.params.chave)),
  )

  app.get(
    '/api/os/:id/mensagem-pronta',
    {
      config: { permission: ['os', 'view'] },
      schema: { params: idParams, response: { 200: mensagemProntaView } },
    },
    async (req) => mensagemPronta(db, ctx.config, tenantOf(req), req.params.id),
  )
}
