import { describe, expect, it } from 'vitest'
import { lembreteWhatsapp } from './lembrete-whatsapp'

const vencido = {
  titulo_id: 't1',
  os_id: 'o1',
  numero_os: 'OS-0042',
  parcela: '1/2',
  cliente_nome: 'Maria',
  cliente_telefone: '11971626799',
  vencimento: '2026-01-10',
  dias_atraso: 3,
  saldo: 52_980,
  descadastro: 'https://app.exemplo.com.br/privacidade/sair/abc.def',
}

describe('lembreteWhatsapp', () => {
  it("reminds of the overdue title and ends with the customer's opt-out line", () => {
    const url = new URL(lembreteWhatsapp(vencido)!)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511971626799')
    const texto = url.searchParams.get('text')!
    expect(texto).toMatch(/^Olá, Maria! Lembramos que a parcela 1\/2 da OS-0042, no valor de R\$\s529,80/)
    expect(texto).toMatch(
      /desconsidere esta mensagem\.\n\nPara não receber lembretes de revisão e ofertas: https:\/\/app\.exemplo\.com\.br\/privacidade\/sair\/abc\.def$/,
    )
  })

  it('is none without a phone', () => {
    expect(lembreteWhatsapp({ ...vencido, cliente_telefone: null })).toBeNull()
  })
})
