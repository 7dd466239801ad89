import { and, eq } from 'drizzle-orm'
import {
  dataDoAgendamento,
  enderecoDaEmpresa,
  horaNoFuso,
  veiculoDoAgendamento,
} from '../../../shared/agenda/confirmacao'
import { confirmacaoMessages as m } from '../../../shared/agenda/confirmacao.messages'
import type { MensagemView, TipoDeMensagem } from '../../../shared/agenda/confirmacao.schemas'
import { isValidTelefone, normalizeTelefone } from '../../../shared/formatos/telefone'
import { type ChaveDeModelo, preencherMensagem } from '../../../shared/mensagens/modelos'
import { whatsappComTexto } from '../../../shared/os/compartilhar.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import type { Config } from '../../config'
import type { Database, Tx } from '../../db/client'
import { agendamentos, clientes, empresas, veiculos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { comDescadastro } from '../consentimento/descadastro'
import { lerModelos } from '../mensagens/modelos.repo'
import { linkVivo } from './agendamento-links'

/** An appointment with what every message about it needs: customer, vehicle and the company. */
export async function dadosDoAgendamento(tx: Tx, empresaId: string, id: string, paraAlterar = false) {
  const query = tx
    .select({
      ag: agendamentos,
      cliente: {
        id: clientes.id,
        nome: clientes.nome_razao,
        email: clientes.email,
        celular: clientes.celular,
        telefone: clientes.telefone,
      },
      veiculo: { marca: veiculos.marca, modelo: veiculos.modelo, placa: veiculos.placa },
      empresa: {
        nome: empresas.nome_empresa,
        telefone: empresas.telefone,
        endereco: empresas.endereco,
        numero: empresas.numero,
        bairro: empresas.bairro,
        cidade: empresas.cidade,
        uf: empresas.uf,
        fuso: empresas.fuso_horario,
      },
    })
    .from(agendamentos)
    .innerJoin(empresas, eq(empresas.id, agendamentos.empresa_id))
    .innerJoin(
      clientes,
      and(eq(clientes.empresa_id, agendamentos.empresa_id), eq(clientes.id, agendamentos.cliente_id)),
    )
    .leftJoin(
      veiculos,
      and(eq(veiculos.empresa_id, agendamentos.empresa_id), eq(veiculos.id, agendamentos.veiculo_id)),
    )
    .where(and(eq(agendamentos.empresa_id, empresaId), eq(agendamentos.id, id)))
  // A write by the customer and one by the shop at once: the second waits and reads the first's result.
  const [row] = paraAlterar ? await query.for('update', { of: agendamentos }) : await query
  if (!row) throw notFound(m.naoEncontrado)
  const veiculo = row.veiculo?.placa ? veiculoDoAgendamento(row.veiculo) : null
  return { ...row, veiculo, endereco: enderecoDaEmpresa(row.empresa) }
}
export type DadosDoAgendamento = Awaited<ReturnType<typeof dadosDoAgendamento>>

export const chaveDoTipo: Record<TipoDeMensagem, ChaveDeModelo> = {
  confirmacao: 'agendamento_confirmacao',
  lembrete: 'agendamento_lembrete',
}

export const fimDoAgendamento = (ag: { inicio: Date; duracao_min: number }) =>
  new Date(ag.inicio.getTime() + ag.duracao_min * 60_000)

/**
 * The company's template for `tipo`, filled: date and time in the company's zone, pt-BR; it ends with
 * the opt-out link (an appointment the customer booked is a service message: it goes without consent).
 */
export async function textoDaMensagem(
  tx: Tx,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  d: DadosDoAgendamento,
  tipo: TipoDeMensagem,
  link: string,
): Promise<string> {
  const chave = chaveDoTipo[tipo]
  const modelos = await lerModelos(tx, d.ag.empresa_id, [chave])
  const texto = preencherMensagem(chave, modelos[chave], {
    cliente: d.cliente.nome,
    data: dataDoAgendamento(d.ag.inicio, d.empresa.fuso),
    hora: horaNoFuso(d.ag.inicio, d.empresa.fuso),
    veiculo: d.veiculo,
    motivo: d.ag.motivo,
    endereco: d.endereco,
    link,
    empresa: d.empresa.nome,
  })
  return comDescadastro(texto, config, { empresaId: d.ag.empresa_id, clienteId: d.cliente.id })
}

/**
 * wa.me with the text, to the customer's mobile (or phone) when the reader may see the customer's contact
 * (decision 029); otherwise, or without a valid number, WhatsApp asks which conversation.
 */
export function whatsappDoCliente(
  tenant: Tenant,
  cliente: { celular: string | null; telefone: string | null },
  texto: string,
) {
  const fone = podeVer(tenant, 'contato_cliente')
    ? [cliente.celular, cliente.telefone].find((f) => f && isValidTelefone(f))
    : undefined
  return whatsappComTexto(fone ? normalizeTelefone(fone) : null, texto)
}

/** GET /api/agendamentos/:id/mensagem: the filled template, with the portal link, to send by hand. */
export function mensagemDoAgendamento(
  db: Database,
  config: Pick<Config, 'baseUrl' | 'authSecret' | 'smtpUrl'>,
  tenant: Tenant,
  id: string,
  tipo: TipoDeMensagem,
): Promise<MensagemView> {
  return withTenant(db, tenant, async (tx) => {
    const d = await dadosDoAgendamento(tx, tenant.empresaId, id)
    const link = await linkVivo(tx, config, d.ag)
    const texto = await textoDaMensagem(tx, config, d, tipo, link.url)
    return {
      texto,
      whatsapp_url: whatsappDoCliente(tenant, d.cliente, texto),
      email_disponivel: Boolean(config.smtpUrl && d.cliente.email),
      link: link.url,
      lembrete_enviado_em: d.ag.lembrete_enviado_em?.toISOString() ?? null,
    }
  })
}
