import type { Page } from '@playwright/test'
import { enviar, escolher, expect, fluxo, toast } from './fluxo'
import { abertura, narrar, pausa } from './legenda'

const badge = (page: Page) => page.getByTestId('os-status')

/** Presses a status button of the OS page, confirming when it asks (`confirmar`: the dialog's title). */
export async function mudarStatus(page: Page, botao: string, status: string, confirmar?: string) {
  await page.getByRole('button', { name: botao, exact: true }).click()
  if (confirmar) {
    const dialogo = page.getByRole('alertdialog', { name: confirmar })
    await expect(dialogo).toBeVisible()
    await pausa(page, 1200)
    await dialogo.getByRole('button', { name: botao, exact: true }).click()
    await expect(dialogo).toBeHidden()
  }
  await expect(badge(page)).toHaveText(status)
}

/** The OS page's number, from its heading. */
export async function numeroDaOs(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/os\/[0-9a-f-]{36}$/, { timeout: 15_000 })
  const titulo = page.getByRole('heading', { level: 1, name: /^OS-/ })
  await expect(titulo).toBeVisible()
  const numero = ((await titulo.textContent()) ?? '').match(/OS-\d{4}-\d+/)?.[0]
  if (!numero) throw new Error(`número da OS não encontrado em "${await titulo.textContent()}"`)
  return numero
}

/** Adds a photo to a group through the 'Adicionar foto' button (the phone's camera, a file here). */
async function adicionarFoto(page: Page, grupo: 'Antes' | 'Depois', arquivo: string) {
  const botao = page.getByRole('button', { name: `Adicionar foto (${grupo})` })
  await botao.scrollIntoViewIfNeeded()
  const [escolha] = await Promise.all([page.waitForEvent('filechooser'), botao.click()])
  await escolha.setFiles(arquivo)
  await expect(page.getByRole('button', { name: `Abrir foto 1 de 1 (${grupo})` })).toBeVisible({
    timeout: 20_000,
  })
}

const ordemDeServico = fluxo({
  id: 'ordem-de-servico-completa',
  entrar: true,
  async preparar(api) {
    await enviar(api, '/api/produtos', {
      sku: 'OLEO-5W30',
      descricao: 'Óleo 5W30 sintético',
      unidade: 'L',
      preco_publico: 4990,
      controla_estoque: true,
      estoque_atual: 20,
      estoque_minimo: 4,
    })
  },
  async gravar(page, _dados, { fotos, comecar }) {
    await page.goto('/os/nova')
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Ordem de Serviço' })).toBeVisible()
    comecar()
    await abertura(
      page,
      'Ordem de serviço do orçamento à entrega',
      'Itens, orçamento, execução com fotos e entrega',
    )
    await narrar(page, 'Em O.S. > Nova, escolha o cliente. O campo Veículo mostra só os carros dele.')
    await escolher(page, page, 'Cliente', /José Roberto Oliveira/)
    await escolher(page, page, 'Veículo', /Fiat Argo/)
    await narrar(page, 'Em Itens da OS, a aba Serviços traz o catálogo da oficina, com o preço sugerido.')
    await escolher(page, page, 'Serviço', /Funilaria - reparo de porta/)
    await page.getByRole('button', { name: 'Adicionar serviço' }).click()
    await pausa(page, 900)
    await escolher(page, page, 'Serviço', /Pintura de para-choque/)
    await page.getByRole('button', { name: 'Adicionar serviço' }).click()
    await pausa(page, 900)
    await narrar(
      page,
      'Na aba Produtos entram as peças, com a quantidade. O Total Geral é refeito a cada linha.',
    )
    await page.getByRole('tab', { name: /Produtos/ }).click()
    await escolher(page, page, 'Produto', /Óleo 5W30 sintético/)
    await page.getByLabel('Quantidade do produto').fill('4')
    await page.getByRole('button', { name: 'Adicionar produto' }).click()
    await expect(page.getByRole('listitem', { name: 'Óleo 5W30 sintético' })).toBeVisible()
    await page
      .getByRole('term')
      .filter({ hasText: /^Total Geral$/ })
      .scrollIntoViewIfNeeded()
    await narrar(page, 'Enviar Orçamento guarda uma versão numerada do orçamento e abre a página da OS.')
    await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
    await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
    const numero = await numeroDaOs(page)
    await narrar(
      page,
      `A ${numero} está com o orçamento enviado. Quando o cliente aceitar, clique em Aprovar OS.`,
    )
    await mudarStatus(page, 'Aprovar OS', 'Aprovado')
    await narrar(page, 'Ao começar o serviço, Iniciar Execução.')
    await mudarStatus(page, 'Iniciar Execução', 'Em Execução', `Iniciar a execução da ${numero}?`)

    await narrar(
      page,
      'Durante a execução, registre fotos de antes e depois. No celular, o botão abre a câmera.',
    )
    await adicionarFoto(page, 'Antes', fotos.antes)
    await pausa(page, 1500)
    await adicionarFoto(page, 'Depois', fotos.depois)
    await narrar(page, 'As fotos ficam na OS e podem ser abertas em tamanho grande.')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }))
    await pausa(page, 900)

    await narrar(page, 'Serviço pronto? Concluir Serviço confere o estoque das peças e dá baixa nele.')
    await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
    const concluir = page.getByRole('dialog', { name: `Concluir ${numero}?` })
    await expect(concluir.getByText('Há estoque para todas as peças da OS.')).toBeVisible()
    await pausa(page, 2200)
    await concluir.getByRole('button', { name: 'Concluir Serviço' }).click()
    await expect(badge(page)).toHaveText('Concluído')
    await narrar(page, 'Concluída. Faturar gera as contas a receber: veja o vídeo de Contas a Receber.')
    await narrar(page, 'Quando o cliente buscar o carro, Marcar como Entregue encerra a OS.')
    await mudarStatus(page, 'Marcar como Entregue', 'Entregue', `Marcar a ${numero} como entregue?`)
    const historico = page.getByRole('list', { name: 'Histórico de status' })
    await historico.scrollIntoViewIfNeeded()
    await narrar(page, 'O histórico registra cada passo da OS, com a data e quem fez.', 3600)
  },
})

export const fluxosOs = [ordemDeServico]
