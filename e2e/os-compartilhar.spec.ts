import { expect, test } from '@playwright/test'
import { comLinhaDeDescadastro } from '../src/shared/consentimento/descadastro'
import { whatsappComTexto } from '../src/shared/os/compartilhar.schemas'
import { preencherModelo } from '../src/shared/os/mensagens-compartilhamento'
import { demoCredentials, signIn, signUp } from './fixtures'

// Issue 9 items 1–2: on a demo OS the WhatsApp link carries the filled template (with the public quote
// link when the OS has a sent quote), email falls back to mailto: without SMTP, and the print menu opens a
// real PDF. Editing the template and seeing it here: mensagens.spec.ts.

test('detalhe da OS: enviar por WhatsApp, por email (mailto) e abrir o PDF', async ({ page }) => {
  const demo = await demoCredentials(page.request)
  await signIn(page, demo.email, demo.senha)

  const lista = await page.request.get('/api/os?pageSize=100')
  expect(lista.status()).toBe(200)
  const itens = (await lista.json()).items as { id: string; numero_os: string }[]
  // One whose client has a phone (the WhatsApp link needs a number), with a public quote link if any has.
  type Escolha = { id: string; numero_os: string; telefone: string; comLink: boolean }
  let escolhida: Escolha | null = null
  for (const item of itens) {
    const dados = await (await page.request.get(`/api/os/${item.id}/compartilhar`)).json()
    if (!dados.telefone) continue
    escolhida = { ...item, telefone: dados.telefone, comLink: dados.link_disponivel }
    if (dados.link_disponivel) break
  }
  expect(escolhida, 'a demo OS whose client has a phone').not.toBeNull()
  const os = escolhida!

  await page.goto(`/os/${os.id}`)
  await expect(page.getByRole('heading', { name: os.numero_os })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()
  const abrir = page.getByRole('link', { name: 'Abrir WhatsApp' })
  await expect(abrir).toBeVisible()

  // The expected message, built from what the API answers (the live public link is the same each time).
  const dados = await (await page.request.get(`/api/os/${os.id}/compartilhar`)).json()
  const link: string | null = os.comLink
    ? (await (await page.request.post(`/api/os/${os.id}/link`)).json()).url
    : null
  // It ends with the customer's opt-out line (LGPD), its link signed for this customer by the server.
  expect(dados.descadastro).toMatch(/^http:\/\/[^/]+\/privacidade\/sair\/[\w-]+\.[\w-]+$/)
  const texto = comLinhaDeDescadastro(
    preencherModelo(dados.modelo_whatsapp, { ...dados.valores, link }),
    dados.descadastro,
  )
  expect(texto).toContain(`orçamento da ${os.numero_os} no valor`)
  expect(texto).toMatch(/\n\nPara não receber lembretes de revisão e ofertas: http\S+$/)
  if (link) expect(texto).toContain(link)
  await expect(abrir).toHaveAttribute('href', whatsappComTexto(os.telefone, texto))
  await expect(abrir).toHaveAttribute('href', new RegExp(`^https://wa\\.me/55${os.telefone}\\?text=`))
  await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(texto)
  await page.keyboard.press('Escape')

  // Without SMTP on this server the email opens the user's mail app with the same text.
  await page.getByRole('button', { name: 'Enviar por email' }).click()
  const mailto = page.getByRole('link', { name: 'Abrir no aplicativo de email' })
  await expect(mailto).toHaveAttribute('href', /^mailto:/)
  const email = decodeURIComponent((await mailto.getAttribute('href'))!)
  expect(email).toContain(`documento da ${os.numero_os},`)
  expect(email).toContain(`\n\nPara não receber lembretes de revisão e ofertas: ${dados.descadastro}`)
  // The number already says OS: it is never written twice.
  expect(email).not.toContain(`OS ${os.numero_os}`)
  await page.keyboard.press('Escape')

  // The print menu: the order's PDF opens in a new tab, and the server answers a PDF.
  await page.getByRole('button', { name: 'Imprimir' }).click()
  const item = page.getByRole('menuitem', { name: 'Ordem de Serviço (PDF)' })
  await expect(item).toHaveAttribute('target', '_blank')
  const href = await item.getAttribute('href')
  expect(href).toBe(`/api/os/${os.id}/pdf?tipo=os`)
  const pdf = await page.request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('rascunho: Enviar por WhatsApp oferece enviar o orçamento antes, e a mensagem leva o link', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page)
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data })
    expect(res.status(), await res.text()).toBe(201)
    return res.json()
  }
  const cliente = await post('/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '52998224725',
    nome_razao: 'João Conceição',
    celular: '11971626799',
  })
  const servico = await post('/api/servicos', { descricao: 'Troca de óleo', preco_publico: 12_000 })
  const os = await post('/api/os', {
    cliente_id: cliente.id,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 12_000 }],
  })

  await page.goto(`/os/${os.id}`)
  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Enviar por WhatsApp' })
  await expect(dialogo.getByText('Este orçamento ainda é um rascunho.')).toBeVisible()
  await dialogo.getByRole('button', { name: 'Enviar orçamento' }).click()
  await expect(page.getByTestId('os-status')).toHaveText('Orçamento Enviado')
  // The quote's public link is in the message now.
  await expect(dialogo.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue(/\/p\/[\w-]{43}/)
})
