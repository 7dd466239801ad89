// A list's filters come from its URL, which anyone can edit: a value the server would refuse is read as
// absent instead of turning the page into an error.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** The value when it is one of `list`. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined

/** A record's id (`cliente_id`, `tecnico_id`). */
export const uuidParam = (value: string | null) => (value && UUID_RE.test(value) ? value : undefined)

/** A `yyyy-MM-dd` date. */
export const dateParam = (value: string | null) => (value && DATE_RE.test(value) ? value : undefined)
