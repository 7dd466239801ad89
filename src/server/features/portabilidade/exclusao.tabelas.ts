/**
 * What the deletion after the 30 days does to each table with `empresa_id` (docs/decisions/038). A test
 * fails when a table is in none of the lists, so a new table gets a decision.
 * - apagar: business data no law requires keeping, deleted (children before parents).
 * - anonimizar: rows the kept records point to, their personal data replaced.
 * - manter: the fiscal and financial records (5 years, CTN art. 173/174 and the Civil Code art. 1.194),
 *   what they are made of, aggregates without personal data, and the append-only activity log (it has
 *   its own retention, SPEC §9; the customers' terms in it are redacted by the anonymisation).
 */
export const tabelasApagadas = [
  'agendamento_links',
  'revisoes',
  'agendamentos',
  'orcamento_links',
  'os_fotos',
  'vistoria_links',
  'vistoria_fotos',
  'vistorias',
  'vistoria_modelos',
  'modelos_mensagem',
  'lembretes_enviados',
  'lembretes_cobranca',
  'cobranca_pix_config',
  'nfse_config',
  'convites',
  'emails_empresa',
  'notificacoes_leitura',
  'treinamento_progresso',
  'solicitacoes_titular',
  'role_permissions',
  'membros',
] as const

export const tabelasAnonimizadas = ['clientes', 'veiculos', 'tecnicos', 'empresas'] as const

export const tabelasMantidas = [
  'os',
  'os_itens',
  'os_orcamentos',
  'os_historico',
  'os_numeracao',
  'estoque_movimentos',
  'produtos',
  'servicos_catalogo',
  'ar_titulos',
  'pagamentos',
  'cobrancas_pix',
  'pix_recebidos',
  'notas_fiscais',
  'atividades',
  'contagens',
  'faturamento_dia',
  'recebimentos_dia',
  'recebimentos_meio_dia',
  'titulos_abertos_dia',
  'relatorio_conclusoes_dia',
  'relatorio_eventos_dia',
  'relatorio_itens_dia',
  'os_status_contagens',
] as const
