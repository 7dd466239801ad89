import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { post, signUp } from './fixtures'

// Revisões (/agenda/revisoes, issue 27 item 3): a service given a recurrence in its form, an OS with it
// delivered through the API, the vehicle listed under the right filter, and one tap on WhatsApp opening
// the filled message while the row turns 'Contatado'.

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

/** A customer with a mobile, their vehicle and an OS with the service, delivered. */
async function entregarOsCom(page: Page, servicoId: string, tag: string) {
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Rita Revisão ${tag}`,
    celular: '(11) 97162-6799',
    // LGPD: revision reminders go only to customers who consented (consentimento.spec.ts: without it).
    consentimento_marketing: true,
  })
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: 'RVS1A23',
    marca: 'Fiat',
    modelo: 'Argo',
  })
  const os = await post<{ id: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    km_entrada: 30_000,
    itens: [{ tipo: 'servico', referencia_id: servicoId, quantidade: 1, valor_unitario: 18000 }],
  })
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido', 'entregue'])
    await post(page, `/api/os/${os.id}/status`, { status }, 200)
}

for (const [nome, viewport] of [
  ['no computador', { width: 1440, height: 900 }],
  ['no celular (375 px)', { width: 375, height: 812 }],
] as const) {
  test.describe(nome, () => {
    test.use({ viewport })

    test('revisões: recorrência no serviço, OS entregue na lista certa, WhatsApp marca contatado', async ({
      page,
      context,
    }) => {
      await signUp(page)
      const tag = randomUUID().slice(0, 6)
      const servicoNome = `Troca de óleo ${tag}`

      // The recurrence is set in the services form.
      await page.goto('/cadastros/servicos')
      await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Novo Serviço' })
      await dialog.getByLabel('Descrição').fill(servicoNome)
      await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('180')
      await dialog.getByLabel('Revisão a cada (meses)').fill('6')
      await dialog.getByLabel('Revisão a cada (km)').fill('10000')
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await expect(toast(page, 'Serviço cadastrado')).toBeVisible()
      const lista = await page.request.get(`/api/servicos?q=${encodeURIComponent(servicoNome)}`)
      const [servico] = (await lista.json()).items as Array<{
        id: string
        revisao_meses: number
        revisao_km: number
      }>
      expect(servico).toMatchObject({ revisao_meses: 6, revisao_km: 10_000 })

      await entregarOsCom(page, servico.id, tag)

      // Due in six months (or at 40 000 km): not this month, not overdue, listed under 'Todas'.
      await page.goto('/agenda/revisoes')
      await expect(page.getByRole('heading', { name: 'Revisões' })).toBeVisible()
      await expect(page.getByText('Nenhuma revisão vence este mês')).toBeVisible()
      await page.getByRole('radio', { name: 'Vencidas' }).click()
      await expect(page.getByText('Nenhuma revisão vencida')).toBeVisible()
      await page.getByRole('radio', { name: 'Todas' }).click()
      const linha = page.getByTestId('revisao').filter({ hasText: servicoNome })
      await expect(linha).toBeVisible()
      await expect(linha).toContainText('RVS1A23')
      await expect(linha).toContainText(`Rita Revisão ${tag}`)
      await expect(linha).toContainText('ou aos 40.000 km')
      await expect(linha).toContainText('Pendente')
      await expect(linha.getByRole('link', { name: 'Agendar' })).toHaveAttribute(
        'href',
        /^\/agenda\?novo=1&cliente_id=[0-9a-f-]+&veiculo_id=[0-9a-f-]+&motivo=Troca/,
      )

      // WhatsApp is offline here: the popup gets a blank page at the same address.
      await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      )
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        linha.getByRole('link', { name: /WhatsApp/ }).click(),
      ])
      const url = new URL(popup.url())
      expect(url.host).toBe('wa.me')
      expect(url.pathname).toBe('/5511971626799')
      const texto = url.searchParams.get('text') ?? ''
      expect(texto).toContain('Olá, Rita!')
      expect(texto).toContain(`${servicoNome} do seu Fiat Argo (RVS1A23)`)
      await popup.close()

      await expect(toast(page, 'Revisão marcada como contatada')).toBeVisible()
      await expect(linha).toContainText('Contatado')
      // 'Desfazer' in the toast takes it back to pending; the row's button marks it again.
      await page
        .getByRole('region', { name: /Notificações do sistema/ })
        .getByRole('button', { name: 'Desfazer' })
        .click()
      await expect(toast(page, 'Revisão voltou para pendente')).toBeVisible()
      await expect(linha).toContainText('Pendente')
      await linha.getByRole('button', { name: 'Marcar como contatado' }).click()
      await expect(linha).toContainText('Contatado')
      await expect(linha.getByRole('button', { name: 'Desfazer contato' })).toBeVisible()
    })
  })
}
