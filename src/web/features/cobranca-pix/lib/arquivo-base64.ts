// A bank's PFX is a few KB and the API takes at most 64 KB of base64 (cobranca-pix.schemas.ts).
const BASE64_MAX = 64 * 1024
// String.fromCharCode takes its bytes as arguments: chunks keep the call under the engines' limit.
const CHUNK = 0x8000

/** Standard base64 (no line breaks, no `data:` prefix) of some bytes. */
export function bytesParaBase64(bytes: Uint8Array): string {
  let binario = ''
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binario += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binario)
}

/** Whether the file's base64 fits what the API accepts, checked before sending (4 chars per 3 bytes). */
export const cabeNoLimite = (tamanhoEmBytes: number): boolean =>
  Math.ceil(tamanhoEmBytes / 3) * 4 <= BASE64_MAX

/** The chosen certificate file as the API's `arquivo_base64`. */
export async function arquivoParaBase64(arquivo: Blob): Promise<string> {
  return bytesParaBase64(new Uint8Array(await arquivo.arrayBuffer()))
}
