import { describe, expect, it } from 'vitest'
import type { Me } from '../../../shared/auth/me.schemas'
import { meAs } from '../../app/me-fixture'
import { atalhosVisiveis } from './dashboard-atalhos'

const pro = { plano: 'pro', status_assinatura: 'ativa' } as const
const basico = { plano: 'basico', status_assinatura: 'ativa' } as const
const resumo = (me: Me) =>
  atalhosVisiveis(me).map(({ to, nome, bloqueado, description }) => ({ to, nome, bloqueado, description }))

describe('atalhosVisiveis', () => {
  it('shows the admin on Pro the three cards, none locked', () => {
    expect(resumo(meAs('admin', pro))).toEqual([
      {
        to: '/contas-receber',
        nome: 'Contas a Receber',
        bloqueado: false,
        description: 'Títulos em aberto, vencidos e recebimentos',
      },
      {
        to: '/relatorios/servico',
        nome: 'Relatórios',
        bloqueado: false,
        description: 'Serviços executados e resultado financeiro',
      },
      {
        to: '/cadastros/clientes',
        nome: 'Clientes',
        bloqueado: false,
        description: 'Cadastro de clientes e seus veículos',
      },
    ])
  })

  it('locks Contas a Receber on Básico like the menu item, and only it', () => {
    const [contas, ...resto] = resumo(meAs('admin', basico))
    expect(contas).toEqual({
      to: '/contas-receber',
      nome: 'Contas a Receber (disponível no plano Pro)',
      bloqueado: true,
      description: 'Disponível no plano Pro',
    })
    expect(resto.map((a) => a.bloqueado)).toEqual([false, false])
  })

  it('keeps it open during a trial of Básico (the trial has Pro limits)', () => {
    expect(resumo(meAs('admin', { plano: 'basico', status_assinatura: 'trial' }))[0]?.bloqueado).toBe(false)
  })

  it('hides what the role may not open, whatever the plan', () => {
    expect(resumo(meAs('tecnico', basico)).map((a) => a.to)).toEqual(['/cadastros/clientes'])
  })
})
