import { generateKeyPairSync, randomBytes } from 'node:crypto'
import forge from 'node-forge'

/** A certificate and its private key, both PEM. */
export interface ParPem {
  cert: string
  key: string
}

export interface CertificadosTeste {
  ca: ParPem
  /** For 127.0.0.1 and localhost, signed by `ca`. */
  servidor: ParPem
  /** A client certificate signed by `ca` (what the bank issues to the shop). */
  cliente: ParPem
  /** `cliente` with its chain as PKCS#12, the form banks usually hand out. */
  clientePfx: { pfx: Buffer; senha: string }
  /** A client certificate from an unrelated CA, which the fake bank must refuse. */
  clienteDeOutraCa: ParPem
  outraCa: ParPem
}

// Node's native RSA is ~10x faster than forge's; forge only builds and signs the certificates.
function chaves() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const privada = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey
  return { pem, privada, publica: forge.pki.setRsaPublicKey(privada.n, privada.e) }
}

type Chaves = ReturnType<typeof chaves>
type Emissor = { cert: forge.pki.Certificate; chaves: Chaves }

function emitir(nome: string, chavesDoTitular: Chaves, emissor: Emissor | 'auto', extensoes: object[]) {
  const cert = forge.pki.createCertificate()
  cert.publicKey = chavesDoTitular.publica
  // Positive serial: a leading 0x01 keeps the top bit clear.
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000)
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000)
  const sujeito = [
    { name: 'commonName', value: nome },
    { name: 'organizationName', value: 'Bancada testes' },
  ]
  cert.setSubject(sujeito)
  cert.setIssuer(emissor === 'auto' ? sujeito : emissor.cert.subject.attributes)
  cert.setExtensions([...extensoes, { name: 'subjectKeyIdentifier' }])
  cert.sign(emissor === 'auto' ? chavesDoTitular.privada : emissor.chaves.privada, forge.md.sha256.create())
  return cert
}

function autoridade(nome: string): Emissor {
  const c = chaves()
  const cert = emitir(nome, c, 'auto', [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ])
  return { cert, chaves: c }
}

const folha = (uso: 'serverAuth' | 'clientAuth', altNames?: object[]) => [
  { name: 'basicConstraints', cA: false },
  { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
  { name: 'extKeyUsage', [uso]: true },
  ...(altNames ? [{ name: 'subjectAltName', altNames }] : []),
]

const pem = (cert: forge.pki.Certificate, c: Chaves): ParPem => ({
  cert: forge.pki.certificateToPem(cert),
  key: c.pem,
})

function gerar(): CertificadosTeste {
  const ca = autoridade('Banco de Testes CA')
  const outra = autoridade('Outra CA')
  const servidorChaves = chaves()
  const servidor = emitir('127.0.0.1', servidorChaves, ca, [
    ...folha('serverAuth', [
      { type: 7, ip: '127.0.0.1' },
      { type: 2, value: 'localhost' },
    ]),
  ])
  const clienteChaves = chaves()
  const cliente = emitir('Oficina de testes', clienteChaves, ca, folha('clientAuth'))
  const intrusoChaves = chaves()
  const intruso = emitir('Oficina de outra CA', intrusoChaves, outra, folha('clientAuth'))
  const senha = 'senha-do-pfx'
  // 3DES: what OpenSSL 3 reads without the legacy provider and what banks' PKCS#12 files commonly use.
  const asn1 = forge.pkcs12.toPkcs12Asn1(clienteChaves.privada, [cliente, ca.cert], senha, {
    algorithm: '3des',
  })
  return {
    ca: pem(ca.cert, ca.chaves),
    servidor: pem(servidor, servidorChaves),
    cliente: pem(cliente, clienteChaves),
    clientePfx: { pfx: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), senha },
    clienteDeOutraCa: pem(intruso, intrusoChaves),
    outraCa: pem(outra.cert, outra.chaves),
  }
}

let cache: CertificadosTeste | undefined

/** Test certificates, generated once per process (about a second) and shared by every fake server. */
export function certificadosTeste(): CertificadosTeste {
  cache ??= gerar()
  return cache
}
