import { foraDaRequisicao } from '../db/contexto'

/**
 * A background job that works one company at a time, in each app server (the PIX charges, the NFS-e):
 * `acordar` runs a company's work now (after a commit that gave it some), at most once at a time per
 * company — a call while it runs makes it run once more afterwards — and `rodada` runs every
 * `intervaloMs` (retries, lost webhooks). What must happen once across servers is claimed by the work itself.
 */
export interface RotinaPorEmpresa {
  acordar(empresaId: string): void
  rodada(): Promise<void>
  /** Resolves when no company is being worked on (tests, shutdown). */
  ocioso(): Promise<void>
  parar(): void
}

export function criarRotinaPorEmpresa(opts: {
  /** The company's work; its failures go to `falhou`. */
  trabalho: (empresaId: string) => Promise<unknown>
  /** The periodic round (all companies); its failure goes to `falhou` with '*'. */
  rodada: (trabalhar: (empresaId: string) => Promise<void>) => Promise<void>
  intervaloMs: number
  falhou: (empresaId: string, error: unknown) => void
}): RotinaPorEmpresa {
  const emCurso = new Map<string, Promise<void>>()
  const deNovo = new Set<string>()
  const trabalhar = async (empresaId: string) => {
    try {
      await opts.trabalho(empresaId)
    } catch (error) {
      opts.falhou(empresaId, error)
    }
  }

  function acordar(empresaId: string) {
    if (emCurso.has(empresaId)) {
      deNovo.add(empresaId)
      return
    }
    // Its changes are the system's, not those of the request that woke it (the activity log).
    const trabalho = foraDaRequisicao(async () => {
      do {
        deNovo.delete(empresaId)
        await trabalhar(empresaId)
      } while (deNovo.has(empresaId))
    }).finally(() => emCurso.delete(empresaId))
    emCurso.set(empresaId, trabalho)
  }

  const rodada = () => opts.rodada(trabalhar)

  let rodando: Promise<void> | undefined
  const timer = setInterval(() => {
    rodando ??= rodada()
      .catch((error: unknown) => opts.falhou('*', error))
      .finally(() => {
        rodando = undefined
      })
  }, opts.intervaloMs)
  timer.unref()

  return {
    acordar,
    rodada,
    async ocioso() {
      while (emCurso.size > 0 || rodando) await Promise.all([...emCurso.values(), rodando])
    },
    parar: () => clearInterval(timer),
  }
}
