import { z } from 'zod'
import { chassiOpcionalSchema } from '../documentos/chassi'
import { isValidPlaca, normalizePlaca } from '../documentos/placa'
import { optionalLongText, optionalText, registerListQuery } from '../http/lista'
import { texto } from '../http/texto'
import { cadastrosMessages as m } from './cadastros.messages'

export const marcas = [
  'Chevrolet',
  'Volkswagen',
  'Fiat',
  'Ford',
  'Honda',
  'Toyota',
  'Hyundai',
  'Renault',
  'Nissan',
  'Jeep',
  'Mitsubishi',
  'Peugeot',
  'Citroën',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Kia',
  'Mazda',
] as const
export const cores = [
  'Branco',
  'Preto',
  'Prata',
  'Cinza',
  'Vermelho',
  'Azul',
  'Verde',
  'Amarelo',
  'Marrom',
  'Bege',
  'Dourado',
] as const

/** The latest model year accepted: next year (a car bought in December is often next year's model). */
export const anoMaximo = (now = new Date()) => now.getFullYear() + 1

const veiculoFields = {
  cliente_id: z.uuid({ error: m.selecioneCliente }),
  marca: texto({ error: m.obrigatorios }).min(1, m.obrigatorios).max(60, m.obrigatorios),
  modelo: texto({ error: m.obrigatorios }).min(1, m.obrigatorios).max(100, 'Máximo de 100 caracteres'),
  /** Old (ABC-1234) or Mercosul (ABC1D23); stored normalised, without the hyphen. */
  placa: texto({ error: m.obrigatorios })
    .min(1, m.obrigatorios)
    .refine(isValidPlaca, m.placaInvalida)
    .transform(normalizePlaca),
  ano: z
    .number({ error: m.anoInvalido })
    .int(m.anoInvalido)
    .min(1900, m.anoInvalido)
    .nullish()
    .refine((v) => v == null || v <= anoMaximo(), m.anoInvalido)
    .transform((v) => v ?? null),
  cor: optionalText(40),
  chassi: chassiOpcionalSchema,
  /** SPEC §5: km 0 is sent (and stored) as null. */
  km_atual: z
    .number({ error: m.kmInvalido })
    .int(m.kmInvalido)
    .min(0, m.kmInvalido)
    .max(9_999_999, m.kmInvalido)
    .nullish()
    .transform((v) => (v ? v : null)),
  obs: optionalLongText(2000),
}

/** POST /api/veiculos */
export const createVeiculoInput = z.strictObject(veiculoFields)
export type CreateVeiculoInput = z.input<typeof createVeiculoInput>
/** PATCH /api/veiculos/:id */
export const updateVeiculoInput = z.strictObject(veiculoFields).partial()

/** GET /api/veiculos: q finds a plate in either form (or the model); cliente_id lists one client's cars. */
export const veiculosQuery = registerListQuery.extend({ cliente_id: z.uuid().optional() })

export const veiculoView = z.object({
  id: z.uuid(),
  cliente_id: z.uuid(),
  cliente: z.object({ id: z.uuid(), nome_razao: z.string() }),
  marca: z.string(),
  modelo: z.string(),
  placa: z.string(),
  ano: z.number().nullable(),
  cor: z.string().nullable(),
  chassi: z.string().nullable(),
  km_atual: z.number().nullable(),
  obs: z.string().nullable(),
  criado_em: z.string(),
})
export type VeiculoView = z.infer<typeof veiculoView>
