import { useQuery } from '@tanstack/react-query'

/**
 * The PIX code as a QR image (PNG data URL). The `qrcode` library is loaded on first use, so screens
 * without a PIX never download it; the same code is drawn once per session.
 */
export async function pixQrCodeDataUrl(copiaECola: string): Promise<string> {
  const { toDataURL } = await import('qrcode')
  // Level M and a 4-module quiet zone: what bank apps read reliably from a phone screen or paper.
  return toDataURL(copiaECola, { errorCorrectionLevel: 'M', margin: 4, width: 280 })
}

export const usePixQrCode = (copiaECola: string) =>
  useQuery({
    queryKey: ['pix-qrcode', copiaECola],
    queryFn: () => pixQrCodeDataUrl(copiaECola),
    staleTime: Number.POSITIVE_INFINITY,
  })
