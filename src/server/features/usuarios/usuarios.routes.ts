import { getCookies, parseCookies } from 'better-auth/cookies'
import { idParams } from '../../../shared/http/lista'
import {
  createUsuarioInput,
  resetSenhaInput,
  updateUsuarioInput,
  usuariosList,
  usuarioView,
} from '../../../shared/usuarios/usuarios.schemas'
import { type App, type AppContext, tenantOf } from '../../http/types'
import { createUsuario, deleteUsuario, listUsuarios, resetSenha, updateUsuario } from './usuarios.service'

/** Configurações > Usuários, the invitations and the e-mails: Administrador only, whatever the role's rows say (SPEC §6). */
export const apenasAdmin = { papeis: { permitidos: ['admin'] } } as const

/** /api/usuarios (DESIGN §10; the spec's admin-users function): list, create, update, delete, reset. */
export function usuariosRoutes(app: App, ctx: AppContext) {
  const db = ctx.handle.db
  const sessionCookie = getCookies(ctx.auth.options).sessionToken.name
  const admin = { config: apenasAdmin }
  // Deactivating, removing a user and resetting a password are security actions: a read-only company
  // (trial ended, past due) must still be able to lock a person out.
  const adminSeguranca = { config: { ...apenasAdmin, somenteLeitura: 'permitido' } } as const

  app.get('/api/usuarios', { ...admin, schema: { response: { 200: usuariosList } } }, async (req) =>
    listUsuarios(db, tenantOf(req)),
  )

  app.post(
    '/api/usuarios',
    { ...admin, schema: { body: createUsuarioInput, response: { 201: usuarioView } } },
    async (req, reply) => reply.status(201).send(await createUsuario(db, tenantOf(req), req.body)),
  )

  app.patch(
    '/api/usuarios/:id',
    {
      ...adminSeguranca,
      schema: { params: idParams, body: updateUsuarioInput, response: { 200: usuarioView } },
    },
    async (req) => updateUsuario(db, ctx.sessions, tenantOf(req), req.params.id, req.body),
  )

  app.delete('/api/usuarios/:id', { ...adminSeguranca, schema: { params: idParams } }, async (req, reply) => {
    await deleteUsuario(db, ctx.sessions, tenantOf(req), req.params.id)
    return reply.status(204).send()
  })

  app.post(
    '/api/usuarios/:id/senha',
    {
      ...adminSeguranca,
      // The activity log says the password was reset, never its value.
      config: {
        ...adminSeguranca.config,
        auditoria: { entidade: 'usuarios', acao: 'alterou_senha', categoria: 'seguranca' },
      },
      schema: { params: idParams, body: resetSenhaInput },
    },
    async (req, reply) => {
      // The cookie is "token.signature"; an admin resetting their own password keeps this session.
      const token = parseCookies(req.headers.cookie ?? '')
        .get(sessionCookie)
        ?.split('.')[0]
      await resetSenha(db, ctx.sessions, tenantOf(req), req.params.id, req.body.password, token)
      return reply.status(204).send()
    },
  )
}
