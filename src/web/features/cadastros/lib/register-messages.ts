import type { RegisterName } from '../api/register-resource'

export type RegisterMessages = {
  /** SPEC §8 "Loading": toast title and the list's error state. */
  carregar: string
  /** SPEC §8 "Saving and deleting": description under 'Erro ao salvar' (serviço and produto have none). */
  salvar?: string
  /** Description under 'Erro ao excluir'. */
  excluir: string
  cadastrado: string
  atualizado: string
  excluido: string
}

/**
 * The registers' toasts, as SPEC §8 words them. The spec gives serviço and produto no delete messages;
 * they get the same pattern as the others, because a refused delete (409, in use) must say why.
 */
export const registerMessages: Record<RegisterName, RegisterMessages> = {
  clientes: {
    carregar: 'Erro ao carregar clientes',
    salvar: 'Ocorreu um erro ao salvar o cliente',
    excluir: 'Não foi possível excluir o cliente',
    cadastrado: 'Cliente cadastrado',
    atualizado: 'Cliente atualizado',
    excluido: 'Cliente excluído',
  },
  veiculos: {
    carregar: 'Erro ao carregar dados',
    salvar: 'Ocorreu um erro ao salvar o veículo',
    excluir: 'Não foi possível excluir o veículo',
    cadastrado: 'Veículo cadastrado',
    atualizado: 'Veículo atualizado',
    excluido: 'Veículo excluído',
  },
  tecnicos: {
    carregar: 'Erro ao carregar técnicos',
    salvar: 'Ocorreu um erro ao salvar o técnico',
    excluir: 'Não foi possível excluir o técnico',
    cadastrado: 'Técnico cadastrado',
    atualizado: 'Técnico atualizado',
    excluido: 'Técnico excluído',
  },
  servicos: {
    carregar: 'Erro ao carregar serviços',
    excluir: 'Não foi possível excluir o serviço',
    cadastrado: 'Serviço cadastrado',
    atualizado: 'Serviço atualizado',
    excluido: 'Serviço excluído',
  },
  produtos: {
    carregar: 'Erro ao carregar produtos',
    excluir: 'Não foi possível excluir o produto',
    cadastrado: 'Produto cadastrado',
    atualizado: 'Produto atualizado',
    excluido: 'Produto excluído',
  },
}
