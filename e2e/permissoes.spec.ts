import { randomUUID } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signIn, signUp } from './fixtures'

// Configurações: the Permissões tab (admin only) changing what another profile may do, the Sistema
// preference kept with the account, and the company logo on the printed OS.

/** A toast with this text (sonner keeps them in the 'Notificações do sistema' region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notificações do sistema/ }).getByText(text, { exact: true })

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('admin tira do operador o Criar de OS; o operador passa a ver Acesso Negado em /os/nova', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signUp(page)
  // The operador of this fresh company, made through the Usuários API.
  const operador = { email: `operador.${randomUUID().slice(0, 8)}@example.com`, senha: 'senha-operador-1' }
  const criado = await page.request.post('/api/usuarios', {
    data: {
      nome_completo: 'Otávio Operador',
      email: operador.email,
      password: operador.senha,
      role: 'operador',
    },
  })
  expect(criado.status(), await criado.text()).toBe(201)

  await page.goto('/configuracoes')
  await page.getByRole('tab', { name: 'Permissões' }).click()
  await expect(page).toHaveURL(/aba=permissoes/)
  for (const texto of ['Visualizar:', 'Vê o módulo e seus dados', 'Criar:', 'Editar:', 'Excluir:']) {
    await expect(page.getByText(texto, { exact: true })).toBeVisible()
  }

  // The admin's own matrix is read-only, with the spec's note.
  await choose(page, 'Perfil', 'Administrador')
  await expect(
    page.getByText('Administradores têm acesso total ao sistema. As permissões não podem ser alteradas.'),
  ).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Excluir — Configurações' })).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Excluir — Configurações' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Salvar Permissões' })).toHaveCount(0)

  await choose(page, 'Perfil', 'Operador')
  const criarOs = page.getByRole('switch', { name: 'Criar — Ordens de Serviço' })
  await expect(criarOs).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Excluir — Ordens de Serviço' })).not.toBeChecked()
  await criarOs.click()
  await expect(criarOs).not.toBeChecked()
  await page.getByRole('button', { name: 'Salvar Permissões' }).click()
  await expect(toast(page, 'Permissões salvas com sucesso')).toBeVisible()
  await page.reload()
  await choose(page, 'Perfil', 'Operador')
  await expect(page.getByRole('switch', { name: 'Criar — Ordens de Serviço' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Visualizar — Ordens de Serviço' })).toBeChecked()
  // The matrix and the tabs fit a 375 px phone without sideways page scroll.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('switch', { name: 'Excluir — Configurações' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // The operador, in a browser of its own: the list opens, a new OS is refused, and so is the tab.
  const outro = await browser.newContext()
  try {
    const operadorPage = await outro.newPage()
    await signIn(operadorPage, operador.email, operador.senha)
    await operadorPage.goto('/os')
    await expect(operadorPage.getByRole('heading', { level: 1, name: 'Ordens de Serviço' })).toBeVisible()
    await operadorPage.goto('/os/nova')
    await expect(operadorPage.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible()
    await expect(operadorPage.getByText('Você não tem permissão para acessar esta página.')).toBeVisible()
    await operadorPage.goto('/configuracoes?aba=permissoes')
    await expect(operadorPage.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true')
    await expect(operadorPage.getByRole('tab', { name: 'Permissões' })).toHaveCount(0)
    expect((await operadorPage.request.get('/api/permissoes?role=operador')).status()).toBe(403)
  } finally {
    await outro.close()
  }
})

test('Sistema: notificações desligadas ficam salvas na conta, não só no navegador', async ({ page }) => {
  const conta = await signUp(page)
  await page.goto('/configuracoes?aba=sistema')
  await expect(page.getByText('Valem para a sua conta, em qualquer navegador.')).toBeVisible()
  const notificacoes = page.getByRole('switch', { name: 'Notificações' })
  await expect(notificacoes).toBeChecked()
  await notificacoes.click()
  await page.getByRole('button', { name: 'Salvar Preferências' }).click()
  await expect(toast(page, 'Preferências salvas com sucesso')).toBeVisible()
  // Mirrored in browser storage, as the spec keeps it.
  expect(await page.evaluate(() => localStorage.getItem('notificacoes'))).toBe('false')

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Notificações' })).not.toBeChecked()
  // Even with this browser's copy gone, the account remembers.
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Notificações' })).not.toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('notificacoes'))).toBe('false')
  expect(conta.email).toContain('@')
})

/** A real 4×2 PNG, one colour. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([head, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(4, 0)
  header.writeUInt32BE(2, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [20, 90, 200]).flat()])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function criarOs(request: APIRequestContext): Promise<string> {
  const tag = randomUUID().slice(0, 6)
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { data })
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201)
    return (await response.json()) as { id: string }
  }
  const cliente = await post('/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Maria ${tag}`,
  })
  const servico = await post('/api/servicos', { descricao: `Alinhamento ${tag}`, preco_publico: 15000 })
  const os = await post('/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 15000 }],
  })
  return os.id
}

test('logo da empresa: o admin envia, vê a prévia, e ele sai no cabeçalho da OS impressa', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const conta = await signUp(page)
  await page.goto('/configuracoes')
  await expect(page.getByText('Nenhum logo enviado')).toBeVisible()

  // A text file named .png is refused by its content.
  await page.getByLabel('Arquivo do logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('não sou uma imagem'),
  })
  await expect(toast(page, 'Envie uma imagem PNG, JPEG ou WebP')).toBeVisible()

  await page
    .getByLabel('Arquivo do logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png() })
  await expect(toast(page, 'Logo atualizado com sucesso')).toBeVisible()
  const previa = page.getByRole('img', { name: 'Logo da empresa' })
  await expect(previa).toBeVisible()
  await expect.poll(() => previa.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4)

  const osId = await criarOs(page.request)
  await page.goto(`/os/${osId}`)
  const cabecalho = page.getByTestId('os-impressao-cabecalho')
  await expect(cabecalho).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(cabecalho).toBeVisible()
  await expect(cabecalho.getByText(conta.empresa, { exact: true })).toBeVisible()
  const logo = cabecalho.getByRole('img', { name: 'Logo da empresa' })
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4)
  await page.emulateMedia({ media: 'screen' })

  // Removed, the preview goes back to the empty state.
  await page.goto('/configuracoes')
  await page.getByRole('button', { name: 'Remover' }).click()
  await expect(toast(page, 'Logo removido com sucesso')).toBeVisible()
  await expect(page.getByText('Nenhum logo enviado')).toBeVisible()
})
