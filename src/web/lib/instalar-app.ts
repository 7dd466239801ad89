export type DicaDeInstalacao = 'instalar' | 'ios' | null

/** iOS Safari installs only from its Share menu (no `beforeinstallprompt`); other iOS browsers cannot. */
export function ehSafariDoIos(userAgent: string): boolean {
  return (
    /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  )
}

/** Which 'Instalar o Bancada' hint a screen gets: only on phones, never once dismissed or installed. */
export function dicaDeInstalacao(estado: {
  celular: boolean
  dispensada: boolean
  instalado: boolean
  temPedido: boolean
  userAgent: string
}): DicaDeInstalacao {
  if (!estado.celular || estado.dispensada || estado.instalado) return null
  if (estado.temPedido) return 'instalar'
  return ehSafariDoIos(estado.userAgent) ? 'ios' : null
}
