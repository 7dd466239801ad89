import { z } from 'zod'
import { textoLongo } from '../http/texto'
import { MODELO_MAX } from '../os/mensagens-compartilhamento'
import { mensagensMessages as m } from './mensagens.messages'
import { chavesDeModelo } from './modelos'

/** One template as the editor shows it: its own text or the default, and whether it was changed. */
export const modeloMensagemView = z.object({
  chave: z.enum(chavesDeModelo),
  titulo: z.string(),
  placeholders: z.array(z.string()),
  texto: z.string(),
  padrao: z.string(),
  personalizado: z.boolean(),
})
export type ModeloMensagemView = z.infer<typeof modeloMensagemView>
export const modelosMensagemView = z.array(modeloMensagemView)

/** An unknown key is a missing template (404), not a bad request: the path is checked by the service. */
export const modeloMensagemParams = z.object({ chave: z.string().max(100) })

/** PUT /api/modelos-mensagem/:chave. */
export const modeloMensagemInput = z.object({
  texto: textoLongo({ error: m.textoVazio }).min(1, m.textoVazio).max(MODELO_MAX, m.textoLongo),
})
export type ModeloMensagemInput = z.infer<typeof modeloMensagemInput>

/** GET /api/os/:id/mensagem-pronta: the 'OS pronta' message and its WhatsApp link. */
export const mensagemProntaView = z.object({ texto: z.string(), whatsapp_url: z.string() })
export type MensagemProntaView = z.infer<typeof mensagemProntaView>
