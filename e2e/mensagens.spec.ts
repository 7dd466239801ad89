import { expect, type Page, test } from '@playwright/test'
import { whatsappComTexto } from '../src/shared/os/compartilhar.schemas'
import { MODELO_WHATSAPP_PADRAO } from '../src/shared/os/mensagens-compartilhamento'
import { signUp } from './fixtures'

// Issue 27 item 5: one editor for every message. At 375 px the admin edits the quote's WhatsApp text
// (a placeholder chip inserted at the cursor, the preview filled), the OS share dialog uses it, and
// 'Restaurar padrão' brings the default back; a concluded OS tells the customer it is ready.

const post = async (page: Page, url: string, data: object) => {
  const res = await page.request.post(url, { data })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return res.json()
}

const notificacoes = (page: Page) => page.getByRole('region', { name: /Notificações do sistema/ })

test('Configurações → Mensagens: editar, prévia, salvar, usar no WhatsApp da OS e restaurar', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 800 })
  const conta = await signUp(page)
  const cliente = await post(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'João Conceição',
    celular: '11971626799',
  })
  const os = await post(page, '/api/os', { cliente_id: cliente.id })

  await page.goto('/configuracoes?aba=mensagens')
  await expect(page.getByRole('tab', { name: 'Mensagens' })).toHaveAttribute('aria-selected', 'true')
  const lista = page.getByRole('navigation', { name: 'Modelos de mensagem' })
  await expect(lista.getByRole('heading')).toHaveText(['Agenda', 'Orçamento e OS', 'Cobrança'])
  await lista.getByRole('button', { name: 'Orçamento enviado (WhatsApp)' }).click()
  const texto = page.getByRole('textbox', { name: 'Orçamento enviado (WhatsApp)' })
  await expect(texto).toHaveValue(MODELO_WHATSAPP_PADRAO)

  // The chip goes where the cursor is.
  await texto.fill('Oi , a {numero_os} da {empresa} está pronta.')
  await texto.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 3))
  await page
    .getByRole('list', { name: 'Campos da mensagem' })
    .getByRole('button', { name: '{cliente}' })
    .click()
  await expect(texto).toHaveValue('Oi {cliente}, a {numero_os} da {empresa} está pronta.')
  await expect(page.getByTestId('previa-mensagem')).toHaveText(
    `Oi Maria Souza, a OS-000123 da ${conta.empresa} está pronta.`,
  )
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(notificacoes(page).getByText('Mensagem salva', { exact: true })).toBeVisible()
  await expect(lista.getByRole('button', { name: /Orçamento enviado \(WhatsApp\)/ })).toContainText('Editada')

  await page.goto(`/os/${os.id}`)
  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()
  // A draft without items cannot be sent as a quote: the message goes without its link.
  await page.getByRole('button', { name: 'Continuar sem link' }).click()
  // The template's text, then the customer's opt-out line (LGPD) with the link the server signed.
  const { descadastro } = await (await page.request.get(`/api/os/${os.id}/compartilhar`)).json()
  const mensagem =
    `Oi João Conceição, a ${os.numero_os} da ${conta.empresa} está pronta.` +
    `\n\nPara não receber lembretes de revisão e ofertas: ${descadastro}`
  expect(descadastro).toMatch(/^http:\/\/[^/]+\/privacidade\/sair\/[\w-]+\.[\w-]+$/)
  await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(mensagem)
  await expect(page.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
    'href',
    whatsappComTexto('11971626799', mensagem),
  )

  await page.goto('/configuracoes?aba=mensagens')
  await lista.getByRole('button', { name: /Orçamento enviado \(WhatsApp\)/ }).click()
  await expect(texto).toHaveValue('Oi {cliente}, a {numero_os} da {empresa} está pronta.')
  await page.getByRole('button', { name: 'Restaurar padrão' }).click()
  await expect(notificacoes(page).getByText('Texto padrão restaurado', { exact: true })).toBeVisible()
  await expect(texto).toHaveValue(MODELO_WHATSAPP_PADRAO)
  const compartilhar = await (await page.request.get(`/api/os/${os.id}/compartilhar`)).json()
  expect(compartilhar.modelo_whatsapp).toBe(MODELO_WHATSAPP_PADRAO)
})

test("OS concluída: 'Avisar que está pronta' abre o WhatsApp com o texto do modelo", async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page)
  await page.request.put('/api/modelos-mensagem/os_pronta', {
    data: { texto: 'Pode buscar, {cliente}: {numero_os} ({veiculo}) — {total}' },
  })
  const cliente = await post(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'João Conceição',
    celular: '11971626799',
  })
  const veiculo = await post(page, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: 'ABC1D23',
    marca: 'Fiat',
    modelo: 'Uno',
  })
  const servico = await post(page, '/api/servicos', { descricao: 'Troca de óleo', preco_publico: 12_000 })
  const os = await post(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 12_000 }],
  })
  await page.goto(`/os/${os.id}`)
  await expect(page.getByRole('heading', { level: 1, name: os.numero_os })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Avisar que está pronta' })).toHaveCount(0)
  for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido'])
    await post(page, `/api/os/${os.id}/status`, { status })
  await page.reload()
  const texto = `Pode buscar, João Conceição: ${os.numero_os} (Fiat Uno (ABC1D23)) — R$\u00a0120,00`
  // The template's text, then the customer's way out of reminders (LGPD): a link signed for this customer.
  const link = page.getByRole('link', { name: 'Avisar que está pronta' })
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/5511971626799\?text=/)
  const enviado = new URL((await link.getAttribute('href'))!).searchParams.get('text')!
  const [modelo, sair] = enviado.split('\n\nPara não receber lembretes de revisão e ofertas: ')
  expect(modelo).toBe(texto)
  expect(sair).toMatch(/^http:\/\/[^/]+\/privacidade\/sair\/[\w-]+\.[\w-]+$/)
  expect(whatsappComTexto('11971626799', enviado)).toBe(await link.getAttribute('href'))
})
