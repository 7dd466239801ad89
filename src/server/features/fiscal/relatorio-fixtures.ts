import { randomUUID } from 'node:crypto'
import { notasFiscais } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { buildCatalogo, osBody } from '../../test/os-fixtures'
import { notaKey, notaStorage } from './notas.storage'

type NovaNota = Partial<typeof notasFiscais.$inferInsert> & { os_id: string }

let sequencia = 0

/**
 * A note written straight into the company's rows (emission is another feature's): authorized by
 * default, for R$ 350,00 at 2% of ISS. Its PDF and XML are put in the storage when given.
 */
export async function inserirNota(
  t: TestApp,
  empresaId: string,
  nota: NovaNota,
  arquivos: { pdf?: Buffer; xml?: Buffer } = {},
) {
  const id = randomUUID()
  const n = ++sequencia
  const storage = notaStorage(t.config)
  const danfse_path = arquivos.pdf ? notaKey(empresaId, id, 'pdf') : null
  const xml_path = arquivos.xml ? notaKey(empresaId, id, 'xml') : null
  if (arquivos.pdf) await storage.put(danfse_path!, arquivos.pdf, 'application/pdf')
  if (arquivos.xml) await storage.put(xml_path!, arquivos.xml, 'application/xml')
  const autorizada = (nota.situacao ?? 'autorizada') !== 'processando' && nota.situacao !== 'erro'
  const [linha] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .insert(notasFiscais)
      .values({
        empresa_id: empresaId,
        id,
        referencia: `os${n}t1x${id.slice(0, 6)}`,
        tentativa: 1,
        provedor: 'focus_nfe',
        ambiente: 'homologacao',
        situacao: 'autorizada',
        competencia: '2026-03-10',
        tomador_nome: 'Maria Aparecida da Silva',
        tomador_documento: '52998224725',
        discriminacao: 'Funilaria porta',
        codigo_tributacao: '140101',
        valor_servicos: 35_000,
        desconto: 0,
        aliquota_iss_bp: 200,
        valor_iss: 700,
        enviado: {},
        numero: autorizada ? String(1000 + n) : null,
        codigo_verificacao: autorizada ? `CV${n}ABC` : null,
        autorizada_em: autorizada ? new Date('2026-03-10T14:05:00Z') : null,
        danfse_path,
        xml_path,
        ...nota,
      })
      .returning(),
  )
  return linha!
}

/** A company's catalogue (customer Maria, her vehicle, services) and a way to open OS for her. */
export async function empresaComOs(t: TestApp, admin: TestUser) {
  const c = await buildCatalogo(t, admin)
  // Another customer's OS goes without the vehicle (Maria's).
  const novaOs = async (clienteId: string = c.cliente.id) =>
    (await create(t, admin, '/api/os', {
      ...osBody(c),
      cliente_id: clienteId,
      ...(clienteId === c.cliente.id ? {} : { veiculo_id: null }),
    })) as { id: string; numero_os: string }
  return { c, novaOs }
}

/** A CSV as exportarTabela writes it (BOM, `;`, quoted fields) into rows of cells. */
export function lerCsv(texto: string): string[][] {
  const linhas: string[][] = []
  let linha: string[] = []
  let celula = ''
  let aspas = false
  const s = texto.replace(/^\uFEFF/, '')
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    if (aspas) {
      if (ch === '"' && s[i + 1] === '"') {
        celula += '"'
        i++
      } else if (ch === '"') aspas = false
      else celula += ch
    } else if (ch === '"') aspas = true
    else if (ch === ';') {
      linha.push(celula)
      celula = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++
      linha.push(celula)
      linhas.push(linha)
      linha = []
      celula = ''
    } else celula += ch
  }
  if (celula !== '' || linha.length > 0) linhas.push([...linha, celula])
  return linhas
}
