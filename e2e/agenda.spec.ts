import { expect, type Page, test } from '@playwright/test'
import { post, signUp } from './fixtures'

// Issue 27 item 1: the shop books an appointment on the phone, sees it by day and by week, and when the
// customer arrives 'Chegou' opens the draft OS; on desktop a second booking of the same technician warns.

/** Tomorrow in São Paulo (the company's zone), yyyy-MM-dd. */
const amanha = () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const d = new Date(`${hoje}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text)

const larguraDaPagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function clienteComVeiculo(page: Page) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Joana Pereira Lima',
    celular: '(11) 97162-6799',
  })
  await post(page, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa: 'ABC1D23',
  })
  return cliente
}

async function escolher(page: Page, label: string, opcao: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: opcao }).click()
}

test.describe('no celular', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('agenda pelo formulário, vê no dia e na semana, e Chegou abre a OS em rascunho', async ({ page }) => {
    await signUp(page)
    await clienteComVeiculo(page)
    const data = amanha()
    await page.goto(`/agenda?visao=dia&data=${data}`)
    await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible()
    await expect(page.getByText('Nenhum agendamento neste período')).toBeVisible()
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)

    await page.getByRole('button', { name: 'Novo agendamento' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Novo agendamento' })
    await escolher(page, 'Cliente', /Joana Pereira Lima/)
    await escolher(page, 'Veículo', /Fiat Uno/)
    await expect(dialogo.getByLabel('Data')).toHaveValue(data)
    await dialogo.getByLabel('Horário').fill('10:30')
    await dialogo.getByLabel('Motivo').fill('Troca de óleo e filtro')
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
    await dialogo.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Agendamento criado')).toBeVisible()
    await expect(dialogo).toBeHidden()

    // Dia: one list by hour.
    const cartao = page.getByTestId('agendamento-cartao').filter({ hasText: 'Joana Pereira Lima' })
    await expect(cartao).toContainText('10:30–11:30')
    await expect(cartao).toContainText('Troca de óleo e filtro')
    await expect(page.getByTestId('agenda-dia').getByRole('heading', { name: '10:00' })).toBeVisible()

    // Semana: the day's list in its week.
    await page.getByRole('radio', { name: 'Semana' }).click()
    await expect(page).toHaveURL(/visao=semana/)
    await expect(page.getByTestId('agenda-semana').getByTestId('agendamento-cartao')).toContainText(
      'Joana Pereira Lima',
    )
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)

    // Chegou: the draft OS with the customer and the reason.
    await page.getByTestId('agendamento-cartao').filter({ hasText: 'Joana Pereira Lima' }).click()
    const detalhes = page.getByRole('dialog', { name: 'Joana Pereira Lima' })
    await expect(detalhes.getByText('Troca de óleo e filtro')).toBeVisible()
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375)
    await detalhes.getByRole('button', { name: 'Chegou' }).click()
    await expect(page).toHaveURL(/\/os\/[0-9a-f-]{36}$/)
    await expect(toast(page, /OS OS-\d{4}-\d+ aberta/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fazer vistoria de entrada' })).toBeVisible()
    await expect(page.getByText('Rascunho').first()).toBeVisible()
    await expect(page.getByText('Joana Pereira Lima').first()).toBeVisible()
    await expect(page.getByText(/Agendamento: Troca de óleo e filtro/)).toBeVisible()

    // Back in the agenda it shows as arrived, with the OS.
    await page.goto(`/agenda?visao=lista&data=${data}`)
    await expect(page.getByTestId('agenda-lista')).toContainText('Chegou')
  })
})

test('no desktop, o mesmo técnico no mesmo horário mostra o aviso de conflito', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signUp(page)
  const cliente = await clienteComVeiculo(page)
  const tecnico = await post<{ id: string }>(page, '/api/tecnicos', { nome: 'Carlos Souza' })
  const data = amanha()
  await post(page, '/api/agendamentos', {
    cliente_id: cliente.id,
    tecnico_id: tecnico.id,
    data,
    hora: '09:00',
    duracao_min: 60,
    motivo: 'Alinhamento',
  })
  await page.goto(`/agenda?visao=dia&data=${data}`)
  const grade = page.getByTestId('agenda-dia')
  await expect(grade.getByText('Carlos Souza')).toBeVisible()
  await expect(grade.getByTestId('capacidade').first()).toContainText('1h de 10h')

  // The admin names the shop's lifts.
  await page.getByRole('button', { name: 'Configurar agenda' }).click()
  const config = page.getByRole('dialog', { name: 'Configurar agenda' })
  await config.getByLabel('Boxes / elevadores').fill('Elevador 1\nElevador 2')
  await config.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Agenda configurada')).toBeVisible()

  await page.getByRole('button', { name: 'Novo agendamento' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Novo agendamento' })
  await escolher(page, 'Cliente', /Joana Pereira Lima/)
  await dialogo.getByLabel('Horário').fill('09:30')
  await escolher(page, 'Técnico', /Carlos Souza/)
  await escolher(page, 'Box', /Elevador 2/)
  await dialogo.getByLabel('Motivo').fill('Barulho no freio')
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  await expect(toast(page, 'Conflito: Carlos Souza já tem um agendamento das 09:00 às 10:00')).toBeVisible()
  // Both cards are marked, with the icon and the text.
  await expect(grade.getByText('Conflito de horário')).toHaveCount(2)
  await expect(grade.getByTestId('capacidade').first()).toContainText('2h de 10h')

  // By lift: the new one in its column, the first (no lift) under 'Sem box'.
  await page.getByRole('radio', { name: 'Por box' }).click()
  await expect(page).toHaveURL(/colunas=box/)
  await expect(grade.getByText('Elevador 2', { exact: true })).toBeVisible()
  await expect(grade.getByText('Sem box', { exact: true })).toBeVisible()
})
