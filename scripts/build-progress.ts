/**
 * Runs one step of a build, saying what it does, that it is still at it every 10 s (a first build takes
 * a while on a slow machine) and how long it took.
 */
export async function passo(nome: string, fazer: () => Promise<void>): Promise<void> {
  const inicio = performance.now()
  const segundos = () => Math.round((performance.now() - inicio) / 1000)
  console.log(`  ${nome}…`)
  const aviso = setInterval(() => console.log(`  ${nome}: ${segundos()} s…`), 10_000)
  try {
    await fazer()
  } finally {
    clearInterval(aviso)
  }
  console.log(`  ${nome}: pronto em ${((performance.now() - inicio) / 1000).toFixed(1)} s`)
}
