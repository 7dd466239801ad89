import { Car, MessageCircle, User, Wrench } from 'lucide-react'
import { Link } from 'react-router'
import { formatDocumento, formatKm, formatPlaca, formatTelefone } from '../../../../shared/formatos/exibir'
import { whatsappUrl } from '../../../../shared/formatos/telefone'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Campo, Campos, SecaoDeDetalhe, Vazio } from '../../../components/secao-de-detalhe'
import { Badge } from '../../../components/ui/badge'
import { buttonVariants } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'

/** Cliente, Veículo and Técnico side by side on wide screens, stacked on phones. */
export function OsPartes({ os }: { os: OsView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3 print:grid-cols-3 print:gap-4">
      <ClienteSecao cliente={os.cliente} />
      <SecaoDeDetalhe title="Veículo" icon={Car}>
        {!os.veiculo && <p className="text-sm text-muted-foreground">Nenhum veículo</p>}
        {(os.veiculo || os.km_entrada !== null) && (
          <Campos className="sm:grid-cols-1">
            {os.veiculo && (
              <>
                <Campo label="Marca / Modelo">
                  {os.veiculo.marca} {os.veiculo.modelo}
                </Campo>
                <Campo label="Placa">
                  <Link
                    to={`/cadastros/veiculos/${os.veiculo.id}`}
                    className="font-mono tracking-wide hover:underline"
                  >
                    {formatPlaca(os.veiculo.placa)}
                  </Link>
                </Campo>
              </>
            )}
            {/* Recorded with the OS, so it shows (and prints) even when no vehicle was registered. */}
            {os.km_entrada !== null && (
              <Campo label="KM de entrada">
                <span className="tabular-nums">{formatKm(os.km_entrada)}</span>
              </Campo>
            )}
          </Campos>
        )}
      </SecaoDeDetalhe>
      <SecaoDeDetalhe title="Técnico" icon={Wrench}>
        {os.tecnico ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {os.tecnico.nome}
            {!os.tecnico.ativo && <Badge variant="secondary">Inativo</Badge>}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum técnico responsável</p>
        )}
      </SecaoDeDetalhe>
    </div>
  )
}

function ClienteSecao({ cliente }: { cliente: OsView['cliente'] }) {
  if (!cliente) {
    return (
      <SecaoDeDetalhe title="Cliente" icon={User}>
        <p className="text-sm text-muted-foreground">Nenhum cliente selecionado</p>
      </SecaoDeDetalhe>
    )
  }
  const telefone = cliente.celular ?? cliente.telefone
  const whatsapp = cliente.celular ? whatsappUrl(cliente.celular) : null
  // Absent (not null) for a reader without Clientes view (campos-restritos.ts): no field at all.
  const contatoOculto = cliente.celular === undefined && cliente.telefone === undefined
  return (
    <SecaoDeDetalhe title="Cliente" icon={User}>
      <Campos className="sm:grid-cols-1">
        <Campo label="Nome">
          <Link to={`/cadastros/clientes/${cliente.id}`} className="font-medium hover:underline">
            {cliente.nome_razao}
          </Link>
        </Campo>
        <Campo label="CPF/CNPJ">
          {cliente.doc ? <span className="tabular-nums">{formatDocumento(cliente.doc)}</span> : <Vazio />}
        </Campo>
        {!contatoOculto && (
          <Campo label="Telefone">
            {telefone ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums">{formatTelefone(telefone)}</span>
                {whatsapp && (
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Abrir WhatsApp de ${cliente.nome_razao}`}
                    className={cn(
                      buttonVariants({ variant: 'outline', size: 'sm' }),
                      'h-11 md:h-8 print:hidden',
                    )}
                  >
                    <MessageCircle className="text-green-600" aria-hidden="true" />
                    WhatsApp
                  </a>
                )}
              </span>
            ) : (
              <Vazio />
            )}
          </Campo>
        )}
        {cliente.email && (
          <Campo label="Email">
            <span className="break-all">{cliente.email}</span>
          </Campo>
        )}
      </Campos>
    </SecaoDeDetalhe>
  )
}
