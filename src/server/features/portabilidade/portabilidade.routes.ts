import { todayInTimeZone } from '../../../shared/formatos/data'
import { nomeDoArquivoDeExportacao } from '../../../shared/portabilidade/portabilidade'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { logoStorage } from '../empresa/empresa-logo.storage'
import { notaStorage } from '../fiscal/notas.storage'
import { fotoStorage } from '../os/fotos/fotos.storage'
import { vistoriaStorage } from '../vistoria/vistoria.storage'
import { type ArmazenamentosDaEmpresa, exportarEmpresa } from './exportacao.service'

/** Where the company's files are kept, by kind (the same storages their features write to). */
export const armazenamentosDaConfig = (config: AppContext['config']): ArmazenamentosDaEmpresa => ({
  fotosOs: fotoStorage(config),
  fotosVistoria: vistoriaStorage(config),
  logos: logoStorage(config),
  notasFiscais: notaStorage(config),
})

/**
 * GET /api/empresa/exportacao (issue 29 item 5): the whole company as a ZIP, for the admin only. A GET,
 * so a cancelled (read-only) company's admin still downloads it during the 30 days. Recorded in the
 * activity log as a security event before the first byte leaves.
 */
export function portabilidadeRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const armazenamentos = armazenamentosDaConfig(ctx.config)
  app.get(
    '/api/empresa/exportacao',
    {
      config: {
        permission: ['configuracoes', 'view'],
        papeis: { permitidos: ['admin'] },
        auditoria: {
          entidade: 'empresa',
          acao: 'exportou',
          descricao: 'Exportou todos os dados da empresa (ZIP)',
          categoria: 'seguranca',
        },
      },
    },
    async (req, reply) => {
      const tenant = tenantOf(req)
      const zip = exportarEmpresa(db, tenant, armazenamentos, (erro) =>
        req.log.error({ err: erro }, 'exportação da empresa falhou'),
      )
      const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${nomeDoArquivoDeExportacao(hoje)}"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )
}
