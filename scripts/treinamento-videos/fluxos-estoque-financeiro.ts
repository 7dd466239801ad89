import type { Page } from '@playwright/test'
import { buscar, enviar, escolher, expect, fluxo, menu, toast } from './fluxo'
import { mudarStatus, numeroDaOs } from './fluxo-os'
import { abertura, digitar, narrar, pausa } from './legenda'

const estoque = fluxo({
  id: 'estoque-de-produtos',
  entrar: true,
  async gravar(page, _dados, { comecar }) {
    await page.goto('/cadastros/produtos')
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible()
    comecar()
    await abertura(
      page,
      'Produtos e controle de estoque',
      'Estoque atual e mínimo, falta na OS e baixa ao concluir',
    )
    await narrar(
      page,
      'Em Cadastros > Produtos ficam as peças que a oficina usa e vende. Clique em Adicionar.',
    )
    await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Novo Produto' })
    await expect(dialog).toBeVisible()
    await digitar(dialog.getByLabel('SKU'), 'PAST-DIANT')
    await digitar(dialog.getByLabel('Descrição'), 'Pastilha de freio dianteira')
    await digitar(dialog.getByLabel('Preço'), '189,90')
    await narrar(page, 'Ligue Controlar estoque para informar o estoque atual e o mínimo.')
    await dialog.getByRole('switch', { name: 'Controlar estoque' }).click()
    await digitar(dialog.getByLabel('Estoque atual'), '3')
    await digitar(dialog.getByLabel('Estoque mínimo'), '2')
    await pausa(page, 800)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Produto cadastrado')).toBeVisible()
    await expect(page.getByRole('row', { name: /Pastilha de freio dianteira/ })).toBeVisible()
    await narrar(page, 'A lista mostra o estoque de cada produto. Agora uma OS que usa 4 pastilhas.')

    await menu(page, 'O.S.', 'Nova')
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Ordem de Serviço' })).toBeVisible()
    await escolher(page, page, 'Cliente', /Ana Paula Fernandes/)
    await page.getByRole('tab', { name: /Produtos/ }).click()
    await escolher(page, page, 'Produto', /Pastilha de freio dianteira/)
    await page.getByLabel('Quantidade do produto').fill('4')
    await page.getByRole('button', { name: 'Adicionar produto' }).click()
    const linha = page.getByRole('listitem', { name: 'Pastilha de freio dianteira' })
    await expect(linha.getByText('Quantidade solicitada maior que o estoque disponível')).toBeVisible()
    await linha.scrollIntoViewIfNeeded()
    await narrar(page, 'Há só 3 em estoque: a OS avisa a falta na hora, mas deixa incluir a peça.')
    await page.getByRole('button', { name: 'Enviar Orçamento' }).click()
    await expect(toast(page, 'Orçamento enviado com sucesso!')).toBeVisible()
    const numero = await numeroDaOs(page)
    await narrar(page, 'O cliente aprovou e o serviço foi feito.')
    await mudarStatus(page, 'Aprovar OS', 'Aprovado')
    await mudarStatus(page, 'Iniciar Execução', 'Em Execução', `Iniciar a execução da ${numero}?`)
    await narrar(page, 'Ao concluir, o Bancada confere o estoque das peças da OS.')
    await page.getByRole('button', { name: 'Concluir Serviço', exact: true }).click()
    const concluir = page.getByRole('dialog', { name: `Concluir ${numero}?` })
    const pecas = concluir.getByRole('list', { name: 'Peças em falta' })
    await expect(pecas).toContainText('necessário 4')
    await narrar(page, 'Ele lista as peças em falta. A peça chegou? Dê entrada no estoque aqui mesmo.')
    await pecas.getByRole('button', { name: 'Entrada de estoque' }).click()
    const entrada = concluir.getByRole('form', { name: 'Entrada de estoque de Pastilha de freio dianteira' })
    await expect(entrada).toBeVisible()
    await narrar(page, 'A quantidade que falta já vem sugerida.')
    await entrada.getByRole('button', { name: 'Registrar entrada' }).click()
    await expect(toast(page, 'Entrada de estoque registrada')).toBeVisible()
    await expect(concluir.getByText('Há estoque para todas as peças da OS.')).toBeVisible()
    await narrar(page, 'Agora há estoque para tudo. Concluir dá baixa automática nas peças.')
    await concluir.getByRole('button', { name: 'Concluir Serviço' }).click()
    await expect(page.getByTestId('os-status')).toHaveText('Concluído')
    await pausa(page, 1500)

    await menu(page, 'Cadastros', 'Produtos')
    const produto = page.getByRole('row', { name: /Pastilha de freio dianteira/ })
    await expect(produto).toContainText('estoque baixo')
    await produto.hover()
    await narrar(
      page,
      'De volta a Produtos: as 4 pastilhas saíram do estoque, que ficou abaixo do mínimo, em vermelho.',
    )
    await narrar(page, 'O sino de notificações também avisa quando um produto chega ao estoque mínimo.', 3400)
  },
})

type Faturavel = { osId: string; cliente: string }

/** Types over a pre-filled money field (focusing it first, as a person's click does). */
async function digitarValor(page: Page, campo: ReturnType<Page['getByLabel']>, texto: string) {
  await campo.click()
  await campo.fill(texto)
  await pausa(page, 500)
}

