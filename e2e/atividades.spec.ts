import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { post, signIn, signUp } from './fixtures'

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function escolher(page: Page, campo: string, opcao: string) {
  await page.getByRole('combobox', { name: campo, exact: true }).click()
  await page.getByRole('option', { name: opcao, exact: true }).click()
}

test('registro de atividades: o admin vê a criação e a alteração de um cliente, filtra; gerente vê, operador não', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const admin = await signUp(page)

  // A customer created and renamed through the UI.
  await page.goto('/cadastros/clientes')
  await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
  let dialog = page.getByRole('dialog', { name: 'Novo Cliente' })
  await dialog.getByRole('textbox', { name: 'CPF', exact: true }).fill('52998224725')
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente Auditado')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
  await page.getByRole('button', { name: 'Editar Cliente Auditado' }).click()
  dialog = page.getByRole('dialog', { name: 'Editar Cliente' })
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Cliente Corrigido')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Cliente atualizado')).toBeVisible()

  await page.goto('/configuracoes?aba=atividades')
  await expect(page.getByRole('heading', { name: 'Registro de atividades' })).toBeVisible()
  const lista = page.getByRole('region', { name: 'Atividades' })
  const alteracao = lista
    .getByRole('article')
    .filter({ hasText: 'Nome: Cliente Auditado → Cliente Corrigido' })
  await expect(alteracao).toBeVisible()
  await expect(alteracao).toContainText('Alterou')
  await expect(alteracao).toContainText(`${admin.nome} · Administrador`)
  await expect(alteracao).toContainText(/IP \S+/)
  await expect(alteracao.getByRole('link', { name: 'Abrir registro' })).toHaveAttribute(
    'href',
    /\/cadastros\/clientes\/[0-9a-f-]{36}$/,
  )
  const criacao = lista
    .getByRole('article')
    .filter({ hasText: 'Criou' })
    .filter({ hasText: 'Nome: Cliente Auditado' })
  await expect(criacao).toBeVisible()

  // Entity and action filters: only the customer's creation is left.
  await escolher(page, 'Entidade', 'Cliente')
  await escolher(page, 'Ação', 'Criou')
  await expect(criacao).toBeVisible()
  await expect(alteracao).toBeHidden()
  await expect(lista.getByRole('article')).toHaveCount(1)
  await escolher(page, 'Ação', 'Excluiu')
  await expect(lista.getByText('Nenhuma atividade encontrada')).toBeVisible()
  await page.getByRole('button', { name: 'Limpar Filtros' }).first().click()
  await expect(alteracao).toBeVisible()

  // The search finds the change by the values.
  await page.getByRole('searchbox', { name: 'Buscar atividades' }).fill('corrigido')
  await expect(alteracao).toBeVisible()
  await expect(criacao).toBeHidden()

  // The gerente reads the log; the operador has no such tab.
  const id = randomUUID().slice(0, 8)
  const senha = `senha-${id}`
  for (const role of ['gerente', 'operador'] as const)
    await post(page, '/api/usuarios', {
      nome_completo: `Pessoa ${role}`,
      email: `${role}.${id}@example.com`,
      password: senha,
      role,
    })
  // A gerente without Contas a Receber reads no title entries: the filter does not offer them either.
  const semFinanceiro = await page.request.put('/api/permissoes', {
    data: {
      role: 'gerente',
      rows: [
        { modulo: 'contas_receber', can_view: false, can_create: false, can_edit: false, can_delete: false },
      ],
    },
  })
  expect(semFinanceiro.status(), await semFinanceiro.text()).toBe(200)
  for (const role of ['gerente', 'operador'] as const) {
    const contexto = await browser.newContext()
    const outra = await contexto.newPage()
    await signIn(outra, `${role}.${id}@example.com`, senha)
    await outra.goto('/configuracoes?aba=atividades')
    await expect(outra.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()
    if (role === 'gerente') {
      await expect(outra.getByRole('tab', { name: 'Atividades' })).toHaveAttribute('aria-selected', 'true')
      await expect(
        outra
          .getByRole('region', { name: 'Atividades' })
          .getByText('Nome: Cliente Auditado → Cliente Corrigido'),
      ).toBeVisible()
      await outra.getByRole('combobox', { name: 'Entidade', exact: true }).click()
      await expect(outra.getByRole('option', { name: 'Cliente', exact: true })).toBeVisible()
      await expect(outra.getByRole('option', { name: 'Título a receber', exact: true })).toHaveCount(0)
      await outra.keyboard.press('Escape')
    } else {
      await expect(outra.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
      await expect(outra.getByRole('tab', { name: 'Atividades' })).toHaveCount(0)
    }
    await contexto.close()
  }
})
