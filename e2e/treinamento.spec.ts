import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signInAsDemoTecnico, signUp } from './fixtures'

// scripts/e2e-server.ts points TRAINING_VIDEOS_DIR at e2e/treinamento-videos, which holds a short
// recording named after the first video ('Primeiros passos no Bancada'); the other videos have no file
// and no embed URL on this server.

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function expectProgresso(page: Page, percentual: number, concluidos: number) {
  await expect(page.getByTestId('progresso-percentual')).toHaveText(`${percentual}%`)
  await expect(page.getByTestId('progresso-itens')).toHaveText(`${concluidos} de 15 itens concluídos`)
  await expect(page.getByRole('progressbar', { name: 'Progresso geral' })).toHaveAttribute(
    'aria-valuenow',
    String(percentual),
  )
}

test('progresso real: assistir um vídeo, abrir um documento e concluir um guia, e o progresso sobrevive ao recarregar', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await signUp(page)
  await page.goto('/treinamento')
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Treinamento' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveText(['Vídeos', 'Documentos', 'Guias Rápidos'])
  await expect(page.getByRole('tab', { name: 'Vídeos' })).toHaveAttribute('aria-selected', 'true')
  await expectProgresso(page, 0, 0)
  await expect(page.getByText('0 de 5 concluídos')).toBeVisible()

  // Videos: the one with a file plays here and counts as watched; the others say they are not here.
  const cards = page.getByRole('tabpanel', { name: 'Vídeos' }).getByRole('listitem')
  await expect(cards).toHaveCount(5)
  await expect(cards.filter({ hasText: 'Cadastrando clientes e veículos' })).toContainText(
    'Vídeo indisponível neste servidor',
  )
  await page.getByRole('button', { name: 'Assistir Primeiros passos no Bancada' }).click()
  const video = page.getByLabel('Primeiros passos no Bancada', { exact: true })
  await expect(video).toBeVisible()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState > 0)).toBe(true)
  await expect(cards.filter({ hasText: 'Primeiros passos no Bancada' }).getByText('Assistido')).toBeVisible()
  await expect(page.getByText('1 de 5 concluído', { exact: true })).toBeVisible()
  await expectProgresso(page, 6, 1)

  // Documents: opening one shows it in a new tab and counts it as read.
  await page.getByRole('tab', { name: 'Documentos' }).click()
  await expect(page).toHaveURL(/\/treinamento\/documentos$/)
  const [documento] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Abrir Manual do usuário' }).click(),
  ])
  await expect(documento).toHaveURL(/\/api\/treinamento\/documentos\/manual-do-usuario$/)
  await expect(documento.getByRole('heading', { level: 1, name: 'Manual do usuário' })).toBeVisible()
  await expect(documento.getByRole('heading', { name: '5. Ordens de serviço' })).toBeVisible()
  await documento.close()
  await expect(
    page.getByRole('tabpanel', { name: 'Documentos' }).getByText('Lido', { exact: true }),
  ).toHaveCount(1)
  await expectProgresso(page, 13, 2)

  // Guides: expand, read the steps, conclude.
  await page.getByRole('tab', { name: 'Guias Rápidos' }).click()
  await expect(page).toHaveURL(/\/treinamento\/guias$/)
  // Scoped to the panel: the side menu has buttons named Cadastros and Relatórios too.
  const guias = page.getByRole('tabpanel', { name: 'Guias Rápidos' })
  await guias.getByRole('button', { name: /^Ordens de Serviço/ }).click()
  const passos = page.getByRole('list', { name: 'Passos de Ordens de Serviço' })
  await expect(passos.getByRole('listitem').first()).toContainText('Abra uma nova OS')
  await page.getByRole('button', { name: 'Marcar como concluído' }).click()
  await expect(toast(page, 'Guia marcado como concluído')).toBeVisible()
  await expect(guias.getByRole('button', { name: /^Ordens de Serviço.*Concluído/ })).toBeVisible()
  await expectProgresso(page, 20, 3)

  // The search narrows the guides; the tab's count is still the whole tab's.
  await page.getByRole('searchbox', { name: 'Buscar guias' }).fill('relatorio')
  await expect(guias.getByRole('button', { name: /^Relatórios/ })).toBeVisible()
  await expect(guias.getByRole('button', { name: /^Cadastros/ })).toBeHidden()
  await expect(page.getByText('1 de 5 concluído', { exact: true })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar guias' }).fill('nada disso')
  await expect(guias.getByText('Nenhum guia encontrado')).toBeVisible()
  await guias.getByRole('button', { name: 'Limpar busca' }).click()
  await expect(
    guias.getByRole('button', { name: /^(Ordens de Serviço|Cadastros|Financeiro|Relatórios|Configurações)/ }),
  ).toHaveCount(5)

  // Kept on the server: a reload (on /treinamento/guias, which opens its tab) shows the same progress.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Guias Rápidos' })).toHaveAttribute('aria-selected', 'true')
  await expectProgresso(page, 20, 3)
  await page.goto('/treinamento/documentos')
  await expect(page.getByRole('tab', { name: 'Documentos' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('1 de 5 concluído', { exact: true })).toBeVisible()
})

test.describe('no celular', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('o técnico abre /treinamento/guias, vê os guias sem rolagem lateral e as perguntas frequentes', async ({
    page,
    request,
  }) => {
    await signInAsDemoTecnico(page, request)
    await page.goto('/treinamento/guias')
    await expect(page.getByRole('tab', { name: 'Guias Rápidos' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Vídeos' })).toBeVisible()
    await page
      .getByRole('tabpanel', { name: 'Guias Rápidos' })
      .getByRole('button', { name: /^Configurações/ })
      .click()
    await expect(page.getByRole('list', { name: 'Passos de Configurações' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.getByRole('tab', { name: 'Documentos' }).click()
    await expect(page.getByRole('link', { name: 'Baixar Ficha de entrada do veículo' })).toBeVisible()
    await page.getByRole('button', { name: 'Como é calculado o meu progresso?' }).click()
    await expect(page.getByText(/O percentual é o total de itens concluídos/)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The page's own content (the shell is checked elsewhere) has no serious accessibility problem.
    const { violations } = await new AxeBuilder({ page }).include('#conteudo').analyze()
    const graves = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(graves).toEqual([])
  })
})
