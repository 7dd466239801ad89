/** The id of the element that alone reaches the paper when the OS is printed. */
export const OS_IMPRESSAO_ID = 'os-impressao'

// The shell (top bar, side menu, bottom bar, toasts) belongs to the layout, not to this page: while the
// page is mounted, printing shows only its own content on A4 with 15 mm margins (UI.md "Printed
// documents"). Elements inside the page hide themselves with Tailwind's `print:` variants.
const css = `
@page { size: A4; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  #${OS_IMPRESSAO_ID}, #${OS_IMPRESSAO_ID} * { visibility: visible; }
  #${OS_IMPRESSAO_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; }
  #${OS_IMPRESSAO_ID} * { box-shadow: none !important; }
}
`

/** Print-only stylesheet for the OS detail. */
export function OsImpressaoEstilos() {
  return <style>{css}</style>
}

/** Signature lines at the foot of the printout (hidden on screen). */
export function OsAssinaturas({ cliente }: { cliente: string | null }) {
  return (
    <div className="mt-12 hidden grid-cols-2 gap-12 text-center text-xs print:grid">
      <div className="border-t border-black pt-1">Responsável técnico</div>
      <div className="border-t border-black pt-1">{cliente ? `Cliente: ${cliente}` : 'Cliente'}</div>
    </div>
  )
}
