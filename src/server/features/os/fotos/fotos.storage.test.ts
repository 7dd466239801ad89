import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { diskFotoStorage, fotoKey, fotoStorage } from './fotos.storage'

const root = mkdtempSync(path.join(tmpdir(), 'bancada-fotos-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('disk photo storage', () => {
  const storage = diskFotoStorage(root)
  const [empresa, os, foto] = [randomUUID(), randomUUID(), randomUUID()]

  it('writes, reads and deletes by key, leaving no temp file and removing the empty OS folder', async () => {
    const key = fotoKey(empresa, os, foto, 'image/webp')
    expect(key).toBe(`${empresa}/${os}/${foto}.webp`)
    await storage.put(key, Buffer.from('conteúdo'), 'image/webp')
    expect(readdirSync(path.join(root, empresa, os))).toEqual([`${foto}.webp`])
    const stream = await storage.get(key)
    expect(stream && (await text(stream))).toBe('conteúdo')
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    expect(readdirSync(path.join(root, empresa))).toEqual([])
    // Deleting again is not an error.
    await storage.delete(key)
  })

  it('replaces a file atomically when the same key is written again', async () => {
    const key = fotoKey(empresa, os, randomUUID(), 'image/png')
    await storage.put(key, Buffer.from('um'), 'image/png')
    await storage.put(key, Buffer.from('dois'), 'image/png')
    expect(await text((await storage.get(key))!)).toBe('dois')
    expect(readdirSync(path.join(root, empresa, os)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it.each([
    '../../etc/passwd',
    `${empresa}/${os}/../${foto}.png`,
    `/${empresa}/${os}/${foto}.png`,
    `${empresa}/${os}/${foto}.svg`,
    `${empresa}/${os}/nao-uuid.png`,
    `${empresa}\\${os}\\${foto}.png`,
  ])('refuses a key it could not have built: %s', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('invalid photo key')
    await expect(storage.get(key)).rejects.toThrow('invalid photo key')
    await expect(storage.delete(key)).rejects.toThrow('invalid photo key')
    expect(() => fotoKey('..', os, foto, 'image/png')).toThrow('invalid photo key')
  })

  it('is chosen from the configuration: dataDir/fotos', async () => {
    const key = fotoKey(empresa, os, randomUUID(), 'image/jpeg')
    await fotoStorage({ dataDir: root }).put(key, Buffer.from('x'), 'image/jpeg')
    expect(readdirSync(path.join(root, 'fotos', empresa, os))).toHaveLength(1)
    expect(fotoStorage({ dataDir: root })).toBe(fotoStorage({ dataDir: root }))
  })
})
