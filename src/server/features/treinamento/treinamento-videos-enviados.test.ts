import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { videosDoBancadaDir } from '../../config'
import { loadTreinamentoConteudo } from './treinamento-conteudo'

// The recordings `npm run treinamento:videos` makes and the repository ships, so a fresh install plays
// every training video with no internet (content/treinamento/videos).
const { manifesto } = loadTreinamentoConteudo()
// EBML header, the first four bytes of every WebM (Matroska) file.
const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])

describe('content/treinamento/videos', () => {
  it.each(manifesto.videos.map((video) => [video.arquivo]))('ships %s.webm, a small WebM', (arquivo) => {
    const file = path.join(videosDoBancadaDir, `${arquivo}.webm`)
    const { size } = statSync(file)
    expect(size).toBeGreaterThan(50 * 1024)
    expect(size).toBeLessThanOrEqual(3 * 1024 * 1024)
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 4).equals(ebml)).toBe(true)
    expect(bytes.includes(Buffer.from('webm'))).toBe(true)
  })
})
