import {
  atividadesExportQuery,
  atividadesPage,
  atividadesQuery,
  atividadesUsuarios,
  atividadesMessages as m,
} from '../../../shared/atividades/atividades.schemas'
import type { Acao, Modulo } from '../../../shared/permissoes/permissoes'
import { enviarArquivo } from '../../http/exportar-tabela'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { exportarAtividades } from './atividades.exportacao'
import { atividadesParaExportar, listarAtividades, usuariosDasAtividades } from './atividades.service'

/**
 * The log holds people's personal data and IPs: besides Configurações' view permission, only the
 * Administrador and the Gerente read it, whatever an operador's or técnico's permission rows say.
 */
const permission: [Modulo, Acao] = ['configuracoes', 'view']
const papeis = { permitidos: ['admin', 'gerente'], mensagem: m.apenasAdminOuGerente } as const

/** Configurações › Atividades (issue 29): the activity log, its users and its export. */
export function atividadesRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const leitura = { config: { permission, papeis } }

  app.get(
    '/api/atividades',
    { ...leitura, schema: { querystring: atividadesQuery, response: { 200: atividadesPage } } },
    async (req) => listarAtividades(db, tenantOf(req), req.query),
  )

  app.get(
    '/api/atividades/usuarios',
    { ...leitura, schema: { response: { 200: atividadesUsuarios } } },
    async (req) => usuariosDasAtividades(db, tenantOf(req)),
  )

  app.get(
    '/api/atividades/exportar',
    {
      config: {
        permission,
        papeis,
        auditoria: { entidade: 'atividades', acao: 'exportou', categoria: 'seguranca' },
      },
      schema: { querystring: atividadesExportQuery },
    },
    async (req, reply) => {
      const tenant = tenantOf(req)
      const { formato, ...filtros } = req.query
      const linhas = await atividadesParaExportar(db, tenant, filtros)
      return enviarArquivo(reply, await exportarAtividades(linhas, formato, tenant.empresa.fuso_horario))
    },
  )
}
