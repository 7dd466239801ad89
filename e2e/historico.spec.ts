import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { post, signUp } from './fixtures'

// The vehicle and customer pages (issue 27 item 4): a vehicle opened from the Veículos list shows its OS
// timeline; the customer opened from there lists the vehicles and OS, and fits 375 px without scrolling
// sideways.

test('vehicle and customer history pages', async ({ page }) => {
  await signUp(page)
  const tag = randomUUID().slice(0, 6).toUpperCase()
  const cliente = await post<{ id: string }>(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: `Helena Histórico ${tag}`,
    celular: '11987654321',
  })
  const placa = `HIS${Math.floor(Math.random() * 9)}A${String(Math.floor(Math.random() * 90) + 10)}`
  const veiculo = await post<{ id: string }>(page, '/api/veiculos', {
    cliente_id: cliente.id,
    marca: 'Fiat',
    modelo: 'Uno',
    placa,
    km_atual: 42000,
  })
  const servico = await post<{ id: string }>(page, '/api/servicos', {
    descricao: `Troca de óleo ${tag}`,
    preco_publico: 15000,
  })
  const os = await post<{ numero_os: string }>(page, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    km_entrada: 41000,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 15000 }],
  })

  await page.goto('/cadastros/veiculos')
  await page
    .getByRole('link', { name: new RegExp(`${placa.slice(0, 3)}.?${placa.slice(3)}`) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/cadastros/veiculos/${veiculo.id}$`))
  await expect(page.getByRole('heading', { name: 'Fiat Uno' })).toBeVisible()
  const timeline = page.getByRole('list', { name: 'Linha do tempo das ordens de serviço' })
  await expect(timeline.getByRole('link', { name: `OS ${os.numero_os}` })).toBeVisible()
  await expect(timeline.getByText(`Serviços: Troca de óleo ${tag}`)).toBeVisible()

  await page.getByRole('link', { name: `Helena Histórico ${tag}` }).click()
  await expect(page).toHaveURL(new RegExp(`/cadastros/clientes/${cliente.id}$`))
  await expect(page.getByRole('heading', { name: `Helena Histórico ${tag}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /Fiat Uno/ })).toBeVisible()
  await expect(page.getByRole('link', { name: `OS ${os.numero_os}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible()

  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await expect(page.getByRole('link', { name: `OS ${os.numero_os}` })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
