import { expect, fluxo, menu, toast } from './fluxo'
import { abertura, digitar, narrar, pausa } from './legenda'

const primeirosPassos = fluxo({
  id: 'primeiros-passos',
  entrar: false,
  async gravar(page, _dados, { demo, comecar }) {
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Entrar' })
    await expect(form).toBeVisible()
    comecar()
    await abertura(page, 'Primeiros passos no Bancada', 'Entrar, o Dashboard, os menus e o avatar')
    await narrar(
      page,
      'Para entrar, informe o email e a senha da sua conta. Aqui usamos a empresa de demonstração.',
    )
    await digitar(form.getByLabel('Email'), demo.email)
    await digitar(form.getByRole('textbox', { name: 'Senha', exact: true }), demo.senha)
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible()
    await narrar(page, 'Este é o Dashboard, o resumo da oficina que aparece assim que você entra.')
    await narrar(
      page,
      'Os cartões mostram as OS abertas, as concluídas no mês e quanto há a receber e já foi recebido.',
    )
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 500)
    await narrar(page, 'Mais abaixo ficam as ordens de serviço recentes: um clique abre cada uma.')
    await page.mouse.wheel(0, -500)
    await pausa(page, 800)

    await narrar(
      page,
      'O menu lateral leva a cada módulo. Os grupos, como Cadastros, abrem com um clique, e a tela aberta fica em destaque.',
    )
    await menu(page, 'Cadastros', 'Clientes')
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
    const lateral = page.getByRole('complementary', { name: 'Menu principal' })
    await narrar(page, 'No pé do menu, o botão recolhe o menu para ícones e deixa mais espaço para a tela.')
    await lateral.getByRole('button', { name: 'Recolher menu' }).click()
    await pausa(page, 2000)
    await lateral.getByRole('button', { name: 'Expandir menu' }).click()
    await pausa(page, 1200)
    await menu(page, null, 'Dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    await narrar(
      page,
      'No celular, o Bancada se ajusta à tela estreita e o menu vira uma barra no pé da tela.',
    )
    await page.setViewportSize({ width: 405, height: 720 })
    const barra = page.getByRole('navigation', { name: 'Menu inferior' })
    await expect(barra).toBeVisible()
    await narrar(page, 'Dashboard, O.S. e Financeiro ficam à mão. O resto está em Mais.')
    await barra.getByRole('button', { name: 'Mais' }).click()
    await expect(page.getByRole('dialog', { name: 'Mais opções' })).toBeVisible()
    await narrar(page, 'Em Mais: relatórios, cadastros, treinamento e configurações.')
    await page.keyboard.press('Escape')
    await pausa(page, 600)
    await page.setViewportSize({ width: 1280, height: 720 })
    await pausa(page, 800)

    await narrar(page, 'No canto de cima, o avatar abre o menu da sua conta.')
    await page.getByRole('button', { name: 'Menu do usuário' }).click()
    await expect(page.getByRole('menuitem', { name: 'Meu Perfil' })).toBeVisible()
    await narrar(
      page,
      'Ele mostra seu nome, a empresa e o seu perfil de acesso, com Configurações, Meu Perfil e Sair.',
    )
    await page.keyboard.press('Escape')
    await narrar(
      page,
      'Pronto! Os outros vídeos do Centro de Treinamento mostram cada tarefa do dia a dia.',
      3200,
    )
  },
})

