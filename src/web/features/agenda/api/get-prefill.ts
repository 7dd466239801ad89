import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'

type ClienteRef = { id: string; nome_razao: string; doc?: string }
type VeiculoRef = { id: string; placa: string; marca: string; modelo: string }

/**
 * GET /api/clientes/:id and /api/veiculos/:id: the customer and vehicle a link asks to book for
 * (`/agenda?novo=1&cliente_id=…&veiculo_id=…`, the revisions list's 'Agendar'), to show them chosen.
 */
export function usePrefill(clienteId: string | undefined, veiculoId: string | undefined) {
  return useQuery({
    queryKey: ['agenda', 'prefill', clienteId ?? null, veiculoId ?? null],
    enabled: Boolean(clienteId),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const cliente = await apiFetch<ClienteRef>(`/api/clientes/${encodeURIComponent(clienteId!)}`, {
        signal,
      })
      const veiculo = veiculoId
        ? await apiFetch<VeiculoRef>(`/api/veiculos/${encodeURIComponent(veiculoId)}`, { signal }).catch(
            () => null,
          )
        : null
      return {
        cliente: { id: cliente.id, nome_razao: cliente.nome_razao, doc: cliente.doc },
        veiculo: veiculo
          ? { id: veiculo.id, placa: veiculo.placa, marca: veiculo.marca, modelo: veiculo.modelo }
          : null,
      }
    },
  })
}
