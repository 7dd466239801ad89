import { expect, type Page, test } from '@playwright/test'
import { newAccount, signInThroughForm, signOut, signUp } from './fixtures'

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function abrirUsuarios(page: Page) {
  await page.goto('/configuracoes')
  await page.getByRole('tab', { name: 'Usuários' }).click()
  await expect(page.getByText('Total de usuários:')).toBeVisible()
}

test('o admin cria um operador, que entra e vê Configurações sem Usuários e Permissões', async ({ page }) => {
  test.setTimeout(90_000)
  const admin = await signUp(page)
  await abrirUsuarios(page)
  await expect(page.getByText('O primeiro usuário cadastrado se torna Administrador.')).toBeVisible()
  const tabela = page.getByRole('table', { name: 'Usuários' })
  const linhaAdmin = tabela.getByRole('row').filter({ hasText: admin.email })
  await expect(linhaAdmin.getByRole('img', { name: 'Administrador fundador' })).toBeVisible()
  await expect(linhaAdmin.getByText('Administrador', { exact: true })).toBeVisible()
  await expect(linhaAdmin.getByRole('button', { name: `Excluir ${admin.nome}` })).toBeDisabled()

  const operador = newAccount()
  await page.getByRole('button', { name: 'Novo Usuário' }).click()
  const form = page.getByRole('form', { name: 'Novo Usuário' })
  // Required fields carry the '*' (and say so to screen readers), the email among them.
  for (const campo of ['Nome completo', 'Email', 'Senha']) {
    await expect(form.locator('label').filter({ hasText: new RegExp(`^${campo}\\*$`) })).toBeVisible()
    await expect(form.getByRole('textbox', { name: campo, exact: true })).toHaveAttribute(
      'aria-required',
      'true',
    )
  }
  await expect(form.getByLabel('Telefone')).not.toHaveAttribute('aria-required', 'true')
  await form.getByLabel('Nome completo').fill(operador.nome)
  await form.getByLabel('Email').fill(operador.email)
  await form.getByLabel('Telefone').fill('11971626799')
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 97162-6799')
  await expect(form.getByRole('combobox', { name: 'Perfil' })).toHaveText('Operador')
  // A short password is refused under the field, before anything is sent.
  await form.getByLabel('Senha').fill('123')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible()
  await form.getByLabel('Senha').fill(operador.senha)
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible()
  const linha = tabela.getByRole('row').filter({ hasText: operador.email })
  await expect(linha.getByText('Operador')).toBeVisible()
  await expect(linha.getByText('Ativo')).toBeVisible()
  await expect(page.getByText('Total de usuários: 2')).toBeVisible()

  // Editing: the email is shown but cannot be changed.
  await linha.getByRole('button', { name: `Editar ${operador.nome}` }).click()
  const editar = page.getByRole('form', { name: 'Editar Usuário' })
  await expect(editar.getByLabel('Email')).toHaveValue(operador.email)
  await expect(editar.getByLabel('Email')).not.toBeEditable()
  await editar.getByRole('button', { name: 'Cancelar' }).click()

  // On a phone the rows become cards, with no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 })
  const cards = page.getByRole('list', { name: 'Usuários' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 800 })

  await signOut(page)
  await signInThroughForm(page, operador.email, operador.senha)
  await page.goto('/configuracoes')
  await expect(page.getByRole('tab', { name: 'Empresa' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Permissões' })).toHaveCount(0)
  // Asking for the tab by link lands on Empresa.
  await page.goto('/configuracoes?aba=usuarios')
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
})

test('convite: o admin copia o link, a pessoa abre num navegador novo, completa o cadastro e entra', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const admin = await signUp(page)
  await abrirUsuarios(page)
  const convidado = newAccount()

  await page.getByRole('button', { name: 'Convidar usuário' }).click()
  const form = page.getByRole('form', { name: 'Convidar usuário' })
  await form.getByLabel('Email').fill(convidado.email)
  await form.getByRole('combobox', { name: 'Perfil' }).click()
  // An invitation never makes an Administrador.
  await expect(page.getByRole('option', { name: 'Administrador' })).toHaveCount(0)
  await page.getByRole('option', { name: 'Técnico', exact: true }).click()
  await form.getByRole('button', { name: 'Criar convite' }).click()

  const dialogo = page.getByRole('dialog', { name: 'Convite criado com sucesso!' })
  await expect(dialogo.getByText(`Copie o link e envie para ${convidado.email}`)).toBeVisible()
  const link = await dialogo.getByLabel('Link do convite').inputValue()
  expect(link).toMatch(/\/auth\?convite=[A-Za-z0-9_-]+$/)
  await dialogo.getByRole('button', { name: 'Copiar link' }).click()
  await expect(toast(page, 'Link copiado')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await dialogo.getByRole('button', { name: 'Concluir' }).click()
  const pendentes = page.getByRole('list', { name: 'Convites pendentes' })
  await expect(pendentes.getByText(convidado.email)).toBeVisible()

  const outro = await browser.newContext()
  try {
    const pessoa = await outro.newPage()
    await pessoa.goto(link)
    await expect(pessoa.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true')
    const cadastro = pessoa.getByRole('form', { name: 'Cadastrar' })
    await expect(cadastro.getByText(`Você foi convidado para a equipe de ${admin.empresa}.`)).toBeVisible()
    await expect(cadastro.getByLabel('Email')).toHaveValue(convidado.email)
    await expect(cadastro.getByLabel('Email')).not.toBeEditable()
    await expect(cadastro.getByLabel('Perfil')).toHaveValue('Técnico')
    await expect(cadastro.getByLabel('Perfil')).not.toBeEditable()
    await expect(cadastro.getByLabel('Nome da empresa')).toHaveCount(0)
    await cadastro.getByLabel('Nome completo').fill(convidado.nome)
    await cadastro.getByRole('textbox', { name: 'Senha', exact: true }).fill(convidado.senha)
    await cadastro.getByLabel('Confirmar senha').fill(convidado.senha)
    await cadastro.getByRole('button', { name: 'Cadastrar' }).click()
    await expect(pessoa).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    // The same link a second time says it was used.
    await outro.clearCookies()
    await pessoa.goto(link)
    await expect(pessoa.getByRole('alert')).toHaveText(/Este convite já foi usado/)
  } finally {
    await outro.close()
  }

  await page.reload()
  const linha = page
    .getByRole('table', { name: 'Usuários' })
    .getByRole('row')
    .filter({ hasText: convidado.email })
  await expect(linha.getByText(convidado.nome)).toBeVisible()
  await expect(linha.getByText('Técnico')).toBeVisible()
  await expect(page.getByText('Nenhum convite pendente.')).toBeVisible()
})
