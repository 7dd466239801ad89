import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { closedStatuses } from '../../../shared/os/os-status'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { ANONIMIZACAO_MANTEM, ANONIMIZACAO_REMOVE } from '../../../shared/titular/titular'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import type { AnonimizacaoView } from '../../../shared/titular/titular.schemas'
import { type Database, queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { conflict, notFound } from '../../http/errors'
import type { FileStorage } from '../../storage/file-storage'
import { registrarAtividade } from '../atividades/registrar'
import type { Tenant } from '../auth/tenant.service'
import { anonimizarCliente, apagarArquivosDoTitular } from './anonimizacao'
import { dadosDoTitular } from './exportacao.dados'
import { pdfDosDados } from './exportacao.pdf'

export interface ArmazenamentosDoTitular {
  fotos: FileStorage
  vistorias: FileStorage
}

const scope = (tenant: Tenant) => ({
  empresaId: tenant.empresaId,
  userId: tenant.userId,
  user: tenant.user,
  role: tenant.role,
})

async function lerArquivo(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = (await storage.get(key).catch(() => null)) as Readable | null
  if (!stream) return null
  const partes: Buffer[] = []
  for await (const parte of stream) partes.push(Buffer.from(parte))
  return new Uint8Array(Buffer.concat(partes))
}

const extensao = (key: string) => key.slice(key.lastIndexOf('.'))

/**
 * GET /api/clientes/:id/dados-pessoais.zip: dados.json (everything, machine-readable), dados.pdf (the same,
 * readable) and the photos. The export is itself an activity entry (security category: personal data left).
 */
export async function exportarDadosDoTitular(
  db: Database,
  tenant: Tenant,
  clienteId: string,
  storage: ArmazenamentosDoTitular,
): Promise<{ zip: Buffer; nome: string }> {
  const dados = await withTenant(db, scope(tenant), async (tx) => {
    const d = await dadosDoTitular(tx, clienteId, { verFinanceiro: podeVer(tenant, 'financeiro') })
    if (!d) throw notFound(m.clienteNaoEncontrado)
    await registrarAtividade(tx, {
      entidade: 'clientes',
      entidadeId: clienteId,
      acao: 'exportou',
      descricao: 'Exportação dos dados pessoais do titular (LGPD)',
      categoria: 'seguranca',
    })
    return d
  })
  // Photos under fotos/ in the ZIP; each row then names its file there instead of the internal storage key.
  const fotos: Record<string, Uint8Array> = {}
  const incluir = async (
    linhas: Record<string, unknown>[] | undefined,
    pasta: string,
    storage: FileStorage,
  ) => {
    for (const f of linhas ?? []) {
      const key = String(f.arquivo)
      const caminho = `fotos/${pasta}/${f.id}${extensao(key)}`
      const bytes = await lerArquivo(storage, key)
      if (bytes) fotos[caminho] = bytes
      f.arquivo = bytes ? caminho : null
    }
  }
  await incluir(dados.dados.os_fotos, 'os', storage.fotos)
  await incluir(dados.dados.vistoria_fotos, 'vistorias', storage.vistorias)
  const arquivos: Record<string, Uint8Array> = {
    'dados.json': strToU8(JSON.stringify(dados, null, 2)),
    'dados.pdf': new Uint8Array(await pdfDosDados(dados, tenant.empresa.fuso_horario)),
    ...fotos,
  }
  const zip = zipSync(arquivos, { level: 6 })
  return { zip: Buffer.from(zip), nome: `dados-pessoais-${clienteId.slice(0, 8)}.zip` }
}

/**
 * POST /api/clientes/:id/anonimizar. Refused while the customer has an open OS (the work is not over) or a
 * note still processing at the city hall; open titles do not block it (the debt stays collectable).
 */
export async function anonimizar(
  db: Database,
  tenant: Tenant,
  clienteId: string,
  storage: ArmazenamentosDoTitular,
  onFileError: (error: unknown, arquivo: string) => void,
): Promise<AnonimizacaoView> {
  const r = await withTenant(db, scope(tenant), async (tx) => {
    const [c] = await queryRows<{ anonimizado_em: string | null }>(
      tx,
      sql`select anonimizado_em from clientes where empresa_id = app_empresa_id() and id = ${clienteId} for update`,
    )
    if (!c) throw notFound(m.clienteNaoEncontrado)
    if (c.anonimizado_em) throw conflict('JA_ANONIMIZADO', m.jaAnonimizado)
    const [abertas] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from os where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
        and status not in (${sql.join(
          closedStatuses.map((st) => sql`${st}`),
          sql`, `,
        )})`,
    )
    if (abertas!.n > 0) throw conflict('OS_ABERTAS', m.osAbertas(abertas!.n))
    const [processando] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from notas_fiscais where empresa_id = app_empresa_id()
        and cliente_id = ${clienteId} and situacao = 'processando'`,
    )
    if (processando!.n > 0) throw conflict('NOTA_PROCESSANDO', m.notaEmProcessamento)
    return anonimizarCliente(tx, clienteId)
  })
  await apagarArquivosDoTitular(r.arquivos, storage, onFileError)
  return {
    anonimizado_em: r.anonimizadoEm,
    removidos: [...ANONIMIZACAO_REMOVE],
    mantidos: [...ANONIMIZACAO_MANTEM],
  }
}
