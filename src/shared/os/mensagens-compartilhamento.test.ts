import { describe, expect, it } from 'vitest'
import {
  comNfse,
  danfsePublicaUrl,
  MODELO_WHATSAPP_PADRAO,
  preencherModelo,
} from './mensagens-compartilhamento'

describe('preencherModelo', () => {
  const valores = {
    cliente: 'Maria Aparecida',
    numero_os: 'OS-2026-0007',
    total: 'R$ 1.234,56',
    validade: '30/11/2026',
    link: 'https://bancada.app/o/abc',
    empresa: 'Oficina São João',
  }

  it('fills every placeholder of the default WhatsApp template', () => {
    expect(preencherModelo(MODELO_WHATSAPP_PADRAO, valores)).toBe(
      [
        'Olá, Maria Aparecida! Tudo bem?',
        'Segue o orçamento da OS-2026-0007 no valor de R$ 1.234,56.',
        'Validade: 30/11/2026',
        'https://bancada.app/o/abc',
        'Qualquer dúvida, estamos à disposição.',
        'Oficina São João',
      ].join('\n'),
    )
  })

  it('drops a line left empty by a missing value but keeps blank lines the template has', () => {
    expect(preencherModelo('Oi {cliente}\n\n{link}\nFim', { cliente: 'Zé', link: null })).toBe('Oi Zé\n\nFim')
  })

  it('leaves unknown placeholders as typed and repeats known ones', () => {
    expect(preencherModelo('{empresa} – {desconhecido} – {empresa}', { empresa: 'X' })).toBe(
      'X – {desconhecido} – X',
    )
  })

  it('drops a whole line whose placeholder has no value, keeping the others', () => {
    expect(preencherModelo('Total {total}\nVálido até {validade}.\nFim', { total: 'R$ 1,00' })).toBe(
      'Total R$ 1,00\nFim',
    )
  })
})

describe('the NFS-e line (issue 28)', () => {
  it('ends a WhatsApp message with the public DANFSE link, or the number alone without the link', () => {
    const portal = 'https://oficina.exemplo/p/AbC-12_x'
    const link = danfsePublicaUrl(portal, '0b7c3f0e-8a4d-4d0e-9b1a-2f6f3c1d2e4a')
    expect(link).toBe(
      'https://oficina.exemplo/api/public/orcamentos/AbC-12_x/notas/0b7c3f0e-8a4d-4d0e-9b1a-2f6f3c1d2e4a/danfse',
    )
    expect(comNfse('Olá!\n', { numero: '12' }, 'whatsapp', link)).toBe(
      `Olá!\nNota fiscal de serviço (NFS-e) nº 12: ${link}`,
    )
    expect(comNfse('Olá!', { numero: '12' }, 'whatsapp')).toBe(
      'Olá!\nNota fiscal de serviço (NFS-e) nº 12 emitida.',
    )
  })

  it('says the DANFSE goes attached by email, and leaves a message without a note unchanged', () => {
    expect(comNfse('Olá!', { numero: '12' }, 'email')).toBe(
      'Olá!\nNota fiscal de serviço (NFS-e) nº 12: DANFSE em anexo.',
    )
    expect(comNfse('Olá!\n', null, 'whatsapp', 'https://x')).toBe('Olá!\n')
  })
})
