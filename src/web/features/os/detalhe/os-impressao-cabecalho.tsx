import { useQuery } from '@tanstack/react-query'
import { formatCep, formatCnpj, formatTelefone } from '../../../../shared/formatos/exibir'
import { can } from '../../../../shared/permissoes/permissoes'
import { useCurrentMe } from '../../../lib/current-me'
import { empresaQueryOptions } from '../../empresa/api/get-empresa'

/**
 * The printout's letterhead (hidden on screen): the company's logo, name, CNPJ, address and contact from
 * Configurações > Empresa. A profile that may not read the settings prints the name alone.
 */
export function OsImpressaoCabecalho({ nome }: { nome: string }) {
  const me = useCurrentMe()
  const { data: empresa } = useQuery({
    ...empresaQueryOptions(),
    enabled: can(me, 'configuracoes', 'view'),
    // A letterhead that cannot be read is no reason for an error toast on the OS page.
    meta: {},
  })
  const endereco = empresa
    ? [
        empresa.endereco,
        [empresa.cidade, empresa.uf].filter(Boolean).join('/'),
        empresa.cep && `CEP ${formatCep(empresa.cep)}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : ''
  const contato = empresa
    ? [empresa.telefone && formatTelefone(empresa.telefone), empresa.email].filter(Boolean).join(' · ')
    : ''

  return (
    <div
      data-testid="os-impressao-cabecalho"
      className="hidden items-center gap-4 border-b border-black pb-3 print:flex"
    >
      {empresa?.logo_url && (
        <img src={empresa.logo_url} alt="Logo da empresa" className="max-h-16 max-w-40 object-contain" />
      )}
      <div className="min-w-0 text-xs leading-snug">
        <p className="text-sm font-semibold">{empresa?.nome_empresa ?? nome}</p>
        {empresa?.cnpj && <p>CNPJ {formatCnpj(empresa.cnpj)}</p>}
        {endereco && <p>{endereco}</p>}
        {contato && <p>{contato}</p>}
      </div>
    </div>
  )
}
