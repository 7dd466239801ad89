import { expect, type Page, test } from '@playwright/test'
import { signInAsDemoTecnico, signUp } from './fixtures'

// /os: summary cards, search, filters, pagination, deadline labels, bulk status and delete, export, phone.
// The data is created through the API with the session cookie of the page.

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text)

/** The company's today (America/Sao_Paulo) moved by `days`, as yyyy-MM-dd. */
function dia(days: number): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const [y, m, d] = hoje.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

type Os = { id: string; numero_os: string }

async function post<T>(page: Page, url: string, data: unknown, status = 201): Promise<T> {
  const response = await page.request.post(url, { data })
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status)
  return (await response.json()) as T
}

/** The table row of one OS, by its number cell. */
const row = (page: Page, numero: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: numero, exact: true }) })

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr')

const resumo = (page: Page, card: string) =>
  page.getByRole('group', { name: card }).getByTestId('resumo-valor')

test('lista de OS: resumo, busca, filtros, paginação, prazo, ações em massa e exportação', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page)

  const ana = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Ana Souza',
  })
  const bruno = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '11144477735',
    nome_razao: 'Bruno Lima',
  })
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: ana.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa: 'ABC1D23',
  })
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: 'Troca de óleo',
    preco_publico: 10000,
  })
  const itens = [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 10000 }]
  const novaOs = (cliente_id: string, extra: Record<string, unknown> = {}) =>
    post<Os>(page, '/api/os', { cliente_id, itens, ...extra })
  const mover = (os: Os, ...statuses: string[]) =>
    statuses.reduce(
      (prev, status) => prev.then(() => post(page, `/api/os/${os.id}/status`, { status }, 200)),
      Promise.resolve<unknown>(null),
    )

  // 12 OS, created one after the other (the list shows the newest first): the first is 5 days late.
  const os: Os[] = []
  os.push(await novaOs(ana.id, { veiculo_id: veiculo.id, previsao_entrega: dia(-5) }))
  for (let i = 1; i < 12; i++) {
    os.push(await novaOs(i % 3 === 0 ? bruno.id : ana.id, { previsao_entrega: dia(i) }))
  }
  // os[1..3] quote sent; os[4] approved; os[5] concluded (closed).
  for (const o of os.slice(1, 4)) await mover(o, 'orcamento_enviado')
  await mover(os[4], 'orcamento_enviado', 'aprovado')
  await mover(os[5], 'orcamento_enviado', 'aprovado', 'em_execucao', 'concluido')

  await page.goto('/os')
  await expect(page.getByRole('heading', { level: 1, name: 'Ordens de Serviço' })).toBeVisible()

  // The four cards: 12 OS, 11 open (one concluded), 1 late, 11 × R$ 100,00 open.
  await expect(resumo(page, 'Total de OS')).toHaveText('12')
  await expect(resumo(page, 'OS Abertas')).toHaveText('11')
  await expect(resumo(page, 'OS Atrasadas')).toHaveText('1')
  await expect(resumo(page, 'Valor em Aberto')).toHaveText('R$ 1.100,00')

  // Pagination by 10: the first page holds the 10 newest.
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(page.getByText('Página 1 de 2')).toBeVisible()
  await expect(page.getByText('Mostrando 1–10 de 12')).toBeVisible()
  await page.getByRole('button', { name: 'Próxima página' }).click()
  await expect(page.getByText('Página 2 de 2')).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  await expect(bodyRows(page)).toHaveCount(2)
  await expect(row(page, os[0].numero_os)).toContainText('5 d atrasado')
  await expect(row(page, os[0].numero_os)).toContainText('Fiat Uno - ABC1D23')

  // Search by number (its sequence, as typed at the counter) goes back to page 1 and finds that OS alone.
  const search = page.getByRole('searchbox', { name: 'Buscar ordens de serviço' })
  await search.fill(os[0].numero_os.slice(-4))
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(page).not.toHaveURL(/page=2/)
  await expect(row(page, os[0].numero_os)).toContainText('Ana Souza')
  await expect(row(page, os[0].numero_os).getByText('5 d atrasado')).toHaveClass(/text-destructive/)

  // Search by client name: Bruno has os[3], os[6] and os[9].
  await search.fill('Bruno')
  await expect(bodyRows(page)).toHaveCount(3)
  for (const o of [os[3], os[6], os[9]]) await expect(row(page, o.numero_os)).toContainText('Bruno Lima')
  await search.fill('')
  await expect(bodyRows(page)).toHaveCount(10)

  // Status filter: the badge counts one active filter, the list shows the three with the quote sent.
  await page.getByRole('button', { name: /Filtros/ }).click()
  await page.getByRole('combobox', { name: 'Status', exact: true }).click()
  await page.getByRole('option', { name: 'Orçamento Enviado', exact: true }).click()
  await expect(page.getByLabel('1 filtros ativos')).toHaveText('1')
  await expect(page).toHaveURL(/status=orcamento_enviado/)
  await expect(bodyRows(page)).toHaveCount(3)
  for (const o of os.slice(1, 4)) await expect(row(page, o.numero_os)).toContainText('Orçamento Enviado')
  await page.getByRole('button', { name: 'Limpar filtros' }).click()
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(page.getByLabel('1 filtros ativos')).toBeHidden()

  // Bulk status to Aprovado: os[3] (quote sent) moves, os[7] (rascunho) is skipped with its reason.
  await page.getByRole('checkbox', { name: `Selecionar ${os[3].numero_os}` }).check()
  await page.getByRole('checkbox', { name: `Selecionar ${os[7].numero_os}` }).check()
  const bar = page.getByRole('region', { name: 'Ações em massa' })
  await expect(bar).toContainText('2 selecionadas')
  await bar.getByRole('button', { name: 'Alterar status' }).click()
  const statusDialog = page.getByRole('dialog', { name: 'Alterar status' })
  await statusDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(toast(page, 'Selecione um status')).toBeVisible()
  await statusDialog.getByRole('combobox', { name: 'Novo status' }).click()
  await page.getByRole('option', { name: 'Aprovado', exact: true }).click()
  await statusDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(toast(page, '1 OS atualizadas com sucesso')).toBeVisible()
  await expect(toast(page, /1 OS não atualizada: .*Rascunho.*Aprovado/)).toBeVisible()
  await expect(statusDialog).toBeHidden()
  await expect(bar).toBeHidden()
  await expect(row(page, os[3].numero_os)).toContainText('Aprovado')
  await expect(row(page, os[7].numero_os)).toContainText('Rascunho')

  // Bulk delete: the never-sent rascunho os[8] goes, os[2] (quote sent) must be cancelled instead.
  await page.getByRole('checkbox', { name: `Selecionar ${os[8].numero_os}` }).check()
  await page.getByRole('checkbox', { name: `Selecionar ${os[2].numero_os}` }).check()
  await bar.getByRole('button', { name: 'Excluir' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' })
  await expect(confirm).toContainText('Tem certeza que deseja excluir 2 OS? Esta ação não pode ser desfeita.')
  await confirm.getByRole('button', { name: 'Excluir' }).click()
  await expect(toast(page, '1 OS excluídas com sucesso')).toBeVisible()
  await expect(toast(page, /1 OS não excluída: Só um rascunho nunca enviado/)).toBeVisible()
  await expect(row(page, os[8].numero_os)).toHaveCount(0)
  await expect(row(page, os[2].numero_os)).toBeVisible()
  await expect(resumo(page, 'Total de OS')).toHaveText('11')

  // Cancelling asks the reason; os[2] is then cancelled (and kept).
  await page.getByRole('checkbox', { name: `Selecionar ${os[2].numero_os}` }).check()
  await bar.getByRole('button', { name: 'Alterar status' }).click()
  await statusDialog.getByRole('combobox', { name: 'Novo status' }).click()
  await page.getByRole('option', { name: 'Cancelado', exact: true }).click()
  await statusDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(statusDialog.getByText('Informe o motivo do cancelamento', { exact: true })).toBeVisible()
  await statusDialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Cliente desistiu')
  await statusDialog.getByRole('button', { name: 'Aplicar' }).click()
  await expect(statusDialog).toBeHidden()
  await expect(row(page, os[2].numero_os)).toContainText('Cancelado')
  await expect(row(page, os[2].numero_os).getByRole('link', { name: /^Editar / })).toHaveCount(0)
  await expect(resumo(page, 'OS Abertas')).toHaveText('9')

  // Sorting by deadline (server side) starts with the nearest: the late os[0] comes first.
  await page.getByRole('button', { name: 'Prazo' }).click()
  await expect(page).toHaveURL(/sort=previsao_entrega&dir=asc/)
  await expect(page.getByRole('columnheader', { name: 'Prazo' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(bodyRows(page).first()).toContainText(os[0].numero_os)
  await page.getByRole('button', { name: 'Prazo' }).click()
  await expect(page).toHaveURL(/dir=desc/)
  await expect(bodyRows(page).first()).not.toContainText(os[0].numero_os)

  // Export: the filtered list as XLSX and as CSV.
  for (const [item, ext] of [
    ['Exportar Excel (XLSX)', '.xlsx'],
    ['Exportar CSV', '.csv'],
  ] as const) {
    await page.getByRole('button', { name: 'Exportar', exact: true }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\${ext}$`))
  }

  // Row click opens the OS.
  await row(page, os[7].numero_os).getByRole('cell', { name: 'Ana Souza' }).click()
  await expect(page).toHaveURL(new RegExp(`/os/${os[7].id}$`))
})

test('lista de OS no celular: cartões, seleção e barra de ações dentro da tela', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signUp(page)
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Ana Souza',
  })
  const criada = await post<Os>(page, '/api/os', { cliente_id: cliente.id })

  await page.goto('/os')
  const cards = page.getByRole('list', { name: 'Ordens de serviço' })
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(cards).toContainText(criada.numero_os)
  await expect(cards).toContainText('Rascunho')
  await expect(page.getByRole('table')).toHaveCount(0)

  await page.getByRole('checkbox', { name: `Selecionar ${criada.numero_os}` }).check()
  const bar = page.getByRole('region', { name: 'Ações em massa' })
  await expect(bar).toContainText('1 selecionada')
  const box = await bar.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
  for (const name of ['Alterar status', 'Exportar', 'Excluir']) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport()
  }
  // No horizontal page scroll at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('técnico da demonstração: sem Nova OS nem exclusão, e o status não oferece cancelar', async ({
  page,
  request,
}) => {
  await signInAsDemoTecnico(page, request)

  await page.goto('/os')
  await expect(page.getByRole('heading', { level: 1, name: 'Ordens de Serviço' })).toBeVisible()
  await expect(bodyRows(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nova OS' })).toHaveCount(0)

  await page
    .getByRole('checkbox', { name: /^Selecionar OS-/ })
    .first()
    .check()
  const bar = page.getByRole('region', { name: 'Ações em massa' })
  await expect(bar).toContainText('1 selecionada')
  await expect(bar.getByRole('button', { name: 'Excluir' })).toHaveCount(0)
  await bar.getByRole('button', { name: 'Alterar status' }).click()
  await page
    .getByRole('dialog', { name: 'Alterar status' })
    .getByRole('combobox', { name: 'Novo status' })
    .click()
  await expect(page.getByRole('option', { name: 'Aprovado', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Cancelado', exact: true })).toHaveCount(0)
})
