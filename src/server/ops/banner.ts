import type { DemoCredentials } from '../../shared/auth/me.schemas'
import { alcanceDoEndereco, enderecoMessages } from '../../shared/sistema/endereco'
import type { Config } from '../config'

/**
 * What the console says once Bancada answers: where to open it, which address customers' links use (and
 * how to change it when Bancada chose it), and the demo company's sign-in.
 */
export function bannerDaPartida(
  config: Pick<Config, 'baseUrl' | 'baseUrlConfigurado' | 'enderecosLocais' | 'dataDir' | 'databaseUrl'>,
  demo: DemoCredentials | null,
): string {
  const [local, , ...naRede] = config.enderecosLocais
  const linhas = [
    '',
    `Bancada pronto (${config.databaseUrl ? 'PostgreSQL, DATABASE_URL' : `banco embutido em ${config.dataDir}`}).`,
    `  Nesta máquina:        ${local}`,
    ...naRede.map((url) => `  Na rede da oficina:   ${url}`),
    `  Links para clientes:  ${config.baseUrl}${config.baseUrlConfigurado ? ' (BASE_URL)' : ''}`,
  ]
  const alcance = alcanceDoEndereco(config.baseUrl)
  if (alcance !== 'internet') linhas.push(`  ${enderecoMessages[alcance]}`)
  if (!config.baseUrlConfigurado || alcance === 'maquina') linhas.push(`  ${enderecoMessages.comoDefinir}`)
  if (demo) {
    const tecnico = demo.usuarios.find((u) => u.role === 'tecnico')
    linhas.push(
      '',
      `Empresa de demonstração "${demo.empresa}": entre com ${demo.email} / senha ${demo.senha}`,
      ...(tecnico ? [`  (também há um técnico: ${tecnico.email}, mesma senha)`] : []),
    )
  }
  return `${linhas.join('\n')}\n`
}
