import { once } from 'node:events'
import { type AddressInfo, createServer, type Socket } from 'node:net'

/** One message as the SMTP server received it, with the plain-text body decoded. */
export interface MensagemRecebida {
  de: string
  para: string[]
  /** The raw message (headers and body) as sent in DATA. */
  bruto: string
  /** The text/plain body, decoded from quoted-printable or base64. */
  texto: string
  /** The text/html body, decoded likewise ('' when the message has none). */
  html: string
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string
  recebidas: MensagemRecebida[]
  close(): Promise<void>
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** The text/plain (or text/html) part of a message, looked up through nested multipart parts. */
function textoDe(bruto: string, tipo: 'plain' | 'html' = 'plain'): string {
  const corte = bruto.indexOf('\r\n\r\n')
  const cabecalhos = bruto.slice(0, corte).replace(/\r\n[ \t]+/g, ' ')
  const corpo = bruto.slice(corte + 4)
  const boundary = /^content-type:\s*multipart\/[^;]+;.*boundary="?([^";\r\n]+)"?/im.exec(cabecalhos)?.[1]
  if (boundary) {
    const partes = corpo.split(`--${boundary}`).slice(1, -1)
    const tipoDaParte = new RegExp(`^content-type:\\s*(text\\/${tipo}|multipart\\/)`, 'im')
    for (const parte of partes.filter((p) => tipoDaParte.test(p))) {
      // The CRLFs around a part belong to its boundary lines.
      const texto = textoDe(parte.replace(/^\r\n/, '').replace(/\r\n$/, ''), tipo)
      if (texto) return texto
    }
    return ''
  }
  const tipoDoCorpo = /^content-type:\s*text\/(\w+)/im.exec(cabecalhos)?.[1]?.toLowerCase() ?? 'plain'
  if (tipoDoCorpo !== tipo) return ''
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(cabecalhos)?.[1]?.toLowerCase()
  const texto =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(corpo)
      : encoding === 'base64'
        ? Buffer.from(corpo, 'base64').toString('utf8')
        : corpo
  // SMTP lines end in CRLF; the application wrote LF.
  return texto.replace(/\r\n/g, '\n')
}

/**
 * A local SMTP server that accepts every message and keeps it, so API tests can read what an email
 * really carried (the outbox row only says what the server recorded). Plain SMTP, no TLS nor auth.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const recebidas: MensagemRecebida[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let emDados = false
    let atual = { de: '', para: [] as string[] }
    const responder = (linha: string) => socket.write(`${linha}\r\n`)
    responder('220 fake-smtp ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (emDados) {
          const fim = buffer.indexOf('\r\n.\r\n')
          if (fim === -1) return
          const bruto = buffer.slice(0, fim).replace(/^\.\./gm, '.')
          buffer = buffer.slice(fim + 5)
          emDados = false
          recebidas.push({ ...atual, bruto, texto: textoDe(bruto), html: textoDe(bruto, 'html') })
          atual = { de: '', para: [] }
          responder('250 OK: queued')
          continue
        }
        const quebra = buffer.indexOf('\r\n')
        if (quebra === -1) return
        const linha = buffer.slice(0, quebra)
        buffer = buffer.slice(quebra + 2)
        const comando = linha.slice(0, 4).toUpperCase()
        if (comando === 'EHLO' || comando === 'HELO') responder('250-fake-smtp\r\n250 8BITMIME')
        else if (comando === 'MAIL') atual.de = /<([^>]*)>/.exec(linha)?.[1] ?? ''
        else if (comando === 'RCPT') atual.para.push(/<([^>]*)>/.exec(linha)?.[1] ?? '')
        if (comando === 'DATA') {
          emDados = true
          responder('354 End data with <CR><LF>.<CR><LF>')
        } else if (comando === 'QUIT') {
          responder('221 Bye')
          socket.end()
        } else if (comando !== 'EHLO' && comando !== 'HELO') responder('250 OK')
      }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    recebidas,
    async close() {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    },
  }
}
