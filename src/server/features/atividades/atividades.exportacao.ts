import type { AtividadeView } from '../../../shared/atividades/atividades.schemas'
import { acaoLabel, camposEmTexto, entidadeLabel, rotulosOrigem } from '../../../shared/atividades/rotulos'
import { formatDateTime } from '../../../shared/formatos/data'
import { roleLabel } from '../../../shared/permissoes/permissoes'
import { type ArquivoExportado, type ColunaExportada, exportarTabela } from '../../http/exportar-tabela'

const colunas: ColunaExportada[] = [
  { header: 'Quando', key: 'quando', width: 18, tipo: 'texto' },
  { header: 'Usuário', key: 'usuario', width: 28, tipo: 'texto' },
  { header: 'Perfil', key: 'papel', width: 14, tipo: 'texto' },
  { header: 'Origem', key: 'origem', width: 16, tipo: 'texto' },
  { header: 'IP', key: 'ip', width: 16, tipo: 'texto' },
  { header: 'Navegador', key: 'user_agent', width: 40, tipo: 'texto' },
  { header: 'Entidade', key: 'entidade', width: 22, tipo: 'texto' },
  { header: 'Registro', key: 'entidade_id', width: 38, tipo: 'texto' },
  { header: 'Ação', key: 'acao', width: 16, tipo: 'texto' },
  { header: 'Alterações', key: 'campos', width: 80, tipo: 'texto' },
  { header: 'Descrição', key: 'descricao', width: 40, tipo: 'texto' },
  { header: 'Categoria', key: 'categoria', width: 12, tipo: 'texto' },
]

/** The log as the accountant or the lawyer reads it: labels and formatted values (money in BRL). */
export function exportarAtividades(
  linhas: AtividadeView[],
  formato: 'csv' | 'xlsx',
  fuso: string,
): Promise<ArquivoExportado> {
  return exportarTabela(
    {
      nome: 'registro-de-atividades',
      planilha: 'Atividades',
      colunas,
      linhas: linhas.map((a) => ({
        quando: formatDateTime(a.criado_em, fuso),
        usuario: a.usuario_nome ?? (a.origem === 'usuario' ? '—' : rotulosOrigem[a.origem]!),
        papel: a.papel ? roleLabel(a.papel) : '',
        origem: rotulosOrigem[a.origem] ?? a.origem,
        ip: a.ip,
        user_agent: a.user_agent,
        entidade: entidadeLabel(a.entidade),
        entidade_id: a.entidade_id,
        acao: acaoLabel(a.acao),
        campos: camposEmTexto(a.campos, fuso),
        descricao: a.descricao,
        categoria: a.categoria === 'seguranca' ? 'Segurança' : 'Negócio',
      })),
    },
    formato,
  )
}
