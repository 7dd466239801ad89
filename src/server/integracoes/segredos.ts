import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Integration secrets at rest (a bank's client secret and certificate, a fiscal token): AES-256-GCM with a
 * key derived from SECRETS_KEY (else AUTH_SECRET), so a database dump alone does not give them away. The
 * sealed text carries a version, the nonce and the tag: `v1.<base64url>`. Changing the key makes every
 * sealed secret unreadable; the admin then enters them again (the settings say so).
 */
const VERSAO = 'v1'

function chave(segredo: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredo, 'bancada', 'segredos-de-integracao', 32))
}

export function selar(texto: string, segredo: string): string {
  const nonce = randomBytes(12)
  const cifra = createCipheriv('aes-256-gcm', chave(segredo), nonce)
  const corpo = Buffer.concat([cifra.update(texto, 'utf8'), cifra.final()])
  return `${VERSAO}.${Buffer.concat([nonce, cifra.getAuthTag(), corpo]).toString('base64url')}`
}

/** The secret sealed by `selar`; throws when the key changed or the text was altered. */
export function abrir(selado: string, segredo: string): string {
  const [versao, dados] = selado.split('.')
  if (versao !== VERSAO || !dados) throw new Error('segredo em formato desconhecido')
  const bruto = Buffer.from(dados, 'base64url')
  const decifra = createDecipheriv('aes-256-gcm', chave(segredo), bruto.subarray(0, 12))
  decifra.setAuthTag(bruto.subarray(12, 28))
  return Buffer.concat([decifra.update(bruto.subarray(28)), decifra.final()]).toString('utf8')
}
