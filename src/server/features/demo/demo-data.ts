/** The demo company's registers: the spec's seed (3 technicians, 5 services, 3 clients, 3 vehicles). */
export const demoTecnicos = [
  { nome: 'Carlos Henrique Souza', celular: '11971626799', email: 'carlos@oficinademo.com.br' },
  { nome: 'Renata Alves Pereira', celular: '11982345671', email: 'renata@oficinademo.com.br' },
  { nome: 'João Batista Lima', celular: '11993456782', email: null },
]

export const demoServicos = [
  {
    codigo: 'SRV-001',
    descricao: 'Funilaria - reparo de porta',
    preco_publico: 45000,
    tempo_previsto_min: 240,
  },
  { codigo: 'SRV-002', descricao: 'Pintura de para-choque', preco_publico: 38000, tempo_previsto_min: 180 },
  {
    codigo: 'SRV-003',
    descricao: 'Martelinho de ouro (por amassado)',
    preco_publico: 15000,
    tempo_previsto_min: 60,
  },
  { codigo: 'SRV-004', descricao: 'Polimento completo', preco_publico: 30000, tempo_previsto_min: 240 },
  {
    codigo: 'SRV-005',
    descricao: 'Troca de óleo e filtro (mão de obra)',
    preco_publico: 8000,
    tempo_previsto_min: 45,
  },
]

export const demoClientes = [
  {
    doc: '52998224725',
    nome_razao: 'Maria Aparecida da Silva',
    celular: '11987654321',
    email: 'maria.silva@example.com',
    cep: '01001000',
    endereco: 'Praça da Sé',
    numero: '100',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
    veiculo: {
      marca: 'Volkswagen',
      modelo: 'Gol 1.6',
      placa: 'ABC1234',
      ano: 2018,
      cor: 'Prata',
      km_atual: 68500,
    },
  },
  {
    doc: '29537995593',
    nome_razao: 'José Roberto Oliveira',
    celular: '11976543210',
    email: 'jose.oliveira@example.com',
    cep: '04538133',
    endereco: 'Avenida Brigadeiro Faria Lima',
    numero: '3477',
    bairro: 'Itaim Bibi',
    cidade: 'São Paulo',
    uf: 'SP',
    veiculo: {
      marca: 'Fiat',
      modelo: 'Argo Drive',
      placa: 'BRA2E19',
      ano: 2021,
      cor: 'Branco',
      km_atual: 32100,
    },
  },
  {
    doc: '13378271000',
    nome_razao: 'Ana Paula Fernandes',
    celular: '21965432109',
    email: null,
    cep: '20040002',
    endereco: 'Avenida Rio Branco',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    veiculo: {
      marca: 'Honda',
      modelo: 'Civic EXL',
      placa: 'RIO4F56',
      ano: 2019,
      cor: 'Preto',
      km_atual: 54000,
    },
  },
]
