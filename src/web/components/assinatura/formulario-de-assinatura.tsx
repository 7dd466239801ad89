import { useId, useRef, useState } from 'react'
import { CPF_INVALIDO, isValidCpf } from '../../../shared/documentos/cpf'
import { maskCpf } from '../../lib/masks'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { MaskedInput } from '../ui/masked-input'
import { QuadroDeAssinatura, type QuadroDeAssinaturaRef } from './quadro-de-assinatura'

export type DadosDaAssinatura = { nome: string; documento: string; imagem: string }

/**
 * Name, CPF and the drawn signature, checked here with the server's words before sending (the server
 * checks again). `cpfObrigatorio`: remotely the CPF identifies who signed.
 */
export function FormularioDeAssinatura({
  nomeInicial,
  cpfObrigatorio,
  enviando,
  erro,
  rotuloDoBotao,
  onAssinar,
}: {
  nomeInicial: string
  cpfObrigatorio: boolean
  enviando: boolean
  erro: string | null
  rotuloDoBotao: string
  onAssinar: (dados: DadosDaAssinatura) => void
}) {
  const [nome, setNome] = useState(nomeInicial)
  const [cpf, setCpf] = useState('')
  const [problema, setProblema] = useState<string | null>(null)
  const quadro = useRef<QuadroDeAssinaturaRef>(null)
  const ids = { nome: useId(), cpf: useId() }

  const enviar = () => {
    const imagem = quadro.current?.imagem()
    if (nome.trim().length < 3) return setProblema('Informe o nome de quem assina (de 3 a 120 caracteres)')
    if (cpfObrigatorio && !cpf) return setProblema('Informe o CPF de quem assina')
    if (cpf && !isValidCpf(cpf)) return setProblema(CPF_INVALIDO)
    if (!imagem) return setProblema('Assine no quadro antes de confirmar')
    setProblema(null)
    onAssinar({ nome: nome.trim(), documento: cpf, imagem })
  }

  return (
    <form
      // No double-tap zoom: a tap on the button right after signing is a tap, not a zoom gesture.
      className="grid touch-manipulation gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        enviar()
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={ids.nome}>Nome de quem assina</Label>
        <Input
          id={ids.nome}
          value={nome}
          maxLength={120}
          autoComplete="name"
          onChange={(e) => setNome(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.cpf}>{cpfObrigatorio ? 'CPF' : 'CPF (opcional)'}</Label>
        <MaskedInput id={ids.cpf} value={cpf} mask={maskCpf} inputMode="numeric" onValueChange={setCpf} />
      </div>
      <QuadroDeAssinatura ref={quadro} rotulo="Assine aqui com o dedo" />
      {(problema ?? erro) && (
        <p role="alert" className="text-destructive text-sm">
          {problema ?? erro}
        </p>
      )}
      <Button type="submit" size="lg" disabled={enviando}>
        {enviando ? 'Enviando assinatura…' : rotuloDoBotao}
      </Button>
    </form>
  )
}
