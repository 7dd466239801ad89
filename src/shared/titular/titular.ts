/** What an anonymised customer's name becomes (LGPD 'Anonimizar'). */
export const NOME_ANONIMIZADO = 'Titular anonimizado'

/** What every other personal value becomes: in snapshots, free text and the activity log. */
export const MARCADOR_ANONIMIZADO = '[anonimizado]'

/** The legal deadline to answer a data-subject request (LGPD art. 19, II): 15 days. */
export const PRAZO_SOLICITACAO_DIAS = 15
