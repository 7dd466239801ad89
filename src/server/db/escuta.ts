import pg from 'pg'

/** What a LISTEN on a channel reports: each payload, and whether it is listening right now. */
export interface EventosDaEscuta {
  mensagem(payload: string): void
  /** True once LISTEN holds; false when the connection is lost (notifications may have been missed). */
  estado(ouvindo: boolean): void
}

export interface Escuta {
  fechar(): Promise<void>
}

export interface OpcoesDaEscuta {
  /** How often the connection is checked with `select 1` (a silent network loss sends no error). */
  pulsoMs?: number
  /** First and longest wait before reconnecting; the wait doubles at each failure. */
  esperaMinMs?: number
  esperaMaxMs?: number
}

const CANAL = /^[a-z_][a-z0-9_]*$/

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would carry the LISTEN to
 * whoever borrows it next), reconnecting with a growing wait when the connection drops. Resolves after
 * the first attempt, listening or not; `estado` tells which.
 */
export async function escutarPostgres(
  connectionString: string,
  canal: string,
  eventos: EventosDaEscuta,
  { pulsoMs = 10_000, esperaMinMs = 250, esperaMaxMs = 10_000 }: OpcoesDaEscuta = {},
): Promise<Escuta> {
  if (!CANAL.test(canal)) throw new Error(`invalid channel name: ${canal}`)
  let atual: pg.Client | undefined
  let ouvindo = false
  let fechada = false
  let espera = esperaMinMs
  let reconexao: NodeJS.Timeout | undefined

  const mudar = (agora: boolean) => {
    if (agora === ouvindo) return
    ouvindo = agora
    eventos.estado(agora)
  }

  const perder = (client: pg.Client) => {
    if (atual !== client) return
    atual = undefined
    client.end().catch(() => {})
    mudar(false)
    if (fechada) return
    reconexao = setTimeout(() => void conectar(), espera)
    reconexao.unref()
    espera = Math.min(espera * 2, esperaMaxMs)
  }

  const conectar = async () => {
    // query_timeout bounds the heartbeat: a connection that stops answering counts as lost.
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      query_timeout: Math.max(1000, pulsoMs),
    })
    atual = client
    client.on('notification', (n) => {
      if (n.channel === canal) eventos.mensagem(n.payload ?? '')
    })
    client.on('error', () => perder(client))
    client.on('end', () => perder(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${canal}`)
    } catch {
      perder(client)
      return
    }
    if (atual !== client) return
    espera = esperaMinMs
    mudar(true)
  }

  const pulso = setInterval(() => {
    const client = atual
    if (client && ouvindo) client.query('select 1').catch(() => perder(client))
  }, pulsoMs)
  pulso.unref()

  await conectar()
  return {
    async fechar() {
      fechada = true
      clearInterval(pulso)
      clearTimeout(reconexao)
      const client = atual
      atual = undefined
      mudar(false)
      await client?.end().catch(() => {})
    },
  }
}
