/**
 * Under the 'agenda' root: the `agenda` live event (an appointment of any screen, the customer's answer
 * through the portal link) refreshes it (src/web/lib/eventos-ao-vivo.ts).
 */
export const agendaKeys = {
  all: ['agenda'] as const,
  periodo: (query: object) => ['agenda', 'periodo', query] as const,
  config: ['agenda', 'config'] as const,
}
