import { and, eq, inArray } from 'drizzle-orm'
import { itemListaServico } from '../../../shared/fiscal/fiscal'
import { notaDaOs, type PreviaNota } from '../../../shared/fiscal/nota-da-os'
import { notasMessages as m } from '../../../shared/fiscal/notas.messages'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { Executor } from '../../db/client'
import { clientes, empresas, type os, osItens, servicosCatalogo, veiculos } from '../../db/schema'
import { codigoIbge } from '../../integracoes/fiscal/municipios-ibge'
import type { NotaServicoInput } from '../../integracoes/fiscal/provedor'
import type { LinhaConfigFiscal } from './nfse-config'

// What an OS's NFS-e is made of, read from the database: the preview the shop sees (shared rule
// notaDaOs) and the tomador from the customer. The same reading builds the note that is sent.

type LinhaOs = typeof os.$inferSelect
type Tomador = NotaServicoInput['tomador']

export interface DadosDaNota {
  previa: PreviaNota
  /** The customer as the note's tomador; null when the OS has none. */
  tomador: Tomador | null
  /** CPF or CNPJ as the note shows it (unmasked). */
  tomadorDocumento: string | null
  clienteId: string | null
}

const soDigitos = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '')

/** The customer's address when complete and its city known to the IBGE table; otherwise none is sent. */
function enderecoDe(c: typeof clientes.$inferSelect): Tomador['endereco'] {
  const cep = soDigitos(c.cep)
  const codigoMunicipio = codigoIbge(c.uf, c.cidade)
  if (cep.length !== 8 || !c.endereco || !c.numero || !c.bairro || !codigoMunicipio || !c.uf) return undefined
  return {
    cep,
    logradouro: c.endereco,
    numero: c.numero,
    ...(c.complemento ? { complemento: c.complemento } : {}),
    bairro: c.bairro,
    codigoMunicipio,
    uf: c.uf.toUpperCase(),
  }
}

/** The tomador and what is wrong with it for a note (a CPF needs 11 digits, a CNPJ 14 characters). */
function tomadorDe(c: typeof clientes.$inferSelect): { tomador: Tomador; problema: string | null } {
  const pj = c.tipo_pessoa === 'juridica'
  const doc = c.doc.replace(/[.\-/\s]/g, '').toUpperCase()
  const valido = pj ? /^[0-9A-Z]{12}\d{2}$/.test(doc) : /^\d{11}$/.test(doc)
  const telefone = soDigitos(c.celular) || soDigitos(c.telefone)
  const tomador: Tomador = {
    ...(pj ? { cnpj: doc } : { cpf: doc }),
    nome: c.nome_razao,
    ...(c.email ? { email: c.email } : {}),
    ...(telefone ? { telefone } : {}),
  }
  const endereco = enderecoDe(c)
  if (endereco) tomador.endereco = endereco
  return { tomador, problema: valido ? null : m.documentoInvalido(pj ? 'CNPJ' : 'CPF') }
}

