import { expect, type Page, test } from '@playwright/test'
import { demoCredentials, post, signIn, signInAsDemoTecnico, signUp } from './fixtures'

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

const sino = (page: Page) => page.getByRole('button', { name: /^Notificações/ })
const contador = (page: Page) => page.getByTestId('notificacoes-contador')
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notificações' })

test('sino do demo: contagem, lista, Ver todas e Marcar todas como lidas', async ({ page, request }) => {
  // The demo company has an instalment due 10 days before the server started, half received: overdue.
  const demo = await demoCredentials(request)
  await signIn(page, demo.email, demo.senha)

  await expect(contador(page)).toBeVisible()
  const antes = Number(await contador(page).textContent())
  expect(antes).toBeGreaterThan(0)
  await expect(sino(page)).toHaveAccessibleName(
    `Notificações, ${antes === 1 ? '1 não lida' : `${antes} não lidas`}`,
  )

  await sino(page).click()
  await expect(
    popover(page)
      .getByRole('link', { name: /Título vencido/ })
      .first(),
  ).toBeVisible()
  await popover(page).getByRole('link', { name: 'Ver todas' }).click()
  await expect(page).toHaveURL(/\/notificacoes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible()
  await expect(page.getByText(antes === 1 ? '1 não lida' : `${antes} não lidas`)).toBeVisible()
  const vencido = page
    .getByRole('main')
    .getByRole('link', { name: /Título vencido/ })
    .first()
  await expect(vencido).toContainText('venceu em')
  await expect(vencido).toHaveAttribute('href', '/contas-receber?status=vencido')

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  await expect(toast(page, 'Notificações marcadas como lidas')).toBeVisible()
  await expect(page.getByText('0 não lidas')).toBeVisible()
  await expect(contador(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled()
  // Read items stay listed under 'Todas'; 'Não lidas' is empty.
  await expect(vencido).toBeVisible()
  await page.getByRole('radio', { name: 'Não lidas' }).click()
  await expect(page.getByText('Nenhuma notificação não lida')).toBeVisible()

  // The read state is kept on the server: after a new page load the list is back, read, with no count.
  await page.goto('/dashboard')
  await sino(page).click()
  await expect(
    popover(page)
      .getByRole('link', { name: /Título vencido/ })
      .first(),
  ).toBeVisible()
  await expect(popover(page).getByText('(não lida)')).toHaveCount(0)
  await expect(sino(page)).toHaveAccessibleName('Notificações')
  await expect(contador(page)).toBeHidden()
})

test('com as notificações desligadas em Sistema o sino não mostra avisos', async ({ page, request }) => {
  // The demo técnico sees the quotes the admin approved when the demo was created.
  await signInAsDemoTecnico(page, request)
  await expect(contador(page)).toBeVisible()

  await page.goto('/configuracoes?aba=sistema')
  const chave = page.getByRole('switch', { name: 'Notificações' })
  await expect(chave).toBeChecked()
  await chave.click()
  await page.getByRole('button', { name: 'Salvar Preferências' }).click()
  await expect(toast(page, 'Preferências salvas com sucesso')).toBeVisible()

  await page.goto('/dashboard')
  await sino(page).click()
  await expect(popover(page).getByText('Notificações desativadas')).toBeVisible()
  await expect(contador(page)).toBeHidden()
  await expect(popover(page).getByRole('link', { name: /Título|Orçamento|OS|Estoque/ })).toHaveCount(0)
  await popover(page).getByRole('link', { name: 'Ativar em Configurações' }).click()
  await expect(page).toHaveURL(/\/configuracoes\?aba=sistema$/)

  // Back on, for the other tests that sign in as the demo técnico.
  await page.getByRole('switch', { name: 'Notificações' }).click()
  await page.getByRole('button', { name: 'Salvar Preferências' }).click()
  await expect(toast(page, 'Preferências salvas com sucesso')).toBeVisible()
  await page.goto('/notificacoes')
  await expect(contador(page)).toBeVisible()
})

/** The day and time (yyyy-MM-dd, HH:mm) `min` minutes from now in São Paulo, the new company's zone. */
function daquiA(min: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + min * 60_000))
  const p = (type: string) => parts.find((x) => x.type === type)?.value
  return { data: `${p('year')}-${p('month')}-${p('day')}`, hora: `${p('hour')}:${p('minute')}` }
}

test('um agendamento da próxima hora aparece no sino e abre o dia na agenda', async ({ page }) => {
  await signUp(page)
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Joana Pereira Lima',
    celular: '(11) 97162-6799',
  })
  const { data, hora } = daquiA(30)
  await post(page, '/api/agendamentos', { cliente_id: cliente.id, data, hora, motivo: 'Troca de óleo' })

  await page.reload()
  await expect(contador(page)).toHaveText('1')
  await sino(page).click()
  const item = popover(page).getByRole('link', { name: /Agendamento na próxima hora/ })
  await expect(item).toContainText(`${hora} · Joana Pereira Lima: Troca de óleo`)
  await item.click()
  await expect(page).toHaveURL(new RegExp(`/agenda\\?visao=dia&data=${data}$`))
  await expect(page.getByTestId('agendamento-cartao').filter({ hasText: 'Joana Pereira Lima' })).toBeVisible()
  await expect(contador(page)).toBeHidden()
})

test.describe('em 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('a lista do sino cabe na tela', async ({ page, request }) => {
    await signInAsDemoTecnico(page, request)
    await sino(page).click()
    await expect(popover(page).getByRole('link', { name: 'Ver todas' })).toBeVisible()
    const box = await popover(page).boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
