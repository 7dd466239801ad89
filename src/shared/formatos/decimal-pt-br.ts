// One pt-BR number grammar for money and quantities: optional minus, an integer part either plain
// ("1234") or grouped with dots ("1.234"), and an optional comma fraction. A lone dot is never a
// decimal point ("1.234" is one thousand two hundred thirty-four), so "12.34" is rejected, not guessed.
const DECIMAL_RE = /^(-)?(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/

/**
 * Parses pt-BR decimal text into an integer scaled by 10^scale ("1.234,5" at scale 2 → 123450), or
 * null when it is not a number, has more than `scale` decimals or exceeds the safe integer range.
 * Works on the digit strings with BigInt so no float ever rounds the result.
 */
export const parseScaledDecimal = (text: string, scale: number): number | null => {
  const match = DECIMAL_RE.exec(text.replace(/\s/g, ''))
  if (!match) return null
  const [, minus, integerPart, fraction = ''] = match
  const integerDigits = integerPart.replaceAll('.', '')
  if (integerDigits === '' && fraction === '') return null
  if (fraction.length > scale) return null
  const scaled =
    BigInt(integerDigits || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0')
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER)) return null
  const value = Number(scaled)
  // "-0,00" is zero, not negative zero.
  return minus && value !== 0 ? -value : value
}
