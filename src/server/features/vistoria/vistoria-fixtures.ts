import { expect } from 'vitest'
import type { VistoriaView } from '../../../shared/vistoria/vistoria.schemas'
import { call, create } from '../../test/api'
import type { TestApp } from '../../test/build-app'
import type { TestUser } from '../../test/factories'
import { multipart, PNG_1X1 } from '../../test/multipart'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'

/** A signature as the pad draws it (any PNG data URL). */
export const ASSINATURA = `data:image/png;base64,${PNG_1X1.toString('base64')}`

/** An OS (Maria's Fiat Uno) with a check-in draft. */
const catalogos = new Map<string, Promise<Catalogo>>()

export async function vistoriaNova(t: TestApp, user: TestUser, tipo: 'entrada' | 'saida' = 'entrada') {
  // One register per company: a second OS of the same company reuses the customer and vehicle.
  if (!catalogos.has(user.empresaId)) catalogos.set(user.empresaId, buildCatalogo(t, user))
  const c = await catalogos.get(user.empresaId)!
  const o = await create(t, user, '/api/os', osBody(c))
  const v: VistoriaView = await create(t, user, `/api/os/${o.id}/vistorias`, { tipo })
  return { os: o, vistoria: v }
}

export async function enviarFoto(t: TestApp, user: TestUser, vistoriaId: string, data = PNG_1X1) {
  const body = multipart([{ name: 'arquivo', filename: 'f.png', type: 'image/png', data }])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vistorias/${vistoriaId}/fotos`,
    headers: { cookie: user.cookie, 'content-type': body.contentType },
    payload: body.payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; url: string }
}

/** Two marks, the second with a photo; km and fuel filled in. */
export async function preencher(t: TestApp, user: TestUser, v: VistoriaView) {
  const foto = await enviarFoto(t, user, v.id)
  const res = await call(t, user, 'PATCH', `/api/vistorias/${v.id}`, {
    km: 45210,
    combustivel: 2,
    checklist: v.checklist.map((i, n) => ({ ...i, presente: n % 2 === 0 })),
    observacoes: 'Cadeirinha no banco traseiro',
    marcas: [
      { vista: 'esquerda', x: 0.3, y: 0.5, tipo: 'risco' },
      { vista: 'frente', x: 0.5, y: 0.8, tipo: 'amassado', descricao: 'Para-choque', foto_id: foto.id },
    ],
  })
  expect(res.statusCode, res.body).toBe(200)
  return { vistoria: res.json() as VistoriaView, foto }
}

export async function assinar(t: TestApp, user: TestUser, id: string, nome = 'Maria Aparecida') {
  const res = await call(t, user, 'POST', `/api/vistorias/${id}/assinar`, {
    nome,
    documento: '529.982.247-25',
    imagem: ASSINATURA,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as VistoriaView
}
