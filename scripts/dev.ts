// `npm run dev`: the API on API_PORT (3001) with reload, and Vite's dev server on 3000 proxying /api.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const env = { ...process.env, PORT: apiPort, BASE_URL: process.env.BASE_URL ?? 'http://localhost:3000' }
const children = [
  spawn('npx', ['tsx', 'watch', 'scripts/dev-api.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