const clientesEVeiculos = fluxo({
  id: 'clientes-e-veiculos',
  entrar: true,
  async gravar(page, _dados, { comecar }) {
    await page.goto('/cadastros/clientes')
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
    await expect(page.getByRole('row', { name: /Maria Aparecida/ })).toBeVisible()
    comecar()
    await abertura(
      page,
      'Cadastrando clientes e veículos',
      'Pessoa Física ou Jurídica, CEP, WhatsApp e veículos',
    )
    await narrar(page, 'Em Cadastros > Clientes ficam os clientes da oficina. Clique em Adicionar.')
    await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
    let dialog = page.getByRole('dialog', { name: 'Novo Cliente' })
    await expect(dialog).toBeVisible()
    await narrar(page, 'Pessoa Física já vem marcada: informe o CPF e o nome.')
    await digitar(dialog.getByRole('textbox', { name: 'CPF', exact: true }), '12345678909')
    await digitar(dialog.getByRole('textbox', { name: 'Nome', exact: true }), 'Carla Mendes Rocha')
    await narrar(page, 'O celular é o WhatsApp do cliente: com ele, a lista ganha um botão para conversar.')
    await digitar(dialog.getByLabel('Celular'), '11988776655')
    await narrar(page, 'Digite o CEP e saia do campo: o endereço é preenchido automaticamente.')
    await digitar(dialog.getByLabel('CEP'), '01001000')
    await dialog.getByLabel('CEP').press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Endereço', exact: true })).toHaveValue('Praça da Sé')
    await narrar(page, 'Endereço, bairro, cidade e UF vieram do CEP. Falta só o número.')
    await digitar(dialog.getByLabel('Número'), '250')
    await pausa(page, 600)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
    await expect(dialog).toBeHidden()
    const carla = page.getByRole('row', { name: /Carla Mendes Rocha/ })
    await expect(carla).toBeVisible()
    await carla.getByRole('link', { name: /Abrir WhatsApp/ }).hover()
    await narrar(page, 'Cliente salvo. Na lista, o ícone do WhatsApp abre a conversa com ele.')

    await narrar(page, 'Para uma empresa, escolha Pessoa Jurídica: o documento passa a ser o CNPJ.')
    await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
    dialog = page.getByRole('dialog', { name: 'Novo Cliente' })
    await dialog.getByRole('radio', { name: 'Pessoa Jurídica' }).click()
    await pausa(page, 700)
    await digitar(dialog.getByRole('textbox', { name: 'CNPJ', exact: true }), '11222333000181')
    await digitar(dialog.getByLabel('Razão Social'), 'Transportes Rocha Ltda')
    await pausa(page, 600)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Cliente cadastrado')).toBeVisible()
    await expect(page.getByRole('row', { name: /Transportes Rocha Ltda/ })).toBeVisible()
    await narrar(page, 'Agora os veículos: em Cadastros > Veículos, cada carro pertence a um cliente.')

    await menu(page, 'Cadastros', 'Veículos')
    await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible()
    await page.getByRole('button', { name: 'Adicionar', exact: true }).first().click()
    dialog = page.getByRole('dialog', { name: 'Novo Veículo' })
    await expect(dialog).toBeVisible()
    await narrar(page, 'Escolha o cliente pelo nome.')
    await dialog.getByRole('combobox', { name: 'Cliente' }).click()
    await digitar(page.getByRole('combobox', { name: 'Buscar cliente' }), 'Carla')
    await page.getByRole('option', { name: /Carla Mendes Rocha/ }).click()
    await narrar(page, 'A placa aceita o modelo antigo e o Mercosul. Depois, marca e modelo.')
    await digitar(dialog.getByLabel('Placa'), 'RCM2B45')
    await dialog.getByRole('combobox', { name: 'Marca', exact: true }).click()
    await page.waitForTimeout(400)
    await page.getByRole('option', { name: 'Volkswagen', exact: true }).click()
    await digitar(dialog.getByLabel('Modelo'), 'Polo Highline')
    await narrar(page, 'Ano, cor e KM atual são opcionais.')
    await digitar(dialog.getByLabel('Ano'), '2022')
    await dialog.getByRole('combobox', { name: 'Cor', exact: true }).click()
    await page.waitForTimeout(400)
    await page.getByRole('option', { name: 'Prata', exact: true }).click()
    await digitar(dialog.getByLabel('KM Atual'), '23500')
    await pausa(page, 600)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Veículo cadastrado')).toBeVisible()
    await expect(page.getByRole('row', { name: /RCM-?2B45/ })).toBeVisible()
    await narrar(
      page,
      'O veículo aparece na lista com o dono, pronto para as ordens de serviço da Carla.',
      3600,
    )
  },
})

export const fluxosBasicos = [primeirosPassos, clientesEVeiculos]