/** The OS's note as it would be issued now: preview (with every problem) and tomador. */
export async function dadosDaNota(tx: Executor, o: LinhaOs, cfg: LinhaConfigFiscal): Promise<DadosDaNota> {
  const itens = await tx
    .select()
    .from(osItens)
    .where(and(eq(osItens.empresa_id, o.empresa_id), eq(osItens.os_id, o.id)))
    .orderBy(osItens.ordem)
  const refs = itens.filter((i) => i.tipo === 'servico' && i.referencia_id).map((i) => i.referencia_id!)
  const fiscais = new Map(
    refs.length === 0
      ? []
      : (
          await tx
            .select({
              id: servicosCatalogo.id,
              codigo_tributacao: servicosCatalogo.codigo_tributacao,
              codigo_nbs: servicosCatalogo.codigo_nbs,
              aliquota_iss_bp: servicosCatalogo.aliquota_iss_bp,
              iss_retido: servicosCatalogo.iss_retido,
            })
            .from(servicosCatalogo)
            .where(and(eq(servicosCatalogo.empresa_id, o.empresa_id), inArray(servicosCatalogo.id, refs)))
        ).map(({ id, ...fiscal }) => [id, fiscal]),
  )
  const [cliente] = o.cliente_id
    ? await tx
        .select()
        .from(clientes)
        .where(and(eq(clientes.empresa_id, o.empresa_id), eq(clientes.id, o.cliente_id)))
    : []
  const [veiculo] = o.veiculo_id
    ? await tx
        .select({ placa: veiculos.placa })
        .from(veiculos)
        .where(and(eq(veiculos.empresa_id, o.empresa_id), eq(veiculos.id, o.veiculo_id)))
    : []

  const previa = notaDaOs(
    {
      numero_os: o.numero_os,
      placa: veiculo?.placa ?? null,
      itens: itens.map((i) => ({
        tipo: i.tipo,
        descricao: i.descricao,
        quantidade: Number(i.quantidade),
        valor_unitario: i.valor_unitario,
        desconto_valor: i.desconto_valor,
        subtotal: i.subtotal,
        fiscal: i.referencia_id ? fiscais.get(i.referencia_id) : null,
      })),
      subtotal_servicos: o.subtotal_servicos,
      subtotal_produtos: o.subtotal_produtos,
      desconto_valor: o.desconto_valor,
      acrescimos_valor: o.acrescimos_valor,
    },
    {
      codigo_tributacao: cfg.codigo_tributacao,
      codigo_nbs: cfg.codigo_nbs,
      aliquota_iss_bp: cfg.aliquota_iss_bp,
    },
    cliente?.tipo_pessoa === 'juridica',
  )
  if (!cliente) {
    previa.problemas.push(m.semCliente)
    return { previa, tomador: null, tomadorDocumento: null, clienteId: null }
  }
  const { tomador, problema } = tomadorDe(cliente)
  if (problema) previa.problemas.push(problema)
  return {
    previa,
    tomador,
    tomadorDocumento: tomador.cpf ?? tomador.cnpj ?? null,
    clienteId: cliente.id,
  }
}

/**
 * An instant as ISO 8601 with the zone's offset at that instant, to the second: the DPS's dhEmi is the
 * issuer's local time (`2026-11-29T10:15:00-03:00`).
 */
export function instanteNoFuso(instante: Date, timeZone: string): string {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(instante)
  const p = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((x) => x.type === tipo)?.value ?? ''
  // 'GMT-03:00', or 'GMT' alone for UTC itself.
  const offset = p('timeZoneName').replace('GMT', '') || '+00:00'
  return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}:${p('second')}${offset}`
}

/** The company's zone (its `fuso_horario`), for the note's dates. */
export async function fusoDe(tx: Executor, empresaId: string): Promise<string> {
  const [e] = await tx
    .select({ fuso: empresas.fuso_horario })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
  return e?.fuso ?? 'America/Sao_Paulo'
}

/** The provider-neutral note of an OS (what is sent, and kept in `enviado` as evidence). */
export function notaServico(
  referencia: string,
  dados: DadosDaNota & { tomador: Tomador },
  cfg: LinhaConfigFiscal,
  fuso: string,
  agora = new Date(),
): NotaServicoInput {
  const { previa } = dados
  const simples = cfg.regime_tributario === 'simples_nacional' && cfg.tributos_simples_bp !== null
  return {
    referencia,
    dataEmissao: instanteNoFuso(agora, fuso),
    competencia: todayInTimeZone(fuso, agora),
    prestador: {
      cnpj: cfg.cnpj,
      inscricaoMunicipal: cfg.inscricao_municipal,
      codigoMunicipio: cfg.codigo_municipio,
      regimeTributario: cfg.regime_tributario,
      regimeEspecial: cfg.regime_especial,
    },
    tomador: dados.tomador,
    servico: {
      discriminacao: previa.discriminacao,
      codigoTributacaoNacional: previa.codigo_tributacao,
      itemListaServico: itemListaServico(previa.codigo_tributacao),
      ...(previa.codigo_nbs ? { codigoNbs: previa.codigo_nbs } : {}),
      codigoMunicipioPrestacao: cfg.codigo_municipio,
      valorServicosCentavos: previa.valor_servicos,
      descontoCentavos: previa.desconto,
      aliquotaIssBp: previa.aliquota_iss_bp,
      issRetido: previa.iss_retido,
      valorIssCentavos: previa.valor_iss,
      ...(simples ? { percentualTributosSimplesBp: cfg.tributos_simples_bp! } : {}),
    },
  }
}
