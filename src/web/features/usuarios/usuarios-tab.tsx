import { Info, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { usuariosMessages as m } from '../../../shared/usuarios/usuarios.messages'
import type { UsuarioView } from '../../../shared/usuarios/usuarios.schemas'
import { ListError, ListSkeleton } from '../../components/list/list-states'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useCurrentMe } from '../../lib/current-me'
import { useIsMobile } from '../../lib/use-media-query'
import { useUsuarios } from './api/get-usuarios'
import { ConvitesCard } from './convites-card'
import { EditarUsuarioDialog } from './editar-usuario-dialog'
import { ExcluirUsuarioDialog } from './excluir-usuario-dialog'
import { NovoUsuarioDialog } from './novo-usuario-dialog'
import { ResetarSenhaDialog } from './resetar-senha-dialog'
import { UsuariosLista } from './usuarios-lista'

type Dialogo = { tipo: 'novo' } | { tipo: 'editar' | 'senha' | 'excluir'; usuario: UsuarioView } | null

/** Tab Usuários (SPEC §2, admin only): the company's users, their dialogs, and the invitations. */
export function UsuariosTab() {
  const me = useCurrentMe()
  const usuarios = useUsuarios()
  const mobile = useIsMobile()
  const [dialogo, setDialogo] = useState<Dialogo>(null)
  const fechar = () => setDialogo(null)
  const limite = usuarios.data?.limite

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>Usuários</CardTitle>
            <CardDescription className="flex items-start gap-1.5">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {m.primeiroUsuario}
            </CardDescription>
          </div>
          <Button onClick={() => setDialogo({ tipo: 'novo' })} className="w-full sm:w-auto">
            <UserPlus aria-hidden="true" />
            Novo Usuário
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {usuarios.data ? (
            <>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <p className="text-sm text-muted-foreground">
                  Total de usuários:{' '}
                  <strong className="text-base text-foreground tabular-nums">{usuarios.data.total}</strong>
                </p>
                {limite != null && (
                  <p className="text-xs text-muted-foreground">
                    {`Seu plano permite até ${limite} ${limite === 1 ? 'usuário ativo' : 'usuários ativos'}, contando os convites pendentes.`}
                  </p>
                )}
              </div>
              <UsuariosLista
                usuarios={usuarios.data.items}
                acoes={{
                  proprioId: me.user.id,
                  onEditar: (usuario) => setDialogo({ tipo: 'editar', usuario }),
                  onResetarSenha: (usuario) => setDialogo({ tipo: 'senha', usuario }),
                  onExcluir: (usuario) => setDialogo({ tipo: 'excluir', usuario }),
                }}
              />
            </>
          ) : usuarios.isError ? (
            <ListError
              title={m.erroCarregar}
              onRetry={() => void usuarios.refetch()}
              retrying={usuarios.isFetching}
            />
          ) : (
            <ListSkeleton cards={mobile} columns={5} />
          )}
        </CardContent>
      </Card>
      <ConvitesCard />
      {dialogo?.tipo === 'novo' && <NovoUsuarioDialog onClose={fechar} />}
      {dialogo?.tipo === 'editar' && <EditarUsuarioDialog usuario={dialogo.usuario} onClose={fechar} />}
      {dialogo?.tipo === 'senha' && <ResetarSenhaDialog usuario={dialogo.usuario} onClose={fechar} />}
      {dialogo?.tipo === 'excluir' && <ExcluirUsuarioDialog usuario={dialogo.usuario} onClose={fechar} />}
    </div>
  )
}
