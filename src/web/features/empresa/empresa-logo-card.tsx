import { ImageOff, Trash2, Upload } from 'lucide-react'
import { type ChangeEvent, useRef } from 'react'
import { toast } from 'sonner'
import { LOGO_MAX_BYTES, LOGO_TIPOS, logoMessages as m } from '../../../shared/empresa/empresa-logo'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useRemoveLogo } from './api/remove-logo'
import { useUploadLogo } from './api/upload-logo'

/** The company logo printed on documents: preview for everyone, 'Enviar logo' and 'Remover' for the admin. */
export function EmpresaLogo({ logoUrl, podeEditar }: { logoUrl: string | null; podeEditar: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadLogo()
  const remove = useRemoveLogo()
  const busy = upload.isPending || remove.isPending

  const enviar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // Checked here to spare the upload; the server checks size and content again.
    if (file.size > LOGO_MAX_BYTES) {
      toast.error(m.erroEnviar, { description: m.grandeDemais })
      return
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Sucesso', { description: m.enviado }),
      onError: (error) => toast.error(m.erroEnviar, { description: errorMessage(error, '') || undefined }),
    })
  }

  const remover = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Sucesso', { description: m.removido }),
      onError: (error) => toast.error(m.erroRemover, { description: errorMessage(error, '') || undefined }),
    })

  return (
    <section aria-labelledby="logo-empresa" className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-center">
      <div className="flex h-24 w-40 items-center justify-center overflow-hidden rounded-lg border border-border bg-white p-2">
        {logoUrl ? (
          <img src={logoUrl} alt="Logo da empresa" className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-center text-xs text-muted-foreground">
            <ImageOff className="size-5" aria-hidden="true" />
            Nenhum logo enviado
          </span>
        )}
      </div>
      <div className="grid gap-2">
        <h3 id="logo-empresa" className="text-sm font-medium">
          Logo
        </h3>
        <p className="text-xs text-muted-foreground">
          Sai no cabeçalho das OS impressas. PNG, JPEG ou WebP de até 1 MB.
        </p>
        {podeEditar && (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept={LOGO_TIPOS.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label="Arquivo do logo"
              onChange={enviar}
            />
            <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {upload.isPending ? <Spinner label="" /> : <Upload aria-hidden="true" />}
              Enviar logo
            </Button>
            {logoUrl && (
              <Button type="button" variant="ghost" disabled={busy} onClick={remover}>
                {remove.isPending ? <Spinner label="" /> : <Trash2 aria-hidden="true" />}
                Remover
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
