import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { contatoMessages } from '../src/shared/site/contato.schemas'
import { paginasPublicas } from '../src/shared/site/paginas'

// The main heading of each public page: it must be in the HTML the server sends, before any script runs.
const tituloPrincipal: Record<string, string> = {
  '/': 'Orçamento, execução e cobrança da sua oficina em um só lugar',
  '/precos': 'Planos e preços',
  '/recursos': 'Do orçamento ao recebimento, tudo em um só sistema',
  '/sobre': 'Sobre o Bancada',
  '/contato': 'Fale com a gente',
  '/contrato': 'Contrato de assinatura',
  '/termos': 'Termos de uso',
  '/privacidade': 'Política de privacidade',
}

/** The text as it appears inside an HTML attribute or element. */
const emHtml = (texto: string) =>
  texto.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const urlDe = (path: string) => new RegExp(`^http://[^/]+${path === '/' ? '/' : `${path}$`}$`)

/** Checks where a public link led: the URL and what the person sees there. */
async function expectPagina(page: Page, path: string) {
  await expect(page).toHaveURL(urlDe(path))
  if (path === '/auth') {
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible()
  } else {
    await expect(page.getByRole('heading', { level: 1, name: tituloPrincipal[path] })).toBeVisible()
  }
}

test('cada página pública chega pronta no HTML: título, descrição, Open Graph e título principal', async ({
  request,
}) => {
  for (const pagina of paginasPublicas) {
    const response = await request.get(pagina.path)
    expect(response.status(), pagina.path).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain(`<title>${emHtml(pagina.titulo)}</title>`)
    expect(html).toContain(`<meta name="description" content="${emHtml(pagina.descricao)}" />`)
    expect(html).toContain(`<meta property="og:title" content="${emHtml(pagina.titulo)}" />`)
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />')
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${pagina.path}" />`))
    expect(html).not.toContain('__BASE_URL__')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${tituloPrincipal[pagina.path]}</h1>`))
  }
})

test('quem visita / não baixa o código da área logada', async ({ page, request }) => {
  const appHtml = await (await request.get('/auth')).text()
  const appEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(appHtml)?.[1]
  expect(appEntry, 'the app page names its entry script').toBeTruthy()

  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')

  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts).not.toContain(appEntry)
  for (const script of scripts) expect(script).not.toMatch(/app-shell|dashboard-page|auth-page|router/)
})

test('barra superior: Recursos, Preços, Sobre, Entrar, Testar Grátis e a marca', async ({ page }) => {
  const destinos = [
    ['Recursos', '/recursos'],
    ['Preços', '/precos'],
    ['Sobre', '/sobre'],
    ['Entrar', '/auth'],
    ['Testar Grátis', '/auth'],
    ['Bancada, página inicial', '/'],
  ] as const
  // Every public page has the same top bar: each click starts from where the previous one landed.
  await page.goto('/sobre')
  for (const [nome, destino] of destinos) {
    await page.getByRole('banner').getByRole('link', { name: nome, exact: true }).click()
    await expectPagina(page, destino)
    if (destino === '/auth') await page.goBack()
  }
  await page.goto('/precos')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Preços' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('rodapé: links rápidos, legais e contato', async ({ page }) => {
  const destinos = [
    ['Recursos', '/recursos'],
    ['Preços', '/precos'],
    ['Sobre', '/sobre'],
    ['Entrar', '/auth'],
    ['Teste grátis por 7 dias', '/auth'],
    ['Termos de uso', '/termos'],
    ['Política de privacidade', '/privacidade'],
    ['Contrato de assinatura', '/contrato'],
    ['Fale conosco', '/contato'],
  ] as const
  await page.goto('/')
  for (const [nome, destino] of destinos) {
    await page.getByRole('contentinfo').getByRole('link', { name: nome, exact: true }).click()
    await expectPagina(page, destino)
    if (destino === '/auth') await page.goBack()
  }
  const rodape = page.getByRole('contentinfo')
  await expect(rodape.getByRole('link', { name: 'contato@bancada.app' })).toHaveAttribute(
    'href',
    'mailto:contato@bancada.app',
  )
  await expect(rodape).toContainText('São Paulo — SP')
  await expect(rodape).toContainText('Site seguro')
})

test('página inicial: chamadas do topo e do fim, estatísticas, depoimentos e planos', async ({ page }) => {
  const destinos = [
    ['Contratar agora', '/precos'],
    ['Testar agora', '/auth'],
    ['Ver Planos e Preços', '/precos'],
    ['Entrar no Sistema', '/auth'],
  ] as const
  for (const [nome, destino] of destinos) {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: nome }).click()
    await expectPagina(page, destino)
  }

  await page.goto('/')
  const main = page.getByRole('main')
  for (const texto of [
    '500+',
    '50k+',
    '4,9',
    'Orça',
    'Executa',
    'Cobra',
    'Roberto Almeida',
    'Sem taxa de adesão',
  ]) {
    await expect(main.getByText(texto, { exact: true }).first()).toBeVisible()
  }
  await expect(main.getByRole('article', { name: 'Básico' }).getByText(/59,90/)).toBeVisible()
  await expect(main.getByRole('article', { name: 'Pro' }).getByText(/99,90/)).toBeVisible()
})

test('preços: mensal e anual, botões de cada plano e perguntas frequentes pelo teclado', async ({ page }) => {
  await page.goto('/precos')
  const basico = page.getByRole('article', { name: 'Básico' })
  const pro = page.getByRole('article', { name: 'Pro' })
  const enterprise = page.getByRole('article', { name: 'Enterprise' })
  // Both prices are in the page; the visitor sees only those of the chosen period.
  await expect(basico.getByText(/59,90/)).toBeVisible()
  await expect(pro.getByText(/99,90/)).toBeVisible()
  await expect(basico.getByText(/53,91/)).toBeHidden()
  await expect(pro).toContainText('Mais Popular')
  await expect(enterprise.getByText('Personalizado')).toBeVisible()
  await expect(page.getByText('No plano anual você economiza 10%')).toBeVisible()

  await page.getByRole('button', { name: 'Anual', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Anual', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Mensal', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(basico.getByText(/53,91/)).toBeVisible()
  await expect(pro.getByText(/89,91/)).toBeVisible()
  await expect(basico.getByText(/59,90/)).toBeHidden()
  await expect(pro.getByText(/99,90/)).toBeHidden()
  await page.getByRole('button', { name: 'Mensal', exact: true }).click()
  await expect(basico.getByText(/59,90/)).toBeVisible()
  await expect(basico.getByText(/53,91/)).toBeHidden()

  const pergunta = page.getByRole('button', { name: 'Posso cancelar quando quiser?' })
  await expect(pergunta).toHaveAttribute('aria-expanded', 'false')
  await pergunta.focus()
  await page.keyboard.press('Enter')
  await expect(pergunta).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'Posso cancelar quando quiser?' })).toContainText(
    'Não há fidelidade nem multa',
  )
  await page.keyboard.press('Space')
  await expect(pergunta).toHaveAttribute('aria-expanded', 'false')

  for (const [plano, nome, destino] of [
    ['Básico', 'Começar teste grátis', '/auth'],
    ['Pro', 'Começar teste grátis', '/auth'],
    ['Enterprise', 'Falar com a equipe', '/contato'],
  ] as const) {
    await page.goto('/precos')
    await page.getByRole('article', { name: plano }).getByRole('link', { name: nome }).click()
    await expectPagina(page, destino)
  }
})

test.describe('no celular', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('o menu abre e fecha, também com Esc', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Menu do site' })
    await expect(page.getByRole('banner').getByRole('link', { name: 'Recursos' })).toBeHidden()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const fechar = page.getByRole('button', { name: 'Fechar menu' })
    await expect(fechar).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    for (const nome of ['Recursos', 'Preços', 'Sobre', 'Entrar', 'Testar Grátis']) {
      await expect(menu.getByRole('link', { name: nome })).toBeVisible()
    }
    await fechar.click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false')

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await menu.getByRole('link', { name: 'Preços' }).click()
    await expectPagina(page, '/precos')
  })

  test('nenhuma página pública rola para o lado em 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const pagina of paginasPublicas) {
      await page.goto(pagina.path)
      const largura = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(largura, pagina.path).toBeLessThanOrEqual(360)
    }
  })
})

test('contato: erros nos campos ao sair deles e ao enviar vazio', async ({ page }) => {
  await page.goto('/contato')
  const form = page.getByRole('form', { name: 'Formulário de contato' })
  await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled()
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(form.getByText(contatoMessages.nome)).toBeVisible()
  await expect(form.getByText(contatoMessages.email)).toBeVisible()
  await expect(form.getByText(contatoMessages.mensagem)).toBeVisible()
  await expect(form.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Nome').fill('Ana Souza')
  await form.getByLabel('Email').fill('ana@')
  await form.getByLabel('Telefone').fill('11 9999')
  await form.getByLabel('Telefone').blur()
  await expect(form.getByText(contatoMessages.nome)).toBeHidden()
  await expect(form.getByText(contatoMessages.email)).toBeVisible()
  await expect(form.getByText(contatoMessages.telefone)).toBeVisible()
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 9999')
})

test('contato: mensagem válida é enviada e confirmada', async ({ page }) => {
  await page.goto('/contato')
  const form = page.getByRole('form', { name: 'Formulário de contato' })
  await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled()
  await form.getByLabel('Nome').fill('Ana Souza')
  await form.getByLabel('Email').fill('ana.souza@example.com')
  await form.getByLabel('Telefone').fill('11971626799')
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 97162-6799')
  await form.getByLabel('Empresa').fill('Souza Funilaria')
  await form.getByLabel('Mensagem').fill('Tenho duas unidades e quero saber do plano Enterprise.')
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()

  await expect(page.getByText('Sucesso', { exact: true })).toBeVisible()
  await expect(page.getByText(contatoMessages.sucesso)).toBeVisible()
  await expect(form.getByLabel('Nome')).toHaveValue('')
})

test('contato: quando o servidor recusa, mostra o aviso dele', async ({ page }) => {
  const aviso = 'Muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.'
  // The server's rate limit answers this way; forcing it here avoids sending dozens of real messages.
  await page.route('**/api/contato', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: aviso } }),
    }),
  )
  await page.goto('/contato')
  const form = page.getByRole('form', { name: 'Formulário de contato' })
  await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled()
  await form.getByLabel('Nome').fill('Ana Souza')
  await form.getByLabel('Email').fill('ana.souza@example.com')
  await form.getByLabel('Mensagem').fill('Quero conhecer o Bancada.')
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(page.getByText('Erro', { exact: true })).toBeVisible()
  await expect(page.getByText(aviso)).toBeVisible()
  await expect(form.getByLabel('Nome')).toHaveValue('Ana Souza')
})

// axe over each public page on its own: all of them in one test took 20-60 s on a busy 2-CPU machine.
for (const pagina of paginasPublicas) {
  test(`acessibilidade: nenhuma violação séria ou crítica em ${pagina.path}`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto(pagina.path)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const graves = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(graves).toEqual([])
  })
}
