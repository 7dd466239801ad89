import { randomBytes } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { formatDocumento, formatTelefone } from '../../../shared/formatos/exibir'
import { MARCADOR_ANONIMIZADO, NOME_ANONIMIZADO } from '../../../shared/titular/titular'
import { type Executor, queryRows } from '../../db/client'
import type { FileStorage } from '../../storage/file-storage'
import { registrarAtividade } from '../atividades/registrar'
import { redigirAtividadesDoTitular } from './anonimizacao.atividades'

/** The files of the person that go after the commit (a rollback must not lose them first). */
export interface ArquivosDoTitular {
  /** os_fotos.arquivo keys (storage 'fotos'). */
  fotos: string[]
  /** vistoria_fotos.arquivo keys (storage 'vistorias'). */
  vistoriaFotos: string[]
}

export interface ResultadoAnonimizacao {
  anonimizadoEm: string
  /** How many rows of each table had personal data replaced or removed. */
  alteradas: Record<string, number>
  /** Activity entries whose values were redacted. */
  atividadesRedigidas: number
  /** Activity entries of the customer's portal requests whose IP and browser were dropped. */
  acessosRedigidos: number
  arquivos: ArquivosDoTitular
}

const rows = <T>(tx: Executor, q: SQL) => queryRows<T>(tx, q)
const count = async (tx: Executor, q: SQL) =>
  ((await tx.execute(q)) as unknown as { rowCount: number | null }).rowCount ?? 0

