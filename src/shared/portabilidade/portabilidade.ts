import { z } from 'zod'

/**
 * Columns never exported: the same pattern the activity log's trigger masks (migration 0037): sealed
 * secrets (`segredos`), token hashes, passwords. Their value means nothing outside Bancada and must not leak.
 */
export const COLUNA_SECRETA = /(^|_)(hash|token|segredos|password|senha)(_url)?$/

/**
 * Tables with `empresa_id` left out of the company export, each with why: only technical state that
 * means nothing outside Bancada (everything else is exported, so a new table is never forgotten).
 */
export const tabelasForaDaExportacao: Record<string, string> = {
  contagens: 'contadores internos de linhas por tabela, mantidos pelo banco para paginar listas',
}

/** Days between cancelling the subscription and the deletion of the company's data (the terms' promise). */
export const DIAS_PARA_EXCLUSAO = 30

/** The file name of the company export offered to the browser. */
export const nomeDoArquivoDeExportacao = (hoje: string) => `bancada-dados-da-empresa-${hoje}.zip`

export { portabilidadeMessages } from './portabilidade.messages'

/** POST /api/assinatura/cancelar: the admin types the company's name to confirm. */
export const cancelarAssinaturaInput = z.strictObject({
  confirmacao: z.string().trim().min(1, 'Digite o nome da empresa para confirmar.').max(200),
})
export type CancelarAssinaturaInput = z.infer<typeof cancelarAssinaturaInput>

/** The names compared as a person types them: case, accents' composition and inner spaces aside. */
export const mesmoNome = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR')
  return norm(a) === norm(b)
}
