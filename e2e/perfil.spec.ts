import { expect, type Page, test } from '@playwright/test'
import { signInThroughForm, signOut, signUp } from './fixtures'

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

test('Meu Perfil: muda nome e telefone (o menu mostra o novo nome), altera a senha e entra com a nova', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const conta = await signUp(page)
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click()
  await expect(page).toHaveURL(/\/perfil$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()

  const dados = page.getByRole('form', { name: 'Dados pessoais' })
  const nome = dados.getByRole('textbox', { name: 'Nome completo' })
  await expect(nome).toHaveValue(conta.nome)
  await expect(dados.getByRole('textbox', { name: 'Email' })).toHaveValue(conta.email)
  await expect(dados.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')
  await expect(dados.getByText('Administrador')).toBeVisible()

  // A blank name is refused under the field and in a toast, once 'Salvar' is pressed.
  await nome.fill('')
  await nome.blur()
  await expect(dados.getByText('O nome é obrigatório')).toBeHidden()
  await dados.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'O nome é obrigatório')).toBeVisible()
  await expect(dados.getByText('O nome é obrigatório')).toBeVisible()

  const novoNome = `${conta.nome} Lima`
  await nome.fill(novoNome)
  await dados.getByLabel('Telefone').fill('11971626799')
  await expect(dados.getByLabel('Telefone')).toHaveValue('(11) 97162-6799')
  await dados.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Perfil atualizado com sucesso')).toBeVisible()
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await expect(page.getByRole('menu').getByText(novoNome, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // After a reload the saved values come back from the server.
  await page.reload()
  await expect(dados.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(novoNome)
  await expect(dados.getByLabel('Telefone')).toHaveValue('(11) 97162-6799')

  const senha = page.getByRole('form', { name: 'Alterar senha' })
  const novaSenha = `${conta.senha}-nova`
  // Confirmation that does not match, then a wrong current password: nothing changes.
  await senha.getByLabel('Senha atual').fill(conta.senha)
  await senha.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(novaSenha)
  await senha.getByLabel('Confirmar nova senha').fill('outra-coisa')
  await senha.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(senha.getByText('As senhas não coincidem')).toBeVisible()

  await senha.getByLabel('Senha atual').fill('senha-errada')
  await senha.getByLabel('Confirmar nova senha').fill(novaSenha)
  await senha.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(toast(page, 'Erro ao alterar senha')).toBeVisible()
  await expect(senha.getByText('Senha atual incorreta')).toBeVisible()

  await senha.getByLabel('Senha atual').fill(conta.senha)
  await senha.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(toast(page, 'Senha alterada com sucesso')).toBeVisible()
  await expect(senha.getByLabel('Senha atual')).toHaveValue('')
  // This browser is still signed in.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()

  await signOut(page)
  const entrar = page.getByRole('form', { name: 'Entrar' })
  await entrar.getByLabel('Email').fill(conta.email)
  await entrar.getByRole('textbox', { name: 'Senha', exact: true }).fill(conta.senha)
  await entrar.getByRole('button', { name: 'Entrar' }).click()
  await expect(toast(page, 'Email ou senha inválidos')).toBeVisible()
  await signInThroughForm(page, conta.email, novaSenha)
})

test('Esqueci minha senha sem SMTP: a resposta manda pedir ao administrador, igual para qualquer email', async ({
  page,
}) => {
  await page.goto('/auth')
  const entrar = page.getByRole('form', { name: 'Entrar' })
  await entrar.getByLabel('Email').fill('alguem.que.nao.existe@example.com')
  await entrar.getByRole('button', { name: 'Esqueci minha senha' }).click()

  const dialog = page.getByRole('dialog', { name: 'Esqueci minha senha' })
  const email = dialog.getByLabel('Email')
  await expect(email).toHaveValue('alguem.que.nao.existe@example.com')
  await email.fill('nao-e-email')
  await dialog.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(dialog.getByText('Informe um email válido')).toBeVisible()

  await email.fill('alguem.que.nao.existe@example.com')
  await dialog.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Este servidor não envia emails. Peça ao administrador da sua empresa para redefinir a sua senha em Configurações > Usuários.',
  )
  await dialog.getByRole('button', { name: 'Entendi' }).click()
  await expect(dialog).toBeHidden()
  // The sign-in form was not submitted by the dialog's form.
  await expect(page).toHaveURL(/\/auth$/)
  await expect(toast(page, 'Email ou senha inválidos')).toBeHidden()
})

test('Redefinir senha: link sem token ou inválido diz que expirou; senhas diferentes são recusadas', async ({
  page,
}) => {
  await page.goto('/auth/redefinir-senha')
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Link de redefinição inválido ou expirado')

  await page.goto('/auth/redefinir-senha?token=token-que-nao-existe')
  const form = page.getByRole('form', { name: 'Redefinir senha' })
  await form.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('nova-senha-1')
  await form.getByLabel('Confirmar nova senha').fill('nova-senha-2')
  await form.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(form.getByText('As senhas não coincidem')).toBeVisible()

  await form.getByLabel('Confirmar nova senha').fill('nova-senha-1')
  await form.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByRole('alert')).toContainText('Link de redefinição inválido ou expirado')
  await expect(toast(page, 'Link de redefinição inválido ou expirado')).toBeVisible()
})

test('Meu Perfil no celular (375 px): sem rolagem horizontal', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signUp(page)
  await page.goto('/perfil')
  await expect(page.getByRole('form', { name: 'Dados pessoais' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Alterar senha' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
