import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each history entry of this tab was left, by the router's entry key. */
const positions = new Map<string, number>()

/**
 * React Router's <ScrollRestoration> exists only with its data router, which Bancada does not load
 * (decision 021): a page opened by a link starts at the top (or at its #anchor, as the skip link's);
 * back and forward return to where that entry was left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation()
  const navigationType = useNavigationType()
  const current = useRef(key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(current.current, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    current.current = key
    const saved = positions.get(key)
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [key, hash, navigationType])

  return null
}
