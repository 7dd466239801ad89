/**
 * Brazil's IANA time zones (no daylight saving since 2019), each labelled with the places it covers and
 * its offset, in the order the settings select shows them. A company keeps one; "today" is read in it.
 */
export const FUSOS_HORARIOS = [
  { value: 'America/Sao_Paulo', label: 'Brasília — SP, RJ, MG, ES, Sul, GO, DF (UTC−3)' },
  { value: 'America/Bahia', label: 'Salvador — BA (UTC−3)' },
  { value: 'America/Fortaleza', label: 'Fortaleza — CE, MA, PI, RN, PB (UTC−3)' },
  { value: 'America/Recife', label: 'Recife — PE (UTC−3)' },
  { value: 'America/Maceio', label: 'Maceió — AL, SE (UTC−3)' },
  { value: 'America/Araguaina', label: 'Araguaína — TO (UTC−3)' },
  { value: 'America/Belem', label: 'Belém — PA (leste), AP (UTC−3)' },
  { value: 'America/Santarem', label: 'Santarém — PA (oeste) (UTC−3)' },
  { value: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { value: 'America/Campo_Grande', label: 'Campo Grande — MS (UTC−4)' },
  { value: 'America/Cuiaba', label: 'Cuiabá — MT (UTC−4)' },
  { value: 'America/Porto_Velho', label: 'Porto Velho — RO (UTC−4)' },
  { value: 'America/Boa_Vista', label: 'Boa Vista — RR (UTC−4)' },
  { value: 'America/Manaus', label: 'Manaus — AM (UTC−4)' },
  { value: 'America/Eirunepe', label: 'Eirunepé — AM (oeste) (UTC−5)' },
  { value: 'America/Rio_Branco', label: 'Rio Branco — AC (UTC−5)' },
] as const

export type FusoHorario = (typeof FUSOS_HORARIOS)[number]['value']

/** A new company's zone (DOMAIN-BR). */
export const FUSO_HORARIO_PADRAO: FusoHorario = 'America/Sao_Paulo'

export const FUSO_HORARIO_VALUES = FUSOS_HORARIOS.map((f) => f.value) as [FusoHorario, ...FusoHorario[]]
