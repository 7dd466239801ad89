import { randomBytes, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import { faturar, faturarBody, hojeSP, moveOs, plusDays, receber } from '../financeiro/financeiro-fixtures'
import { assinar, enviarFoto } from '../vistoria/vistoria-fixtures'

/** A valid CPF nobody else in the test database has (random base, computed check digits). */
export function cpfUnico(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10))
  const dv = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0)
    const r = (soma * 10) % 11
    return r === 10 ? 0 : r
  }
  const d1 = dv(base)
  const d2 = dv([...base, d1])
  return [...base, d1, d2].join('')
}

/** The person's values, unique per call so a search over the whole database finds only them. */
export function pessoaUnica() {
  const sufixo = randomBytes(3).toString('hex')
  return {
    nome: `Heloísa Quintanilha ${sufixo}`,
    cpf: cpfUnico(),
    celular: `119${String(randomInt(10_000_000, 99_999_999))}`,
    telefone: `113${String(randomInt(1_000_000, 9_999_999))}`,
    email: `heloisa.${sufixo}@cliente.com.br`,
    placa: `Q${String.fromCharCode(65 + randomInt(26))}${String.fromCharCode(65 + randomInt(26))}${randomInt(10)}${String.fromCharCode(65 + randomInt(26))}${randomInt(10, 99)}`,
  }
}

export type Pessoa = ReturnType<typeof pessoaUnica>

/**
 * A customer with everything the product records about a person: a vehicle, an OS approved through the
 * quote link (their typed name), a signed inspection with a photo, an OS photo, invoicing (titles) with a
 * receipt, a delivered OS, an appointment, an e-mail sent to them and a portal request.
 */
export async function titularCompleto(t: TestApp, admin: TestUser, p: Pessoa = pessoaUnica()) {
  const cliente = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: p.cpf,
    nome_razao: p.nome,
    email: p.email,
    celular: p.celular,
    telefone: p.telefone,
    endereco: 'Rua das Acácias Douradas',
    numero: '120',
    cidade: 'São Paulo',
    uf: 'SP',
  })
  const veiculo = await create(t, admin, '/api/veiculos', {
    cliente_id: cliente.id,
    placa: p.placa,
    marca: 'Fiat',
    modelo: 'Uno',
    chassi: '9BWZZZ377VT004251',
  })
  const servico = await create(t, admin, '/api/servicos', {
    descricao: 'Troca de óleo',
    preco_publico: 30000,
  })
  const o = await create(t, admin, '/api/os', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    observacoes: `Cliente ${p.nome} pediu retorno no ${p.celular}`,
    itens: [{ tipo: 'servico', referencia_id: servico.id, quantidade: 1, valor_unitario: 30000 }],
  })
  await moveOs(t, admin, o.id, 'orcamento_enviado')
  const link = await call(t, admin, 'POST', `/api/os/${o.id}/link`)
  expect(link.statusCode, link.body).toBe(200)
  const token = link.json().token as string
  const aprovar = await t.app.inject({
    method: 'POST',
    url: `/api/public/orcamentos/${token}/aprovar`,
    payload: { nome: p.nome },
  })
  expect(aprovar.statusCode, aprovar.body).toBe(200)
  await moveOs(t, admin, o.id, 'em_execucao')

  const foto = multipart([
    { name: 'tipo', value: 'antes' },
    { name: 'arquivo', filename: 'f.png', type: 'image/png', data: PNG_1X1 },
  ])
  const fotoRes = await t.app.inject({
    method: 'POST',
    url: `/api/os/${o.id}/fotos`,
    headers: { cookie: admin.cookie, 'content-type': foto.contentType },
    payload: foto.payload,
  })
  expect(fotoRes.statusCode, fotoRes.body).toBe(201)

  const vistoria = await create(t, admin, `/api/os/${o.id}/vistorias`, { tipo: 'entrada' })
  await enviarFoto(t, admin, vistoria.id)
  await assinar(t, admin, vistoria.id, p.nome)

  await faturar(t, admin, o.id, faturarBody({ sinal: 10_000, parcelas: 2 }))
  const titulos = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id from ar_titulos where empresa_id = ${admin.empresaId} and os_id = ${o.id} and status = 'aberto' order by vencimento`,
  )
  const rec = await receber(t, admin, titulos[0]!.id, { valor: 5_000, data_pagamento: hojeSP() })
  expect(rec.statusCode, rec.body).toBeLessThan(300)
  await moveOs(t, admin, o.id, 'concluido', 'entregue')

  const agendamento = await create(t, admin, '/api/agendamentos', {
    cliente_id: cliente.id,
    veiculo_id: veiculo.id,
    data: plusDays(hojeSP(), 3),
    hora: '10:00',
    motivo: `Revisão — avisar ${p.nome}`,
  })

  // An e-mail the company sent them (the outbox row and its company link).
  await withTenant(t.handle.db, { empresaId: admin.empresaId }, async (tx) => {
    const [email] = await queryRows<{ id: string }>(
      tx,
      sql`insert into emails_saida (para, assunto, texto, status)
        values (${p.email}, ${`Orçamento para ${p.nome}`}, ${`Olá ${p.nome}, seu orçamento está pronto.`}, 'enviado')
        returning id`,
    )
    await tx.execute(
      sql`insert into emails_empresa (empresa_id, email_id, tipo) values (${admin.empresaId}, ${email!.id}, 'os')`,
    )
  })
  return { cliente, veiculo, os: o, token, agendamento }
}

/**
 * Where each term appears in the whole database (every text-like column of every table, all companies,
 * case-insensitive): term → 'tabela.coluna' list. One query: a UNION over every column.
 */
export async function ondeAparecem(t: TestApp, termos: string[]): Promise<Record<string, string[]>> {
  const colunas = await queryRows<{ tabela: string; coluna: string }>(
    t.handle.db,
    sql`select c.table_name as tabela, c.column_name as coluna from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'inet', 'ARRAY')`,
  )
  const padroes = JSON.stringify(termos.map((termo) => `%${termo}%`))
  const partes = colunas.map(
    ({ tabela, coluna }) =>
      sql`select ${`${tabela}.${coluna}`}::text as onde, p.padrao from ${sql.identifier(tabela)} x
        join (select jsonb_array_elements_text(${padroes}::jsonb) as padrao) p
          on x.${sql.identifier(coluna)}::text ilike p.padrao`,
  )
  const achados = await queryRows<{ onde: string; padrao: string }>(
    t.handle.db,
    sql`select distinct onde, padrao from (${sql.join(partes, sql` union all `)}) a`,
  )
  return Object.fromEntries(
    termos.map((termo) => [
      termo,
      achados
        .filter((a) => a.padrao === `%${termo}%`)
        .map((a) => a.onde)
        .sort(),
    ]),
  )
}

/** One term: 'tabela.coluna' → 1 for every column holding it ({} when nowhere). */
export async function ondeAparece(t: TestApp, termo: string): Promise<Record<string, number>> {
  const lugares = (await ondeAparecem(t, [termo]))[termo] ?? []
  return Object.fromEntries(lugares.map((l) => [l, 1]))
}
