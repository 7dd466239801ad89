import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { addDays, format } from 'date-fns'
import { and, eq, sql } from 'drizzle-orm'
import type { DemoCredentials } from '../../../shared/auth/me.schemas'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { createOsInput, OS_PADROES } from '../../../shared/os/os.schemas'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { clientes, empresas, membros, servicosCatalogo, tecnicos, users, veiculos } from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'
import { createUserWithPassword } from '../auth/auth.service'
import { loadTenant } from '../auth/tenant.service'
import { createEmpresa } from '../empresa/empresa.service'
import { createOs } from '../os/os.service'
import { transitionOs } from '../os/os-status.service'
import { seedAgenda } from './demo-agenda'
import { demoClientes, demoServicos, demoTecnicos } from './demo-data'
import { seedOsFaturada } from './demo-financeiro'

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
 * A demo company created before demos were made active (it started a 7-day trial) becomes Pro and
 * active at the next start, instead of turning read-only a week after the first `npm start`.
 */
async function keepDemoActive(db: Database) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN))
  if (!admin) return
  await db.transaction(async (tx) => {
    const tenant = await loadTenant(tx, admin.id)
    if (!tenant) return
    await enterTenant(tx, { empresaId: tenant.empresaId, userId: admin.id })
    await tx
      .update(empresas)
      .set({ plano: 'pro', status_assinatura: 'ativa', trial_ate: null })
      .where(
        and(
          eq(empresas.id, tenant.empresaId),
          eq(empresas.demo, true),
          eq(empresas.status_assinatura, 'trial'),
        ),
      )
  })
}

/**
 * Creates "Oficina Demo" when the database has no users yet (a fresh install): an admin and a técnico
 * to try the permissions with, and the spec's seed data including one OS in execution and one
 * concluded and invoiced (receivables and dashboard figures to look at).
 */
export async function seedDemoIfEmpty(db: Database, config: Config): Promise<DemoCredentials | null> {
  if (!config.demo) return null
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users)
  if (count > 0) {
    await keepDemoActive(db)
    return getDemoCredentials(config)
  }

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
    // A demo to try things with never turns read-only: Pro, active, no trial to end (DESIGN §7).
    await tx
      .update(empresas)
      .set({ plano: 'pro', status_assinatura: 'ativa', trial_ate: null })
      .where(eq(empresas.id, empresaId))
    await tx.insert(membros).values({ empresa_id: empresaId, user_id: tecnicoUser.id, role: 'tecnico' })

    const tecs = await tx
      .insert(tecnicos)
      // The demo technician signs in as the first register, who has the OS in execution (Meus serviços).
      .values(
        demoTecnicos.map((t, i) => ({
          ...t,
          empresa_id: empresaId,
          usuario_id: i === 0 ? tecnicoUser.id : null,
        })),
      )
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
        // The demo's customers accepted reminders at the counter, so the revisions screen works (LGPD).
        .values({
          ...cliente,
          tipo_pessoa: 'fisica',
          empresa_id: empresaId,
          consentimento_marketing: true,
          consentimento_em: new Date(),
          consentimento_origem: 'balcao',
        })
        .returning({ id: clientes.id })
      const [v] = await tx
        .insert(veiculos)
        .values({ ...veiculo, cliente_id: c.id, empresa_id: empresaId })
        .returning({ id: veiculos.id, km: veiculos.km_atual })
      clis.push({ clienteId: c.id, veiculoId: v.id, km: v.km })
    }

    // One OS in execution with a 7-day deadline (SPEC §9 seed constants), made the way a user makes one:
    // through the OS service and the status machine, so totals, quote version and history are real.
    const tenant = (await loadTenant(tx, admin.id))!
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const ordem = await createOs(
      tx,
      tenant,
      createOsInput.parse({
        cliente_id: clis[0].clienteId,
        veiculo_id: clis[0].veiculoId,
        tecnico_responsavel_id: tecs[0].id,
        previsao_entrega: format(addDays(new Date(`${hoje}T12:00:00`), 7), 'yyyy-MM-dd'),
        origem: 'Particular',
        km_entrada: clis[0].km,
        forma_pagamento_preferida: 'pix',
        condicoes_pagamento: OS_PADROES.condicoes_pagamento,
        itens: servs.slice(0, 2).map((s) => ({
          tipo: 'servico',
          referencia_id: s.id,
          quantidade: 1,
          valor_unitario: s.preco,
        })),
      }),
    )
    for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao'] as const) {
      await transitionOs(tx, tenant, ordem.id, status, null)
    }
    await seedOsFaturada(tx, tenant, hoje, { ...clis[1], tecnicoId: tecs[1].id }, servs.slice(2, 4))
    await seedAgenda(
      tx,
      tenant,
      hoje,
      [clis[2], clis[1], clis[0]],
      tecs.map((t) => t.id),
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
