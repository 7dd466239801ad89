import { describe, expect, it } from 'vitest'
import { cobrancaPixMessages as m } from '../../../../shared/cobranca-pix/cobranca-pix.messages'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import {
  type CobrancaPixFormValues,
  campoDoForm,
  certificadoSalvo,
  toCobrancaPixFormValues,
  toCobrancaPixInput,
  validarCobrancaPix,
} from './cobranca-pix-form-values'

const nuncaConfigurado: CobrancaPixConfigView = {
  configurado: false,
  ativo: false,
  base_url: '',
  token_url: '',
  client_id: '',
  chave: '',
  certificado_tipo: null,
  certificado_validade: null,
  webhook_url: null,
  webhook_registrado_em: null,
  webhook_assinado: false,
  multa_percentual: '0',
  juros_percentual_mes: '0',
  desconto_percentual: '0',
  desconto_dias: 0,
  validade_dias: 30,
  teste: null,
}

const salvo: CobrancaPixConfigView = {
  ...nuncaConfigurado,
  configurado: true,
  ativo: false,
  base_url: 'https://api.banco.com.br/pix/v2',
  token_url: 'https://auth.banco.com.br/oauth/token',
  client_id: 'cliente-1',
  chave: 'financeiro@oficina.com.br',
  certificado_tipo: 'pem',
  certificado_validade: '2027-05-31',
  multa_percentual: '2.00',
  juros_percentual_mes: '1.50',
  desconto_percentual: '0.05',
  desconto_dias: 5,
  validade_dias: 60,
}

const preenchido: CobrancaPixFormValues = toCobrancaPixFormValues(salvo)
const errosDe = (v: CobrancaPixFormValues, configurado: boolean) => {
  const r = validarCobrancaPix(v, configurado)
  return r.ok ? {} : r.errors
}

describe('Cobrança PIX form values', () => {
  it('starts a first setup active, with the company key and blank secrets', () => {
    const v = toCobrancaPixFormValues(nuncaConfigurado, '+5511999998888')
    expect(v).toMatchObject({
      ativo: true,
      chave: '+5511999998888',
      certificado_tipo: 'pfx',
      client_secret: '',
      pfx_base64: '',
      multa_percentual: '0',
      validade_dias: 30,
    })
  })

  it('shows saved settings as typed in Brazil, never the secrets', () => {
    const v = toCobrancaPixFormValues(salvo, '+5511999998888')
    expect(v).toMatchObject({
      ativo: false,
      chave: 'financeiro@oficina.com.br',
      certificado_tipo: 'pem',
      client_secret: '',
      pem_certificado: '',
      multa_percentual: '2',
      juros_percentual_mes: '1,5',
      desconto_percentual: '0,05',
      desconto_dias: 5,
    })
  })

  it('leaves out a blank secret and certificate so the saved ones stay', () => {
    const input = toCobrancaPixInput(preenchido)
    expect(input).not.toHaveProperty('client_secret', expect.anything())
    expect(input.certificado).toBeUndefined()
    expect(input.multa_percentual).toBe('2')
    expect(input.webhook_segredo).toBeUndefined()
    expect(validarCobrancaPix(preenchido, true)).toEqual({ ok: true, input })
    expect(toCobrancaPixInput({ ...preenchido, webhook_segredo: '  s3gr3d0 ' }).webhook_segredo).toBe(
      's3gr3d0',
    )
  })

  it('sends the chosen certificate only: the PFX file or the PEM pair', () => {
    const pfx = toCobrancaPixInput({
      ...preenchido,
      certificado_tipo: 'pfx',
      pfx_base64: 'MIIK/wB/',
      pfx_senha: '1234',
      pem_certificado: 'ignorado',
    })
    expect(pfx.certificado).toEqual({ tipo: 'pfx', arquivo_base64: 'MIIK/wB/', senha: '1234' })
    const pem = toCobrancaPixInput({
      ...preenchido,
      pem_certificado: '-----BEGIN CERTIFICATE-----\nx',
      pem_chave_privada: '-----BEGIN PRIVATE KEY-----\ny',
    })
    expect(pem.certificado).toEqual({
      tipo: 'pem',
      certificado: '-----BEGIN CERTIFICATE-----\nx',
      chave_privada: '-----BEGIN PRIVATE KEY-----\ny',
    })
  })

  it('asks for the secret and the certificate on the first setup, under their fields', () => {
    const v = { ...toCobrancaPixFormValues(nuncaConfigurado), base_url: 'http://inseguro', chave: '' }
    expect(errosDe(v, false)).toEqual({
      base_url: m.urlInvalida,
      token_url: m.urlInvalida,
      client_id: m.clientIdObrigatorio,
      client_secret: m.clientSecretObrigatorio,
      pfx_base64: m.certificadoObrigatorio,
      chave: m.chaveObrigatoria,
    })
    expect(errosDe({ ...v, certificado_tipo: 'pem' }, false).pem_certificado).toBe(m.certificadoObrigatorio)
  })

  it('refuses bad percentages, emptied days and half a PEM pair', () => {
    const errors = errosDe(
      {
        ...preenchido,
        multa_percentual: '25',
        juros_percentual_mes: '1,555',
        validade_dias: null,
        pem_certificado: '-----BEGIN CERTIFICATE-----\nx',
      },
      true,
    )
    expect(errors).toEqual({
      multa_percentual: m.percentualInvalido(20),
      juros_percentual_mes: m.percentualInvalido(10),
      validade_dias: m.diasInvalidos(1, 365),
      pem_chave_privada: m.pemInvalido,
    })
  })

  it("maps the server's field paths to the form's fields", () => {
    expect(campoDoForm('certificado.arquivo_base64', 'pfx')).toBe('pfx_base64')
    expect(campoDoForm('certificado.chave_privada', 'pem')).toBe('pem_chave_privada')
    expect(campoDoForm('certificado', 'pem')).toBe('pem_certificado')
    expect(campoDoForm('multa_percentual', 'pfx')).toBe('multa_percentual')
    expect(campoDoForm('_', 'pfx')).toBeUndefined()
  })
  it('says which certificate is saved and until when', () => {
    expect(certificadoSalvo(salvo)).toBe(
      'Certificado salvo (PEM), válido até 31/05/2027 — envie outro para substituir',
    )
    expect(certificadoSalvo({ ...salvo, certificado_tipo: 'pfx', certificado_validade: null })).toBe(
      'Certificado salvo (PFX) — envie outro para substituir',
    )
    expect(certificadoSalvo(nuncaConfigurado)).toBeUndefined()
  })
})
