import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { BUSCA_MIN } from '../../../shared/busca/busca.schemas'
import { can } from '../../../shared/permissoes/permissoes'
import { useCurrentMe } from '../../lib/current-me'
import { useBusca } from './api/get-busca'
import { destinoDoEnter, itensDaBusca, moverAtivo } from './busca-itens'

/** What the shell's plain search input received while this code downloaded: the text, and an Enter. */
export type BuscaDigitada = { texto: string; enviar: boolean }

/**
 * The state of one global search box: the typed text, its results as a flat list, the highlighted one
 * (arrow keys; none after any change) and where Enter leads. `onNavegar` runs after leaving for a result
 * (the phone's sheet closes); `digitada` is what the top bar's input received before this code arrived.
 */
export function useBuscaGlobal(onNavegar?: () => void, digitada?: BuscaDigitada) {
  const me = useCurrentMe()
  const podeVerOs = can(me, 'os', 'view')
  const navigate = useNavigate()
  const listId = useId()
  const [texto, setTexto] = useState(digitada?.texto ?? '')
  const busca = useBusca(texto)
  const pronto = busca.termo.length >= BUSCA_MIN
  const itens = useMemo(() => (pronto && busca.data ? itensDaBusca(busca.data) : []), [pronto, busca.data])
  // The highlight belongs to the list it was made on: new results start with nothing highlighted.
  const [selecao, setSelecao] = useState<{ itens: unknown; indice: number }>({ itens: null, indice: -1 })
  const ativo = selecao.itens === itens ? selecao.indice : -1
  const optionId = (indice: number) => `${listId}-opcao-${indice}`

  useEffect(() => {
    if (ativo >= 0) document.getElementById(`${listId}-opcao-${ativo}`)?.scrollIntoView({ block: 'nearest' })
  }, [ativo, listId])

  const mudarTexto = (valor: string) => {
    setTexto(valor)
    setSelecao({ itens: null, indice: -1 })
  }

  const ir = (href: string) => {
    navigate(href)
    mudarTexto('')
    onNavegar?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setSelecao({ itens, indice: moverAtivo(ativo, event.key, itens.length) })
  }

  // Enter submits the box's form: the highlighted result, or the OS list searched by the term.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const destino = destinoDoEnter(itens, ativo, texto, podeVerOs)
    if (destino) ir(destino)
  }

  // An Enter pressed before this code arrived leads where it would have with no results yet.
  const enterPendente = useRef(digitada?.enviar ?? false)
  useEffect(() => {
    if (!enterPendente.current) return
    enterPendente.current = false
    const destino = destinoDoEnter([], -1, texto, podeVerOs)
    if (destino) ir(destino)
  })

  return {
    listId,
    optionId,
    texto,
    mudarTexto,
    busca,
    pronto,
    itens,
    ativo,
    destacar: (indice: number) => setSelecao({ itens, indice }),
    ir,
    onKeyDown,
    onSubmit,
    podeVerOs,
  }
}

export type BuscaGlobalState = ReturnType<typeof useBuscaGlobal>
