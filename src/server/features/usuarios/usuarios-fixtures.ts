import { eq } from 'drizzle-orm'
import type { PlanoId, StatusAssinatura } from '../../../shared/assinatura/planos'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import { signIn, TEST_PASSWORD, type TestUser, uniqueEmail } from '../../test/factories'

/** Puts the company on a plan and status directly, as the operator's billing command would. */
export async function setPlano(t: TestApp, empresaId: string, plano: PlanoId, status: StatusAssinatura) {
  await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx.update(empresas).set({ plano, status_assinatura: status }).where(eq(empresas.id, empresaId)),
  )
  t.sessions.forgetEmpresa(empresaId)
}

export const novoUsuario = (extra: object = {}) => ({
  nome_completo: 'Olga Operadora',
  email: uniqueEmail('olga'),
  password: TEST_PASSWORD,
  role: 'operador',
  telefone: '(11) 97162-6799',
  ...extra,
})

/** Creates a user through POST /api/usuarios as `admin` and signs it in. */
export async function criarUsuario(t: TestApp, admin: TestUser, extra: object = {}): Promise<TestUser> {
  const body = novoUsuario(extra)
  const res = await call(t, admin, 'POST', '/api/usuarios', body)
  if (res.statusCode !== 201) throw new Error(`POST /api/usuarios → ${res.statusCode} ${res.body}`)
  const cookie = await signIn(t, body.email)
  return { userId: res.json().id, empresaId: admin.empresaId, email: body.email, cookie }
}
