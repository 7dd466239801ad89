import type { RotaGet } from './campos-restritos.rotas'

/** The company export (issue 29 item 5): the admin's alone, the whole company's data in one ZIP. */
export const rotasGetPortabilidade: Record<string, RotaGet> = {
  '/api/empresa/exportacao': {
    urls: () => ['/api/empresa/exportacao'],
    porta: 'admin',
    semVarredura: 'o ZIP com todos os dados da empresa: só o administrador o baixa, e inteiro',
  },
}
