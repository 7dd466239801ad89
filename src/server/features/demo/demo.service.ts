import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { addDays, format } from 'date-fns'
import { sql } from 'drizzle-orm'
import type { DemoCredentials } from '../../../shared/auth/me.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import {
  clientes,
  membros,
  os,
  osHistorico,
  osItens,
  servicosCatalogo,
  tecnicos,
  users,
  veiculos,
} from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'
import { createUserWithPassword } from '../auth/auth.service'
import { createEmpresa } from '../empresa/empresa.service'
import { nextOsNumber } from '../os/os-numero'
import { demoClientes, demoServicos, demoTecnicos } from './demo-data'

const DEMO_EMPRESA = 'Oficina Demo'
const DEMO_ADMIN = 'demo@bancada.app'
const DEMO_TECNICO = 'tecnico.demo@bancada.app'

const credentialsFile = (config: Config) => path.join(config.dataDir, 'demo-credentials.json')

/** The demo sign-in shown on the Auth screen, when this server created a demo company. */
export function getDemoCredentials(config: Config): DemoCredentials | null {
  if (!config.demo || !existsSync(credentialsFile(config))) return null
  return JSON.parse(readFileSync(credentialsFile(config), 'utf8')) as DemoCredentials
}

/**
 * Creates "Oficina Demo" when the database has no users yet (a fresh install): an admin and a técnico
 * to try the permissions with, and the spec's seed data including one OS in execution.
 */
export async function seedDemoIfEmpty(db: Database, config: Config): Promise<DemoCredentials | null> {
  if (!config.demo) return null
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  if (count > 0) return getDemoCredentials(config)

  const senha = `demo-${randomBytes(4).toString('hex')}`
  await db.transaction(async (tx) => {
    const admin = await createUserWithPassword(tx, {
      name: 'Administrador Demo',
      email: DEMO_ADMIN,
      password: senha,
    })
    const tecnicoUser = await createUserWithPassword(tx, {
      name: 'Técnico Demo',
      email: DEMO_TECNICO,
      password: senha,
    })
    const { empresaId } = await createEmpresa(tx, {
      nome_empresa: DEMO_EMPRESA,
      founderUserId: admin.id,
      demo: true,
    })
    await enterTenant(tx, { empresaId, userId: admin.id })
    await tx.insert(membros).values({ empresa_id: empresaId, user_id: tecnicoUser.id, role: 'tecnico' })

    const tecs = await tx
      .insert(tecnicos)
      .values(demoTecnicos.map((t) => ({ ...t, empresa_id: empresaId })))
      .returning({ id: tecnicos.id })
    const servs = await tx
      .insert(servicosCatalogo)
      .values(demoServicos.map((s) => ({ ...s, empresa_id: empresaId })))
      .returning({
        id: servicosCatalogo.id,
        descricao: servicosCatalogo.descricao,
        preco: servicosCatalogo.preco_publico,
      })
    const clis = []
    for (const { veiculo, ...cliente } of demoClientes) {
      const [c] = await tx
        .insert(clientes)
        .values({ ...cliente, tipo_pessoa: 'fisica', empresa_id: empresaId })
        .returning({ id: clientes.id })
      const [v] = await tx
        .insert(veiculos)
        .values({ ...veiculo, cliente_id: c.id, empresa_id: empresaId })
        .returning({ id: veiculos.id, km: veiculos.km_atual })
      clis.push({ clienteId: c.id, veiculoId: v.id, km: v.km })
    }

    // One OS in execution, opened today with a 7-day deadline (SPEC §9 seed constants).
    const today = new Date()
    const lines = [
      { servico: servs[0], quantidade: 1 },
      { servico: servs[1], quantidade: 1 },
    ]
    const itens = lines.map((l, i) => ({
      empresa_id: empresaId,
      ordem: i,
      tipo: 'servico' as const,
      referencia_id: l.servico.id,
      descricao: l.servico.descricao,
      quantidade: String(l.quantidade),
      valor_unitario: l.servico.preco,
      subtotal: l.servico.preco * l.quantidade,
    }))
    const total = itens.reduce((sum, i) => sum + i.subtotal, 0)
    const [ordem] = await tx
      .insert(os)
      .values({
        empresa_id: empresaId,
        numero_os: await nextOsNumber(tx, empresaId, today.getFullYear()),
        cliente_id: clis[0].clienteId,
        veiculo_id: clis[0].veiculoId,
        tecnico_responsavel_id: tecs[0].id,
        status: 'em_execucao',
        data_abertura: format(today, 'yyyy-MM-dd'),
        previsao_entrega: format(addDays(today, 7), 'yyyy-MM-dd'),
        origem: 'Particular',
        km_entrada: clis[0].km,
        subtotal_servicos: total,
        total_geral: total,
        forma_pagamento_preferida: 'pix',
        condicoes_pagamento: 'À vista com 5% de desconto ou em até 3x sem juros no cartão.',
        criado_por: admin.id,
      })
      .returning({ id: os.id })
    await tx.insert(osItens).values(itens.map((i) => ({ ...i, os_id: ordem.id })))
    const caminho = ['rascunho', 'orcamento_enviado', 'aprovado', 'em_execucao'] as const
    await tx.insert(osHistorico).values(
      caminho.map((para, i) => ({
        empresa_id: empresaId,
        os_id: ordem.id,
        de_status: i === 0 ? null : caminho[i - 1],
        para_status: para,
        user_id: admin.id,
      })),
    )
  })

  const credentials: DemoCredentials = {
    empresa: DEMO_EMPRESA,
    email: DEMO_ADMIN,
    senha,
    usuarios: [
      { email: DEMO_ADMIN, role: 'admin' },
      { email: DEMO_TECNICO, role: 'tecnico' },
    ],
  }
  writeFileSync(credentialsFile(config), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 })
  return credentials
}