const contasAReceber = fluxo<Faturavel>({
  id: 'contas-a-receber-e-pix',
  entrar: true,
  async preparar(api) {
    // The company's PIX key (Configurações > Empresa) and an OS of R$ 830,00 concluded, ready to invoice.
    const empresa = await buscar<{ nome_empresa: string }>(api, '/api/empresa')
    await enviar(
      api,
      '/api/empresa',
      {
        nome_empresa: empresa.nome_empresa,
        pix_tipo: 'email',
        pix_chave: 'financeiro@oficinademo.com.br',
        pix_nome: 'Oficina Demo',
        pix_cidade: 'Sao Paulo',
      },
      'patch',
    )
    const cliente = await enviar<{ id: string }>(api, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '98765432100',
      nome_razao: 'Beatriz Nogueira Campos',
      celular: '11966554433',
    })
    const veiculo = await enviar<{ id: string }>(api, '/api/veiculos', {
      cliente_id: cliente.id,
      marca: 'Hyundai',
      modelo: 'HB20 Comfort',
      placa: 'BNC4D21',
    })
    const { items } = await buscar<{ items: { id: string; descricao: string; preco_publico: number }[] }>(
      api,
      '/api/servicos?pageSize=50',
    )
    const itens = items
      .filter((s) => /Funilaria|Pintura/.test(s.descricao))
      .map((s) => ({ tipo: 'servico', referencia_id: s.id, quantidade: 1, valor_unitario: s.preco_publico }))
    const os = await enviar<{ id: string }>(api, '/api/os', {
      cliente_id: cliente.id,
      veiculo_id: veiculo.id,
      itens,
    })
    for (const status of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido']) {
      await enviar(api, `/api/os/${os.id}/status`, { status })
    }
    return { osId: os.id, cliente: 'Beatriz Nogueira Campos' }
  },
  async gravar(page, { osId, cliente }, { comecar }) {
    await page.goto(`/os/${osId}`)
    const numero = await numeroDaOs(page)
    await expect(page.getByTestId('os-status')).toHaveText('Concluído')
    comecar()
    await abertura(
      page,
      'Contas a Receber: faturamento, recebimentos e PIX',
      'Parcelas com sinal, pagamentos parciais e QR Code PIX',
    )
    await narrar(page, `A ${numero} foi concluída e está pronta para faturar. Clique em Faturar.`)
    await page.getByRole('button', { name: 'Faturar', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Faturar ${numero}` })
    await expect(dialog).toBeVisible()
    await narrar(page, 'A cliente deixou um sinal: informe o valor e divida o restante em parcelas.')
    await digitar(dialog.getByLabel('Sinal recebido'), '200,00')
    await escolher(page, dialog, 'Parcelas', '3x')
    await expect(dialog.getByTestId('previa-parcela')).toHaveCount(4)
    await narrar(page, 'A prévia mostra o sinal já recebido e cada parcela com o seu vencimento mensal.')
    await dialog.getByRole('button', { name: 'Confirmar Faturamento' }).click()
    await expect(toast(page, `${numero} faturada com sucesso`)).toBeVisible()
    await page.getByTestId('os-titulo').first().scrollIntoViewIfNeeded()
    await narrar(page, 'Os títulos aparecem na OS: o sinal pago e as três parcelas em aberto.')

    await menu(page, null, 'Contas a Receber')
    await expect(page.getByRole('heading', { level: 1, name: 'Contas a Receber' })).toBeVisible()
    await narrar(page, 'Em Contas a Receber estão os títulos de todas as OS. Filtre pela cliente.')
    await page.getByRole('combobox', { name: 'Cliente', exact: true }).click()
    await digitar(page.getByRole('combobox', { name: 'Buscar cliente' }), 'Beatriz')
    await page.getByRole('option', { name: new RegExp(cliente) }).click()
    const linha = (parcela: string) =>
      page.getByTestId('titulo-linha').filter({ hasText: `Parcela ${parcela}` })
    await expect(page.getByTestId('titulo-linha')).toHaveCount(4)
    await narrar(page, 'Ela pagou só uma parte da primeira parcela? Clique em Receber e informe o valor.')
    await linha('1/3')
      .getByRole('button', { name: /^Receber/ })
      .click()
    const receber = page.getByRole('dialog', { name: 'Registrar Recebimento' })
    await expect(receber).toBeVisible()
    await digitarValor(page, receber.getByLabel('Valor recebido'), '100,00')
    await narrar(page, 'A forma e a data do recebimento também ficam registradas.')
    await receber.getByRole('button', { name: 'Confirmar Recebimento' }).click()
    await expect(toast(page, 'Recebimento registrado com sucesso')).toBeVisible()
    await linha('1/3').hover()
    await narrar(page, 'O saldo da parcela diminuiu e ela segue em aberto até ser quitada.')

    await narrar(page, 'Para cobrar com PIX, o botão PIX da parcela gera o QR Code e o código copia e cola.')
    await linha('2/3').getByRole('button', { name: /^PIX/ }).click()
    const pix = page.getByRole('dialog', { name: 'PIX da parcela 2/3' })
    await expect(pix.getByTestId('pix-qrcode')).toBeVisible()
    await narrar(
      page,
      'A cliente paga lendo o QR Code no app do banco, com o valor da parcela já preenchido.',
    )
    await pix.getByRole('button', { name: 'Copiar código' }).click()
    await expect(toast(page, 'Código PIX copiado')).toBeVisible()
    await narrar(page, 'Ou copie o código e envie pelo WhatsApp.')
    await page.keyboard.press('Escape')
    await narrar(page, 'A chave PIX da empresa é cadastrada em Configurações > Empresa.', 3400)
  },
})

export const fluxosEstoqueFinanceiro = [estoque, contasAReceber]
