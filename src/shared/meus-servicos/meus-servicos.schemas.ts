import { z } from 'zod'
import { osStatuses } from '../os/os-status'
import { tonsDePrazo } from '../patio/patio'
import { statusDosMeusServicos } from './meus-servicos'

/** One OS on the technician's phone: what to do and for whom, never a price (nothing financial). */
export const meuServico = z.object({
  id: z.uuid(),
  numero_os: z.string(),
  status: z.enum(statusDosMeusServicos),
  cliente_nome: z.string().nullable(),
  /** 'Fiat Uno' and the plate as stored (unmasked). */
  veiculo: z.object({ descricao: z.string(), placa: z.string() }).nullable(),
  /** The promised date (yyyy-MM-dd). */
  previsao_entrega: z.string().nullable(),
  /** The OS list's deadline label and its tone, in the company's today. */
  prazo: z.object({ texto: z.string(), tom: z.enum(tonsDePrazo) }).nullable(),
  /** The lines to do: description and quantity only. */
  itens: z.array(
    z.object({ tipo: z.enum(['servico', 'produto']), descricao: z.string(), quantidade: z.number() }),
  ),
  /** Photos before and after. */
  fotos: z.number().int(),
  /** The technical report (PATCH /api/os/:id `laudo`). */
  laudo: z.string().nullable(),
  /** The big button: the status machine's next move from here. */
  proxima_acao: z.object({ status: z.enum(osStatuses), label: z.string() }),
})
export type MeuServico = z.infer<typeof meuServico>

export const meusServicosView = z.object({
  /**
   * Whether a register of Cadastros › Técnicos is linked to the user ('Usuário do sistema'). False: the
   * list is empty and the page says why.
   */
  vinculado: z.boolean(),
  servicos: z.array(meuServico),
})
export type MeusServicosView = z.infer<typeof meusServicosView>
