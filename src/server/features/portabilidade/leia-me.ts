import { DIAS_PARA_EXCLUSAO } from '../../../shared/portabilidade/portabilidade'

interface Conteudo {
  agora: Date
  /** Rows written per table. */
  linhas: Record<string, number>
  /** Files copied per folder. */
  arquivos: Record<string, number>
  /** Files the database names but the storage did not have. */
  faltando: string[]
  /** Tables left out, with why. */
  fora: Record<string, string>
}

/** LEIA-ME.txt: what the ZIP holds, in Portuguese, for the owner and whoever imports it elsewhere. */
export function leiaMe({ agora, linhas, arquivos, faltando, fora }: Conteudo): string {
  const l: string[] = [
    'DADOS DA EMPRESA — EXPORTAÇÃO DO BANCADA',
    `Gerado em ${agora.toISOString()} (horário UTC).`,
    '',
    'Este arquivo contém todos os dados da sua empresa no Bancada, em formatos abertos:',
    '',
    '- empresa.json: o cadastro da empresa (nome, CNPJ, endereço, plano, configurações).',
    '- usuarios.json: as pessoas com acesso (nome, e-mail, papel). Senhas e sessões nunca são exportadas.',
    '- tabelas/<nome>.json: uma tabela por arquivo, em JSON (uma lista com um objeto por linha).',
    '  Valores em dinheiro estão em centavos (ex.: 12345 = R$ 123,45); datas em ISO 8601.',
    '  Os campos "id" e "<algo>_id" ligam as tabelas entre si (ex.: os.cliente_id → clientes.id).',
    '- arquivos/: fotos das OS, fotos das vistorias, o logo e os PDFs (DANFSE) e XMLs das NFS-e.',
    '',
    'Por segurança, segredos não são exportados: senhas, credenciais do PIX e da NFS-e (certificados,',
    'chaves) e códigos de acesso dos links enviados aos clientes.',
    '',
    'TABELAS (linhas)',
    ...Object.entries(linhas).map(([t, n]) => `- tabelas/${t}.json: ${n}`),
    '',
    'ARQUIVOS',
    ...Object.entries(arquivos).map(([p, n]) => `- ${p}/: ${n}`),
  ]
  if (Object.keys(fora).length > 0) {
    l.push('', 'NÃO INCLUÍDO (dados técnicos internos)')
    for (const [t, motivo] of Object.entries(fora)) l.push(`- ${t}: ${motivo}`)
  }
  if (faltando.length > 0) {
    l.push('', 'ARQUIVOS NÃO ENCONTRADOS NO ARMAZENAMENTO', ...faltando.map((f) => `- ${f}`))
  }
  l.push(
    '',
    'Dados pessoais de clientes estão neste arquivo: guarde-o com cuidado (LGPD).',
    `Se a assinatura for cancelada, os dados ficam disponíveis para download por ${DIAS_PARA_EXCLUSAO} dias;`,
    'depois são excluídos, exceto os registros fiscais e financeiros que a lei obriga a guardar por 5 anos.',
    '',
  )
  return l.join('\r\n')
}
