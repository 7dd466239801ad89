import { describe, expect, it } from 'vitest'
import type { NfseConfigView } from '../../../../shared/fiscal/fiscal.schemas'
import { toNfseConfigFormValues, validarNfseConfig } from './nfse-config-form-values'

const salva: NfseConfigView = {
  configurado: true,
  provedor: 'focus_nfe',
  ambiente: 'homologacao',
  token_salvo: true,
  cnpj: '12345678000195',
  inscricao_municipal: '12345',
  codigo_municipio: '3550308',
  municipio: 'São Paulo/SP',
  regime_tributario: 'simples_nacional',
  regime_especial: 'nenhum',
  aliquota_iss: '2.50',
  codigo_tributacao: '140101',
  codigo_nbs: '120011000',
  tributos_simples: '6.00',
  emitir_ao_faturar: true,
  webhook_url: 'http://x/api/webhooks/nfse/abc',
  webhook_registrado_em: null,
  teste: null,
}

describe('Nota fiscal form values', () => {
  it('shows the saved settings as they are typed (CNPJ masked, rate with a comma), the token blank', () => {
    expect(toNfseConfigFormValues(salva)).toEqual({
      provedor: 'focus_nfe',
      ambiente: 'homologacao',
      token: '',
      cnpj: '12.345.678/0001-95',
      inscricao_municipal: '12345',
      codigo_municipio: '3550308',
      regime_tributario: 'simples_nacional',
      regime_especial: 'nenhum',
      aliquota_iss: '2,5',
      tributos_simples: '6',
      codigo_tributacao: '140101',
      codigo_nbs: '120011000',
      emitir_ao_faturar: true,
    })
  })

  it('keeps the saved token when left blank, and sends the Simples rate only for that regime', () => {
    const valores = toNfseConfigFormValues(salva)
    const r = validarNfseConfig(valores, true)
    expect(r).toMatchObject({ ok: true, input: { token: '', aliquota_iss: '2,5', tributos_simples: '6' } })
    const presumido = validarNfseConfig({ ...valores, regime_tributario: 'lucro_presumido' }, true)
    expect(presumido).toMatchObject({ ok: true, input: { tributos_simples: '' } })
  })

  it('asks for the token on the first save and names each bad field in Portuguese', () => {
    const valores = { ...toNfseConfigFormValues(salva), aliquota_iss: '7', codigo_tributacao: '14.01' }
    expect(validarNfseConfig(valores, false)).toEqual({
      ok: false,
      errors: {
        token: 'Informe o token da API fornecido pelo provedor',
        aliquota_iss: 'Informe a alíquota de ISS entre 0 e 5%',
        codigo_tributacao: 'Informe o código de tributação nacional com 6 dígitos (ex.: 14.01.01)',
      },
    })
    const semMunicipio = validarNfseConfig(
      { ...valores, token: 't', aliquota_iss: '2', codigo_tributacao: '140101', codigo_municipio: '' },
      false,
    )
    expect(semMunicipio).toEqual({
      ok: false,
      errors: { codigo_municipio: 'Informe o código IBGE do município (7 dígitos)' },
    })
  })
})
