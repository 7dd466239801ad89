import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { documentoTipos, videoCategorias } from '../../../shared/treinamento/treinamento.schemas'
import { arquivoDoVideo, fonteDoVideo, loadTreinamentoConteudo, origensDeEmbed } from './treinamento-conteudo'

const conteudo = loadTreinamentoConteudo()
const { manifesto } = conteudo
const pasta = mkdtempSync(path.join(tmpdir(), 'bancada-videos-'))
afterAll(() => rmSync(pasta, { recursive: true, force: true }))

describe('content/treinamento', () => {
  it('holds five videos, documents and guides covering the spec categories, and an FAQ', () => {
    expect(manifesto.videos).toHaveLength(5)
    expect(new Set(manifesto.videos.map((v) => v.categoria))).toEqual(new Set(videoCategorias))
    expect(manifesto.documentos).toHaveLength(5)
    expect(new Set(manifesto.documentos.map((d) => d.tipo))).toEqual(new Set(documentoTipos))
    expect(manifesto.guias.map((g) => g.titulo)).toEqual([
      'Ordens de Serviço',
      'Cadastros',
      'Financeiro',
      'Relatórios',
      'Configurações',
    ])
    expect(manifesto.faq.length).toBeGreaterThan(0)
  })

  it('serves every document as a complete page titled by the manifest, with the print style inlined', () => {
    for (const doc of manifesto.documentos) {
      const html = conteudo.documentos.get(doc.id)?.html ?? ''
      expect(html).toMatch(/^<!doctype html>/)
      expect(html).toContain(`<title>${doc.titulo} — Bancada</title>`)
      expect(html).toContain('@page { size: A4; margin: 15mm; }')
      // No script: the app's CSP would block it, and a downloaded copy must not run anything.
      expect(html).not.toMatch(/<script/i)
    }
    expect(conteudo.documentos.get('ficha-entrada-veiculo')?.html).toContain('Nível de combustível')
  })

  it('plays a video from its file when present, else from its embed, else says it is unavailable', () => {
    const [video] = manifesto.videos
    if (!video) throw new Error('no video')
    const semNada = { videosDirs: [pasta], videoBaseUrl: undefined }
    expect(fonteDoVideo({ ...video, embed_url: undefined, embed_chave: undefined }, semNada)).toBeNull()
    expect(fonteDoVideo(video, { videosDirs: [pasta], videoBaseUrl: 'https://v.example/embed' })).toEqual({
      tipo: 'embed',
      url: `https://v.example/embed/${video.id}`,
    })
    expect(
      fonteDoVideo(
        { ...video, embed_chave: 'abc' },
        { videosDirs: [pasta], videoBaseUrl: 'https://v.example/embed' },
      ),
    ).toEqual({ tipo: 'embed', url: 'https://v.example/embed/abc' })
    expect(fonteDoVideo({ ...video, embed_url: 'https://player.example/x' }, semNada)).toEqual({
      tipo: 'embed',
      url: 'https://player.example/x',
    })
    writeFileSync(path.join(pasta, `${video.arquivo}.webm`), 'x')
    expect(fonteDoVideo({ ...video, embed_url: 'https://player.example/x' }, semNada)).toEqual({
      tipo: 'arquivo',
      url: `/api/treinamento/videos/${video.id}/arquivo`,
    })
  })

  it("finds a video in the first folder that has it, an admin's own before the shipped one", () => {
    const [, video] = manifesto.videos
    if (!video) throw new Error('no video')
    const admin = mkdtempSync(path.join(tmpdir(), 'bancada-videos-admin-'))
    const enviados = mkdtempSync(path.join(tmpdir(), 'bancada-videos-enviados-'))
    try {
      expect(arquivoDoVideo([admin, enviados], video)).toBeNull()
      writeFileSync(path.join(enviados, `${video.arquivo}.webm`), 'x')
      expect(arquivoDoVideo([admin, enviados], video)).toEqual({
        dir: enviados,
        nome: `${video.arquivo}.webm`,
      })
      // The folder decides before the extension: the admin's .webm wins over a shipped .mp4 too.
      writeFileSync(path.join(enviados, `${video.arquivo}.mp4`), 'x')
      writeFileSync(path.join(admin, `${video.arquivo}.webm`), 'x')
      expect(arquivoDoVideo([admin, enviados], video)).toEqual({ dir: admin, nome: `${video.arquivo}.webm` })
      writeFileSync(path.join(admin, `${video.arquivo}.mp4`), 'x')
      expect(arquivoDoVideo([admin, enviados], video)).toEqual({ dir: admin, nome: `${video.arquivo}.mp4` })
    } finally {
      rmSync(admin, { recursive: true, force: true })
      rmSync(enviados, { recursive: true, force: true })
    }
  })

  it('lets the page frame only the origins of the configured embeds', () => {
    expect(origensDeEmbed(manifesto, undefined)).toEqual([
      ...new Set(manifesto.videos.flatMap((v) => (v.embed_url ? [new URL(v.embed_url).origin] : []))),
    ])
    expect(origensDeEmbed(manifesto, 'https://www.youtube-nocookie.com/embed')).toContain(
      'https://www.youtube-nocookie.com',
    )
  })
})
