import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { portabilidadeMessages } from '../src/shared/portabilidade/portabilidade'
import { post, signUp } from './fixtures'

/** dd/mm/aaaa, `dias` from now, on the company's calendar. */
const daquiA = (dias: number) =>
  new Date(Date.now() + dias * 24 * 60 * 60 * 1000).toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
  })

test('the admin downloads the whole company, cancels the subscription and can still download it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const conta = await signUp(page)
  await post(page, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'Cliente Portável da Silva',
  })

  // Configurações › Privacidade: the ZIP, with the customer in tabelas/clientes.json.
  await page.goto('/configuracoes?aba=privacidade')
  const baixar = page.getByRole('button', { name: 'Baixar todos os dados (ZIP)' })
  const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()])
  expect(download.suggestedFilename()).toMatch(/^bancada-dados-da-empresa-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = unzipSync(readFileSync((await download.path())!))
  const clientes = JSON.parse(strFromU8(zip['tabelas/clientes.json']!)) as { nome_razao: string }[]
  expect(clientes.map((c) => c.nome_razao)).toEqual(['Cliente Portável da Silva'])
  expect(strFromU8(zip['LEIA-ME.txt']!)).toContain('DADOS DA EMPRESA')
  await expect(baixar).toBeEnabled()

  // Configurações › Assinatura: the danger zone asks for the company's name.
  await page.goto('/configuracoes?aba=assinatura')
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Cancelar assinatura' })
  await expect(dialogo).toContainText('30 dias para baixar todos os dados')
  await expect(dialogo).toContainText('registros fiscais e financeiros')
  const confirmar = dialogo.getByRole('button', { name: 'Cancelar assinatura' })
  const campo = dialogo.getByLabel(/Para confirmar, digite o nome da empresa/)
  await campo.fill('Outra Oficina')
  await expect(confirmar).toBeDisabled()
  await campo.fill(conta.empresa)
  await confirmar.click()
  await expect(dialogo).toBeHidden()

  // The deadline, and the whole app read-only with the way to the export.
  await expect(page.getByText(`Seus dados ficam disponíveis para download até ${daquiA(30)}.`)).toBeVisible()
  const banner = page.getByText(portabilidadeMessages.somenteLeituraCancelada).first()
  await expect(banner).toBeVisible()
  await expect(page.getByRole('link', { name: 'Baixar os dados' })).toHaveAttribute(
    'href',
    '/configuracoes?aba=privacidade',
  )
  const novaOs = await page.request.post('/api/os', { data: {} })
  expect(novaOs.status()).toBe(402)
  expect((await novaOs.json()).error.message).toBe(portabilidadeMessages.somenteLeituraCancelada)

  // The export still downloads during the 30 days.
  await page.getByRole('link', { name: 'Baixar os dados' }).click()
  const [deNovo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar todos os dados (ZIP)' }).click(),
  ])
  const zip2 = unzipSync(readFileSync((await deNovo.path())!))
  expect(JSON.parse(strFromU8(zip2['empresa.json']!))).toMatchObject({
    nome_empresa: conta.empresa,
    status_assinatura: 'cancelada',
  })
})
