import { and, asc, eq, ne } from 'drizzle-orm'
import { cadastrosMessages as m, usuarioVinculadoAo } from '../../../../shared/cadastros/cadastros.messages'
import type { TecnicoUsuariosView } from '../../../../shared/cadastros/tecnicos.schemas'
import type { Database, Tx } from '../../../db/client'
import { membros, tecnicos, users } from '../../../db/schema'
import { readTenant } from '../../../db/with-tenant'
import { AppError } from '../../../http/errors'
import type { Tenant } from '../../auth/tenant.service'

const recusa = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { usuario_id: message })

/**
 * The user a register is linked to must be a member of the company (users carry no company: membros
 * does) and not the user of another register, named in the refusal so the form says which one.
 */
export async function assertUsuarioLivre(tx: Tx, tenant: Tenant, usuarioId: string, tecnicoId?: string) {
  const [membro] = await tx
    .select({ id: membros.id })
    .from(membros)
    .where(and(eq(membros.empresa_id, tenant.empresaId), eq(membros.user_id, usuarioId)))
  if (!membro) throw recusa(400, 'VALIDATION', m.usuarioDeOutraEmpresa)
  const [outro] = await tx
    .select({ nome: tecnicos.nome })
    .from(tecnicos)
    .where(
      and(
        eq(tecnicos.empresa_id, tenant.empresaId),
        eq(tecnicos.usuario_id, usuarioId),
        tecnicoId ? ne(tecnicos.id, tecnicoId) : undefined,
      ),
    )
  if (outro) throw recusa(409, 'USUARIO_VINCULADO', usuarioVinculadoAo(outro.nome))
}

/** GET /api/tecnicos/usuarios: the company's active users, by name, with the register each is linked to. */
export function listUsuariosParaTecnico(db: Database, tenant: Tenant): Promise<TecnicoUsuariosView> {
  return readTenant(db, tenant, async (tx) => {
    const items = await tx
      .select({
        id: users.id,
        nome: users.name,
        email: users.email,
        tecnico_id: tecnicos.id,
        tecnico_nome: tecnicos.nome,
      })
      .from(membros)
      .innerJoin(users, eq(users.id, membros.user_id))
      .leftJoin(
        tecnicos,
        and(eq(tecnicos.empresa_id, membros.empresa_id), eq(tecnicos.usuario_id, membros.user_id)),
      )
      .where(and(eq(membros.empresa_id, tenant.empresaId), eq(membros.ativo, true)))
      .orderBy(asc(users.name), asc(users.id))
    return { items }
  })
}
