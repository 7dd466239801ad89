import { useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import {
  ITEM_MAX,
  ITENS_PADRAO,
  MAX_ITENS,
  TERMOS_MAX,
  TERMOS_PADRAO,
} from '../../../shared/vistoria/vistoria'
import type { VistoriaModelo } from '../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { errorMessage } from '../../lib/api-client'
import { salvarModeloDeVistoria, useModeloDeVistoria } from './api/modelo-vistoria'
import { vistoriaKeys } from './api/vistoria-keys'
import { VistoriaErro, VistoriaSkeleton } from './components/vistoria-estados'

/** Configurações → Vistoria (admin): the checklist every new inspection starts with and the terms signed. */
export function VistoriaModeloTab() {
  const modelo = useModeloDeVistoria()
  if (modelo.isPending) return <VistoriaSkeleton />
  if (modelo.isError)
    return (
      <VistoriaErro
        mensagem="Erro ao carregar o modelo de vistoria"
        onRetry={() => void modelo.refetch()}
        retrying={modelo.isFetching}
      />
    )
  return <Formulario inicial={modelo.data} />
}

function Formulario({ inicial }: { inicial: VistoriaModelo }) {
  const queryClient = useQueryClient()
  const [itens, setItens] = useState(inicial.itens)
  const [novo, setNovo] = useState('')
  const [termos, setTermos] = useState(inicial.termos)
  const [salvando, setSalvando] = useState(false)
  const ids = { novo: useId(), termos: useId() }
  const repetido = (item: string) =>
    itens.some((i) => i.toLocaleLowerCase('pt-BR') === item.toLocaleLowerCase('pt-BR'))

  const adicionar = () => {
    const item = novo.trim()
    if (!item) return
    if (repetido(item)) return toast.error('Erro', { description: 'Este item já está na lista' })
    setItens([...itens, item])
    setNovo('')
  }
  const salvar = async () => {
    setSalvando(true)
    try {
      const salvo = await salvarModeloDeVistoria({ itens, termos })
      queryClient.setQueryData(vistoriaKeys.modelo, salvo)
      toast.success('Sucesso', { description: 'Modelo de vistoria salvo' })
    } catch (error) {
      toast.error('Erro', {
        description: errorMessage(error, 'Não foi possível salvar o modelo de vistoria'),
      })
    } finally {
      setSalvando(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Vistoria de entrada</CardTitle>
        <CardDescription>
          Os itens conferidos na chegada do veículo e o termo que o cliente assina. Vistorias já feitas mantêm
          o texto com que foram assinadas.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Itens do checklist</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {itens.map((item) => (
              <li
                key={item}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md border pl-3"
              >
                <span className="text-sm">{item}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${item}`}
                  onClick={() => setItens(itens.filter((i) => i !== item))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Label htmlFor={ids.novo} className="sr-only">
              Novo item
            </Label>
            <Input
              id={ids.novo}
              placeholder="Novo item (ex.: Chave reserva)"
              value={novo}
              maxLength={ITEM_MAX}
              onChange={(e) => setNovo(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  adicionar()
                }
              }}
            />
            <Button variant="outline" disabled={itens.length >= MAX_ITENS} onClick={adicionar}>
              <Plus aria-hidden="true" /> Adicionar
            </Button>
          </div>
        </fieldset>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={ids.termos}>Texto do termo</Label>
            {(termos !== TERMOS_PADRAO || itens.join() !== ITENS_PADRAO.join()) && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setTermos(TERMOS_PADRAO)
                  setItens(ITENS_PADRAO)
                }}
              >
                Restaurar padrão
              </Button>
            )}
          </div>
          <Textarea
            id={ids.termos}
            rows={6}
            maxLength={TERMOS_MAX}
            value={termos}
            onChange={(e) => setTermos(e.target.value)}
          />
        </div>
        <Button
          className="justify-self-start"
          disabled={salvando || !termos.trim()}
          onClick={() => void salvar()}
        >
          {salvando ? 'Salvando…' : 'Salvar modelo'}
        </Button>
      </CardContent>
    </Card>
  )
}