// A term as a case-insensitive regular-expression literal (ARE syntax accepts these escapes).
const escapar = (termo: string) => termo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Replaces the customer's personal data in the current tenant transaction (LGPD art. 16/18 — the law lets
 * the shop keep what a legal or fiscal duty requires: amounts, dates, OS numbers, NFS-e numbers and the
 * authorised NFS-e's XML/PDF files, kept 5 years). What goes:
 * - clientes: name → 'Titular anonimizado', document → a unique non-identifying placeholder (clientes_doc_key
 *   is unique per company), e-mail, phones, address, notes and consent → empty; anonimizado_em set.
 * - veiculos: plate (a unique placeholder: the real plate identifies the owner through DETRAN and must be
 *   free for the car's next owner) and chassis; brand, model, year and colour stay (they identify no one).
 * - snapshots of the person elsewhere: os_historico (name, IP, browser of portal actions), os (who refused
 *   the quote), vistorias (signer's name, document, signature image, IP, browser), notas_fiscais (tomador
 *   name/document and the tomador inside `enviado`), pix_recebidos of their titles (payer's name/info),
 *   e-mails sent to them (recipient and body), and any free text (notes, descriptions) quoting the terms.
 * - photos of their OS and inspections (rows now, files by the caller after the commit:
 *   apagarArquivosDoTitular).
 * - the activity log: entries keep what happened, the values become '[anonimizado]'
 *   (bancada_anonimizar_atividades), including the entries this very transaction's updates produce.
 * The caller checks the preconditions (open OS, notes in processing) and the permission.
 */
export async function anonimizarCliente(
  tx: Executor,
  clienteId: string,
  opts: { marcador?: string } = {},
): Promise<ResultadoAnonimizacao> {
  const marcador = opts.marcador ?? MARCADOR_ANONIMIZADO
  const [cliente] = await rows<Record<string, string | null>>(
    tx,
    sql`select id, nome_razao, doc, email, telefone, celular, cep, endereco, numero, complemento, bairro, cidade, obs
      from clientes where empresa_id = app_empresa_id() and id = ${clienteId} for update`,
  )
  if (!cliente) throw new Error(`anonimizarCliente: cliente ${clienteId} não encontrado`)

  const termos = await termosDoTitular(tx, clienteId, cliente)
  const alteradas: Record<string, number> = {}
  const regex = termos.length
    ? termos
        .sort((a, b) => b.length - a.length)
        .map(escapar)
        .join('|')
    : null
  // Free text with the terms replaced (case-insensitive); untouched when there are none.
  const limpo = (coluna: SQL) =>
    regex ? sql`regexp_replace(${coluna}, ${regex}, ${marcador}, 'gi')` : coluna
  const limpoJson = (coluna: SQL) =>
    regex ? sql`regexp_replace(${coluna}::text, ${regex}, ${marcador}, 'gi')::jsonb` : coluna

  const osDoCliente = sql`(select id from os where empresa_id = app_empresa_id() and cliente_id = ${clienteId})`
  const titulosDoCliente = sql`(select id from ar_titulos where empresa_id = app_empresa_id() and cliente_id = ${clienteId})`

  const placeholder = `ANON-${randomBytes(6).toString('hex').toUpperCase()}`
  alteradas.clientes = await count(
    tx,
    sql`update clientes set nome_razao = ${NOME_ANONIMIZADO}, doc = ${placeholder}, email = null, telefone = null,
      celular = null, cep = null, endereco = null, numero = null, complemento = null, bairro = null, cidade = null,
      uf = null, obs = null, consentimento_marketing = false, consentimento_em = null, consentimento_origem = null,
      anonimizado_em = now(), atualizado_em = now()
      where empresa_id = app_empresa_id() and id = ${clienteId}`,
  )
  alteradas.veiculos = await count(
    tx,
    sql`update veiculos set placa = 'ANON' || upper(substr(md5(random()::text || id::text), 1, 8)), chassi = null,
      obs = ${limpo(sql`obs`)} where empresa_id = app_empresa_id() and cliente_id = ${clienteId}`,
  )
  alteradas.os = await count(
    tx,
    sql`update os set observacoes = ${limpo(sql`observacoes`)}, laudo = ${limpo(sql`laudo`)},
      observacoes_orcamento = ${limpo(sql`observacoes_orcamento`)}, condicoes_pagamento = ${limpo(sql`condicoes_pagamento`)},
      motivo_cancelamento = ${limpo(sql`motivo_cancelamento`)}, orcamento_recusa_motivo = ${limpo(sql`orcamento_recusa_motivo`)},
      orcamento_recusado_por = case when orcamento_recusado_por is null then null else ${marcador} end
      where empresa_id = app_empresa_id() and cliente_id = ${clienteId}`,
  )
  alteradas.os_itens = regex
    ? await count(
        tx,
        sql`update os_itens set descricao = ${limpo(sql`descricao`)} where empresa_id = app_empresa_id()
          and os_id in ${osDoCliente} and descricao ~* ${regex}`,
      )
    : 0
  alteradas.os_orcamentos = await count(
    tx,
    sql`update os_orcamentos set observacoes = ${limpo(sql`observacoes`)}, condicoes_pagamento = ${limpo(sql`condicoes_pagamento`)},
      itens = ${limpoJson(sql`itens`)} where empresa_id = app_empresa_id() and os_id in ${osDoCliente}`,
  )
  alteradas.os_historico = await count(
    tx,
    sql`update os_historico set observacao = ${limpo(sql`observacao`)}, ip = null, user_agent = null,
      nome_cliente = case when nome_cliente is null then null else ${marcador} end
      where empresa_id = app_empresa_id() and os_id in ${osDoCliente}`,
  )
  alteradas.vistorias = await count(
    tx,
    sql`update vistorias set observacoes = ${limpo(sql`observacoes`)}, marcas = ${limpoJson(sql`marcas`)},
      checklist = ${limpoJson(sql`checklist`)},
      assinante_nome = case when assinante_nome is null then null else ${marcador} end,
      assinante_documento = null, assinatura_imagem = null, assinado_ip = null, assinado_user_agent = null
      where empresa_id = app_empresa_id() and os_id in ${osDoCliente}`,
  )
  alteradas.agendamentos = await count(
    tx,
    sql`update agendamentos set motivo = ${limpo(sql`motivo`)}, observacoes = ${limpo(sql`observacoes`)},
      reagendamento_pedido = ${limpo(sql`reagendamento_pedido`)}
      where empresa_id = app_empresa_id() and cliente_id = ${clienteId}`,
  )
  alteradas.ar_titulos = await count(
    tx,
    sql`update ar_titulos set obs = ${limpo(sql`obs`)} where empresa_id = app_empresa_id() and cliente_id = ${clienteId}`,
  )
  alteradas.pagamentos = await count(
    tx,
    sql`update pagamentos set obs = ${limpo(sql`obs`)} where empresa_id = app_empresa_id()
      and (titulo_id in ${titulosDoCliente} or os_id in ${osDoCliente})`,
  )
  alteradas.pix_recebidos = await count(
    tx,
    sql`update pix_recebidos set pagador_nome = case when pagador_nome is null then null else ${marcador} end,
      info_pagador = null where empresa_id = app_empresa_id() and titulo_id in ${titulosDoCliente}`,
  )
  // The authorised note stays at the city hall and as XML/PDF files (fiscal record, 5 years); the row's
  // copy of the tomador goes.
  alteradas.notas_fiscais = await count(
    tx,
    sql`update notas_fiscais set tomador_nome = ${marcador}, tomador_documento = null,
      discriminacao = ${limpo(sql`discriminacao`)}, mensagem = ${limpo(sql`mensagem`)},
      enviado = ${limpoJson(sql`(case when enviado ? 'tomador' then jsonb_set(enviado, '{tomador}', jsonb_build_object('nome', ${marcador}::text)) else enviado end)`)}
      where empresa_id = app_empresa_id() and (cliente_id = ${clienteId} or os_id in ${osDoCliente})`,
  )
  alteradas.solicitacoes_titular = await count(
    tx,
    sql`update solicitacoes_titular set mensagem = ${limpo(sql`mensagem`)}, resposta = ${limpo(sql`resposta`)}
      where empresa_id = app_empresa_id() and cliente_id = ${clienteId}`,
  )
  alteradas.emails_saida = await anonimizarEmails(tx, termos, marcador, limpo)

  const fotos = await rows<{ arquivo: string }>(
    tx,
    sql`delete from os_fotos where empresa_id = app_empresa_id() and os_id in ${osDoCliente} returning arquivo`,
  )
  const vFotos = await rows<{ arquivo: string }>(
    tx,
    sql`delete from vistoria_fotos where empresa_id = app_empresa_id()
      and vistoria_id in (select id from vistorias where empresa_id = app_empresa_id() and os_id in ${osDoCliente})
      returning arquivo`,
  )
  alteradas.os_fotos = fotos.length
  alteradas.vistoria_fotos = vFotos.length
  if (vFotos.length) {
    // The marks pointed at the photos just removed.
    await tx.execute(sql`update vistorias set marcas = (select coalesce(jsonb_agg(m || '{"foto_id": null}'::jsonb), '[]'::jsonb)
      from jsonb_array_elements(marcas) m) where empresa_id = app_empresa_id() and os_id in ${osDoCliente}
      and jsonb_typeof(marcas) = 'array'`)
  }

  await registrarAtividade(tx, {
    entidade: 'clientes',
    entidadeId: clienteId,
    acao: 'anonimizou',
    descricao: 'Dados pessoais do titular anonimizados (LGPD); registros fiscais e financeiros mantidos',
    categoria: 'negocio',
  })
  const atividades = await redigirAtividadesDoTitular(tx, clienteId, termos, marcador)
  const [agora] = await rows<{ em: string }>(
    tx,
    sql`select anonimizado_em::text as em from clientes where empresa_id = app_empresa_id() and id = ${clienteId}`,
  )
  return {
    anonimizadoEm: new Date(agora!.em).toISOString(),
    alteradas,
    atividadesRedigidas: atividades.redigidas,
    acessosRedigidos: atividades.acessos,
    arquivos: {
      fotos: [...new Set(fotos.map((f) => f.arquivo))],
      vistoriaFotos: [...new Set(vFotos.map((f) => f.arquivo))],
    },
  }
}

/**
 * Every value that identified the person: today's and any earlier ones the log kept (a changed name,
 * e-mail or phone), their vehicles' plates and chassis, and the names and documents typed for them
 * (signatures, quote refusals, PIX payers, notes), with the display forms a text may quote.
 */
async function termosDoTitular(tx: Executor, clienteId: string, c: Record<string, string | null>) {
  const valores = new Set<string>()
  const add = (v: string | null | undefined) => {
    const t = v?.trim()
    if (!t || t.length < 3 || t === NOME_ANONIMIZADO || t === MARCADOR_ANONIMIZADO) return
    valores.add(t)
  }
  for (const k of ['nome_razao', 'doc', 'email', 'telefone', 'celular']) add(c[k])
  // The street only when specific enough: the log's redaction replaces a term in every entry of the company.
  if ((c.endereco?.trim().length ?? 0) >= 10) add(c.endereco)
  const antigos = await rows<{ v: string }>(
    tx,
    sql`select distinct e.v from atividades a,
      lateral (select jsonb_array_elements_text(a.campos -> k) as v
        from unnest(array['nome_razao','doc','email','telefone','celular']) k
        where jsonb_typeof(a.campos -> k) = 'array') e
      where a.empresa_id = app_empresa_id() and a.entidade = 'clientes' and a.entidade_id = ${clienteId}`,
  )
  for (const r of antigos) add(r.v)
  const outros = await rows<{ v: string | null }>(
    tx,
    sql`select placa as v from veiculos where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      union select chassi from veiculos where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      union select assinante_nome from vistorias v join os o on o.empresa_id = v.empresa_id and o.id = v.os_id
        where v.empresa_id = app_empresa_id() and o.cliente_id = ${clienteId}
      union select assinante_documento from vistorias v join os o on o.empresa_id = v.empresa_id and o.id = v.os_id
        where v.empresa_id = app_empresa_id() and o.cliente_id = ${clienteId}
      union select orcamento_recusado_por from os where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      union select h.nome_cliente from os_historico h join os o on o.empresa_id = h.empresa_id and o.id = h.os_id
        where h.empresa_id = app_empresa_id() and o.cliente_id = ${clienteId}
      union select tomador_nome from notas_fiscais where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      union select tomador_documento from notas_fiscais where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      union select p.pagador_nome from pix_recebidos p join ar_titulos t on t.empresa_id = p.empresa_id and t.id = p.titulo_id
        where p.empresa_id = app_empresa_id() and t.cliente_id = ${clienteId}`,
  )
  for (const r of outros) add(r.v)
  // Display forms a message or a note may quote (529.982.247-25, (11) 98765-4321).
  for (const v of [...valores]) {
    if (/^\d{11}$|^[0-9A-Z]{14}$/.test(v)) add(formatDocumento(v))
    if (/^\d{10,11}$/.test(v)) add(formatTelefone(v))
  }
  return [...valores]
}

/**
 * The company's e-mails to the person (any address they had): recipient and body go, the subject keeps
 * no term; one still waiting in the outbox is never sent.
 */
async function anonimizarEmails(tx: Executor, termos: string[], marcador: string, limpo: (c: SQL) => SQL) {
  const enderecos = termos.filter((t) => t.includes('@')).map((t) => t.toLowerCase())
  if (!enderecos.length) return 0
  return count(
    tx,
    sql`update emails_saida set para = ${marcador},
      assunto = ${limpo(sql`assunto`)}, texto = ${`${marcador}: conteúdo removido na anonimização do titular`},
      status = case when status = 'pendente' then 'erro' else status end,
      erro = case when status = 'pendente' then 'Não enviado: titular anonimizado' else erro end
      where lower(para) in (select jsonb_array_elements_text(${JSON.stringify(enderecos)}::jsonb))
        and id in (select email_id from emails_empresa where empresa_id = app_empresa_id())`,
  )
}

/** Removes the files anonimizarCliente listed, after its transaction committed; a failure is only reported. */
export async function apagarArquivosDoTitular(
  arquivos: ArquivosDoTitular,
  storage: { fotos: FileStorage; vistorias: FileStorage },
  onFileError: (error: unknown, arquivo: string) => void = () => {},
) {
  await Promise.all([
    ...arquivos.fotos.map((a) => storage.fotos.delete(a).catch((e: unknown) => onFileError(e, a))),
    ...arquivos.vistoriaFotos.map((a) =>
      storage.vistorias.delete(a).catch((e: unknown) => onFileError(e, a)),
    ),
  ])
}
