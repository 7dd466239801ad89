import type { z } from 'zod'
import type { EmpresaView, updateEmpresaInput } from '../../../shared/empresa/empresa.schemas'
import type { PixKeyTipo } from '../../../shared/pix/br-code'
import { maskCep, maskCnpj, maskCpf, maskTelefone } from '../../lib/masks'

/** What the Empresa form holds while editing (the schema's input); it sends the schema's output. */
export type EmpresaFormValues = z.input<typeof updateEmpresaInput>

/** Fields in screen order: a form that did not pass names the first one's problem in its toast. */
export const empresaFieldOrder = [
  'nome_empresa',
  'cnpj',
  'email',
  'telefone',
  'cep',
  'endereco',
  'cidade',
  'uf',
  'fuso_horario',
  'pix_tipo',
  'pix_chave',
  'pix_nome',
  'pix_cidade',
] as const satisfies readonly (keyof EmpresaFormValues)[]

const keepText = (text: string) => text

/** The mask of a PIX key field for its kind (email and random keys are typed as they are). */
export function pixChaveMask(tipo: string | null | undefined): (text: string) => string {
  if (tipo === 'cpf') return maskCpf
  if (tipo === 'cnpj') return maskCnpj
  if (tipo === 'telefone') return maskTelefone
  return keepText
}

/** A stored key as the field shows it: the phone's `+55` form is typed as a national number. */
export function pixChaveParaTela(tipo: PixKeyTipo | null, chave: string | null): string {
  if (!chave) return ''
  return pixChaveMask(tipo)(tipo === 'telefone' ? chave.replace(/^\+55/, '') : chave)
}

/** The saved settings as the form shows them, masked. */
export function toEmpresaFormValues(empresa: EmpresaView): EmpresaFormValues {
  const text = (v: string | null) => v ?? ''
  return {
    nome_empresa: empresa.nome_empresa,
    cnpj: empresa.cnpj ? maskCnpj(empresa.cnpj) : '',
    email: text(empresa.email),
    telefone: maskTelefone(text(empresa.telefone)),
    cep: maskCep(text(empresa.cep)),
    endereco: text(empresa.endereco),
    cidade: text(empresa.cidade),
    uf: text(empresa.uf),
    fuso_horario: empresa.fuso_horario as EmpresaFormValues['fuso_horario'],
    pix_tipo: text(empresa.pix_tipo),
    pix_chave: pixChaveParaTela(empresa.pix_tipo, empresa.pix_chave),
    pix_nome: text(empresa.pix_nome),
    pix_cidade: text(empresa.pix_cidade),
  }
}
