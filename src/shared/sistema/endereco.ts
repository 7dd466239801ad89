/**
 * Who can open a link at this address: only the computer running Bancada ('maquina': localhost,
 * 127.0.0.1), devices on the shop's network ('rede': a private address or a local name), or anyone
 * ('internet').
 */
export const alcances = ['maquina', 'rede', 'internet'] as const
export type Alcance = (typeof alcances)[number]

const ipv4 = (host: string) => {
  const partes = host.split('.')
  if (partes.length !== 4 || !partes.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return partes.map(Number)
}

/** The reach of an http(s) URL, from its host name alone (no lookup). */
export function alcanceDoEndereco(url: string): Alcance {
  if (!URL.canParse(url)) return 'maquina'
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0')
    return 'maquina'
  const ip = ipv4(host)
  if (ip) {
    const [a, b] = ip
    if (a === 127) return 'maquina'
    const privado =
      a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    return privado ? 'rede' : 'internet'
  }
  // IPv6 unique-local and link-local, names without a dot and the local-network suffixes.
  if (/^(fc|fd|fe80)/.test(host) && host.includes(':')) return 'rede'
  if (!host.includes('.') || /\.(local|lan|home\.arpa|internal)$/.test(host)) return 'rede'
  return 'internet'
}

export const enderecoMessages = {
  maquina:
    'Este endereço só abre no computador em que o Bancada roda: no celular do cliente, o link não funciona.',
  rede: 'Este endereço só abre em aparelhos conectados à rede da oficina (o mesmo Wi-Fi).',
  linkMaquina:
    'Este link aponta para o próprio computador do Bancada (localhost): no celular do cliente ele não abre. Peça ao administrador para definir o endereço dos links (Configurações › Sistema).',
  linkRede: 'Este link só abre em aparelhos conectados à rede da oficina (o mesmo Wi-Fi).',
  comoDefinir:
    'Para outro endereço (por exemplo, um domínio público), defina a variável BASE_URL ao iniciar o Bancada e reinicie-o (veja "Configuração" no README).',
} as const
