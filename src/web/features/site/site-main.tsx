import '@fontsource-variable/inter'
import '../../styles.css'
import { ligarComportamentos } from './comportamentos'

// Entry of the public pages: their content is already in the HTML. The menu, the pricing switch and the
// FAQ work at once; React is fetched only by a page that has an island, after the page has loaded and
// painted (the timeout runs after the frame the animation callback precedes), so it never competes with
// the first paint.
ligarComportamentos()

if (document.querySelector('[data-ilha]')) {
  const hidratar = () =>
    requestAnimationFrame(() =>
      setTimeout(() => void import('./hidratar-ilhas').then((m) => m.hidratarIlhas()), 0),
    )
  if (document.readyState === 'complete') hidratar()
  else window.addEventListener('load', hidratar, { once: true })
}
