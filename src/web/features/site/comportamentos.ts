/**
 * The small behaviours of the public pages, on the server-rendered markup: the phone menu, the pricing
 * period switch and the FAQ accordion. They only flip aria attributes and `hidden`, so a few lines of DOM
 * code do it and these pages need no UI library at all (React loads only where a form needs it).
 * The markup they expect is documented beside each component (data-menu, data-tabela-precos, data-sanfona).
 */

function painelDe(botao: HTMLElement): HTMLElement | null {
  return document.getElementById(botao.getAttribute('aria-controls') ?? '')
}

/** MenuMobile: the button opens and closes its panel; Esc closes it and returns focus to the button. */
function ligarMenu(botao: HTMLButtonElement): void {
  const painel = painelDe(botao)
  if (!painel) return
  const definir = (aberto: boolean) => {
    botao.setAttribute('aria-expanded', String(aberto))
    botao.setAttribute('aria-label', aberto ? 'Fechar menu' : 'Abrir menu')
    painel.hidden = !aberto
  }
  botao.addEventListener('click', () => definir(Boolean(painel.hidden)))
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || painel.hidden) return
    definir(false)
    botao.focus()
  })
}

/** PerguntasFrequentes: each question opens and closes its answer. */
function ligarSanfona(botao: HTMLButtonElement): void {
  const resposta = painelDe(botao)
  if (!resposta) return
  botao.addEventListener('click', () => {
    resposta.hidden = !resposta.hidden
    botao.setAttribute('aria-expanded', String(!resposta.hidden))
  })
}

/** TabelaPrecos: the pressed period's prices are shown, the other's hidden. */
function ligarTabelaPrecos(tabela: HTMLElement): void {
  const botoes = tabela.querySelectorAll<HTMLButtonElement>('[data-escolher-periodo]')
  for (const botao of botoes) {
    botao.addEventListener('click', () => {
      const periodo = botao.dataset.escolherPeriodo
      for (const outro of botoes) outro.setAttribute('aria-pressed', String(outro === botao))
      for (const preco of tabela.querySelectorAll<HTMLElement>('[data-periodo]')) {
        preco.hidden = preco.dataset.periodo !== periodo
      }
    })
  }
}

export function ligarComportamentos(): void {
  for (const botao of document.querySelectorAll<HTMLButtonElement>('[data-menu]')) ligarMenu(botao)
  for (const botao of document.querySelectorAll<HTMLButtonElement>('[data-sanfona]')) ligarSanfona(botao)
  for (const tabela of document.querySelectorAll<HTMLElement>('[data-tabela-precos]'))
    ligarTabelaPrecos(tabela)
}
