import fc from 'fast-check'

/** The part of a route's JSON Schema (its OpenAPI document, from the zod schemas) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
}

/**
 * Ids a request may name: the test company's records by resource (`clientes`, `cliente_id`…; a name
 * without a pool takes any of them), another company's, and public-link tokens.
 */
export type Ids = {
  daEmpresa: string[]
  porNome: Record<string, string[]>
  deOutra: string[]
  tokens: string[]
}

const idsDe = (ids: Ids, nome: string) => {
  const proprios = ids.porNome[nome]?.length ? ids.porNome[nome] : ids.daEmpresa
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...proprios) }, fc.constantFrom(...ids.deOutra))
}

// Texts a person or an attacker sends: control characters (PostgreSQL refuses NUL), lone surrogates,
// right-to-left overrides, formulas, SQL and paths, numbers and dates as text, and sizes near the limits.
const TEXTOS_HOSTIS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\t\n\r',
  'linha 1\nlinha 2',
  '\u001b[31mvermelho',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  '\uFEFF',
  'ção'.normalize('NFD'),
  '🚗'.repeat(3000),
  'x'.repeat(70_000),
  '=HYPERLINK("http://evil.example")',
  "'; drop table clientes; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'null',
  'NaN',
  '-1',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
]

const NUMEROS_HOSTIS = [
  -1,
  0,
  -0,
  0.5,
  -0.001,
  1e21,
  -1e21,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  Number.MIN_VALUE,
]

/** Values of the wrong type for any field. */
const qualquerCoisa: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(...NUMEROS_HOSTIS),
  fc.string({ maxLength: 20 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
)

const textoHostil: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TEXTOS_HOSTIS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
)

const numeroHostil: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMEROS_HOSTIS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

// Fields whose rules JSON Schema does not carry (check digits, plates): a valid value lets a request
// reach the database with the hostile values of its other fields.
const VALIDOS_POR_NOME: Record<string, unknown[]> = {
  doc: ['52998224725', '11144477735', '11222333000181'],
  tipo_pessoa: ['fisica'],
  placa: ['ABC1D23', 'XYZ1234'],
  email: ['fuzz@teste.com.br'],
  telefone: ['11987654321'],
  celular: ['11987654321'],
  cep: ['01001000'],
  uf: ['SP'],
  chassi: ['9BWZZZ377VT004251'],
  cnpj: ['11222333000181'],
}

const tipos = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])

/** A value that follows the schema as far as JSON Schema says (ids from the company's records). */
function plausivel(s: JsonSchema, ids: Ids, nome = ''): fc.Arbitrary<unknown> {
  if (VALIDOS_POR_NOME[nome]) return fc.constantFrom(...VALIDOS_POR_NOME[nome])
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum?.length) return fc.constantFrom(...s.enum)
  const variantes = s.anyOf ?? s.oneOf ?? s.allOf
  if (variantes?.length) return fc.oneof(...variantes.map((v) => plausivel(v, ids, nome)))
  const [tipo] = tipos(s).filter((t) => t !== 'null')
  switch (tipo) {
    case 'string':
      if (s.format === 'uuid') return idsDe(ids, nome)
      if (s.format === 'date') return fc.constantFrom('2026-01-15', '2025-12-31', '2030-06-01')
      if (s.format === 'date-time') return fc.constant('2026-01-15T12:00:00.000Z')
      if (s.format === 'email') return fc.constant('fuzz@teste.com.br')
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern))
      return fc.oneof(
        ...(['grapheme-ascii', 'grapheme'] as const).map((unit) =>
          fc.string({
            unit,
            minLength: Math.min(s.minLength ?? 1, 50),
            maxLength: Math.max(Math.min(s.maxLength ?? 30, 30), Math.min(s.minLength ?? 1, 50)),
          }),
        ),
      )
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -1e9),
        max: Math.min(s.maximum ?? 100_000, 1e9),
      })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(s.items ? plausivel(s.items, ids, nome) : qualquerCoisa, {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(Math.max(s.maxItems ?? 3, s.minItems ?? 0, 1), 3),
      })
    case 'object':
      return objetoPlausivel(s, ids)
    default:
      return qualquerCoisa
  }
}

/** Same type, hostile content: control characters and huge strings, negative and huge numbers. */
function hostilDoTipo(s: JsonSchema): fc.Arbitrary<unknown> {
  const t = tipos(s)
  if (t.includes('string') || s.enum || s.format) return textoHostil
  if (t.includes('integer') || t.includes('number')) return numeroHostil
  if (t.includes('array')) return fc.array(textoHostil, { maxLength: 3 })
  return qualquerCoisa
}

/** A field's value: mostly plausible (to get past the schema), else hostile, else of the wrong type. */
export function valorHostil(s: JsonSchema, ids: Ids, nome = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausivel(s, ids, nome) },
    { weight: 3, arbitrary: hostilDoTipo(s) },
    { weight: 1, arbitrary: qualquerCoisa },
  )
}

/** An object that follows the schema: its required keys, and any of the optional ones. */
function objetoPlausivel(s: JsonSchema, ids: Ids): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausivel(v, ids, k)]),
  )
  return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) })
}

/**
 * A request body: mostly the schema's object with one field made hostile (so the request reaches the
 * service and the database with it), sometimes as the schema wants it, with unknown keys, empty, or
 * not an object at all.
 */
export function corpoHostil(s: JsonSchema, ids: Ids): fc.Arbitrary<unknown> {
  if (!s.properties) return fc.oneof(valorHostil(s, ids), qualquerCoisa)
  const chaves = Object.keys(s.properties)
  const base = objetoPlausivel(s, ids)
  const umCampoHostil = chaves.length
    ? fc
        .tuple(base, fc.constantFrom(...chaves))
        .chain(([obj, k]) =>
          fc
            .oneof({ weight: 4, arbitrary: hostilDoTipo(s.properties![k]) }, qualquerCoisa)
            .map((v) => ({ ...obj, [k]: v })),
        )
    : base
  const chaveExtra = fc
    .tuple(base, fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')), qualquerCoisa)
    .map(([obj, k, v]) => ({ ...obj, [k]: v }))
  return fc.oneof(
    { weight: 6, arbitrary: umCampoHostil },
    { weight: 3, arbitrary: base },
    { weight: 1, arbitrary: chaveExtra },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: qualquerCoisa },
  )
}

/** A path parameter: an id of the company, of another company, malformed, or hostile text. */
export function parametroHostil(nome: string, s: JsonSchema, ids: Ids): fc.Arbitrary<string> {
  const proprios =
    nome === 'token' && ids.tokens.length
      ? fc.constantFrom(...ids.tokens)
      : s.enum?.length
        ? fc.constantFrom(...s.enum.map(String))
        : idsDe(ids, nome)
  return fc.oneof(
    { weight: 6, arbitrary: proprios },
    {
      weight: 2,
      arbitrary: fc.oneof(
        textoHostil.filter((v) => v.length < 2000),
        fc.string({ maxLength: 12 }),
      ),
    },
  )
}
