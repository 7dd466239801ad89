import { z } from 'zod'
import { texto, textoLongo } from '../http/texto'

export const contatoMessages = {
  nome: 'Informe seu nome',
  email: 'Informe um email válido',
  telefone: 'Informe um telefone com DDD (10 ou 11 dígitos)',
  mensagem: 'Escreva sua mensagem (de 10 a 2000 caracteres)',
  sucesso: 'Mensagem enviada! Respondemos em até 1 dia útil.',
  erro: 'Não foi possível enviar sua mensagem. Tente novamente ou escreva para o nosso email.',
} as const

/** POST /api/contato: the public contact form (/contato). */
export const contatoInput = z.strictObject({
  nome: texto({ error: contatoMessages.nome }).min(2, contatoMessages.nome).max(120, contatoMessages.nome),
  email: texto({ error: contatoMessages.email })
    .toLowerCase()
    .max(254, contatoMessages.email)
    .pipe(z.email({ error: contatoMessages.email })),
  telefone: texto()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v === '' || v.length === 10 || v.length === 11, contatoMessages.telefone)
    .optional(),
  empresa: texto().max(120, 'O nome da empresa deve ter no máximo 120 caracteres').optional(),
  mensagem: textoLongo({ error: contatoMessages.mensagem })
    .min(10, contatoMessages.mensagem)
    .max(2000, contatoMessages.mensagem),
})
export type ContatoInput = z.infer<typeof contatoInput>
