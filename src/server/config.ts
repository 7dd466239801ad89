import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { enderecosNaRede, escutaSoNestaMaquina, type Interfaces } from './ops/enderecos-da-maquina'
import { projectRoot } from './project-root'

/** The training videos shipped with Bancada (`npm run treinamento:videos` records them). */
export const videosDoBancadaDir = path.join(projectRoot, 'content/treinamento/videos')

/** Everything the server reads from the environment, in one place (README "Configuração"). */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL connection string; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined
  /** Connections the server keeps open to PostgreSQL (DATABASE_POOL_SIZE; default from the CPU count). */
  databasePoolSize: number
  authSecret: string
  /**
   * The address customers' links use (quote portal, invitations, password recovery) and the auth origin.
   * BASE_URL; without it, this machine's network address (other devices on the shop's network open it),
   * or http://localhost:PORT when there is none or HOST listens on this machine only.
   */
  baseUrl: string
  /** True when BASE_URL sets baseUrl; false when it was chosen as above. */
  baseUrlConfigurado: boolean
  /** http://<address>:PORT for localhost, 127.0.0.1 and each network address: sign-in works from any. */
  enderecosLocais: string[]
  smtpUrl: string | undefined
  /** Sender of the system's emails and recipient of the contact form. */
  emailFrom: string
  contatoEmail: string
  cepApiUrl: string
  cepFallbackUrl: string
  cepTimeoutMs: number
  /** The bank's API Pix (issue 24): secrets' key, an extra CA to trust, timeouts and the job's period. */
  pix: {
    /** SECRETS_KEY, else AUTH_SECRET: the key the PSP credentials are encrypted with (integracoes/segredos.ts). */
    segredosKey: string
    /** PIX_CA_FILE: a PEM CA the bank's server certificate is checked against too (homologation, tests). */
    caFile: string | undefined
    timeoutMs: number
    /** How often the background job retries registrations and reconciles received PIX. */
    jobIntervalMs: number
  }
  /** The fiscal API for NFS-e (issue 28): each environment's root (tests point them at a fake), timeouts, the polling's period. */
  fiscal: {
    /** FOCUS_NFE_URL_HOMOLOGACAO / FOCUS_NFE_URL_PRODUCAO. */
    focusNfeUrls: { homologacao: string; producao: string }
    timeoutMs: number
    /** How often the background job asks the provider about notes still processing (lost webhooks). */
    jobIntervalMs: number
  }
  /** Create the demo company: default on for the embedded database, off for DATABASE_URL. */
  demo: boolean
  /** Per window (docs/decisions/026): sign-in and the like per IP; signed-in API traffic per session. */
  rateLimit: {
    authMax: number
    authWindowMs: number
    sessionMax: number
    sessionWindowMs: number
    /** The rest of the API without a session (public quote page, /api/demo …), per IP. */
    apiMax: number
    apiWindowMs: number
    contactMax: number
    contactWindowMs: number
  }
  /** Emails a company may send to third parties (shared documents, invitations): issue 22 item 1. */
  emailLimites: { porHora: number; porDia: number }
  /** Per-account lockout after failed sign-ins (issue 22 item 8): doubles each time, up to maxMinutos. */
  loginBloqueio: { falhas: number; minutos: number; maxMinutos: number }
  logLevel: string
  /** Hour of day for the automatic backup and VACUUM ANALYZE (embedded database only). */
  maintenanceHour: number
  backupKeepDays: number
  /** Where uploaded files (OS photos, logos) live: the data folder, or an S3-compatible bucket (S3_*). */
  armazenamento: Armazenamento
  treinamento: {
    /**
     * Where the training videos' files are looked up (`<arquivo>.mp4` or `.webm`), first folder first:
     * TRAINING_VIDEOS_DIR alone when set; else the installation's DATA_DIR/treinamento/videos (an admin's
     * own recordings win), then the ones shipped in content/treinamento/videos.
     */
    videosDirs: string[]
    /** Prefix of the external embed URL of a video without a file (its `embed_chave`, else its id, follows). */
    videoBaseUrl: string | undefined
  }
}

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2), from the S3_* variables. */
export interface ArmazenamentoS3 {
  tipo: 's3'
  bucket: string
  /** The service's URL (MinIO, R2, B2…); unset = AWS S3 of `region`. */
  endpoint: string | undefined
  region: string
  /** Unset = the SDK's default credentials (an AWS role, AWS_* variables). Never logged nor returned. */
  credenciais: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, and some self-hosted services). */
  forcePathStyle: boolean
  /** Prepended to every key (`bancada/` to share a bucket); empty or ending in '/'. */
  prefixo: string
}

export type Armazenamento = { tipo: 'disco' } | ArmazenamentoS3

/** S3_BUCKET turns the bucket on; the other S3_* variables are checked, so a typo stops the start. */
function armazenamentoEnv(env: NodeJS.ProcessEnv): Armazenamento {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return { tipo: 'disco' }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidas juntas')
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || '0'
  if (pathStyle !== '0' && pathStyle !== '1') {
    throw new Error(`S3_FORCE_PATH_STYLE deve ser 0 ou 1 (recebido: ${pathStyle})`)
  }
  const prefixo = (env.S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '')
  return {
    tipo: 's3',
    bucket,
    endpoint: httpUrlEnv(env, 'S3_ENDPOINT'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    credenciais: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === '1',
    prefixo: prefixo ? `${prefixo}/` : '',
  }
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} deve ser um número inteiro (recebido: ${raw})`)
  return n
}

function positiveIntEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = intEnv(env, name, fallback)
  if (n === 0) throw new Error(`${name} deve ser ao menos 1`)
  return n
}

/**
 * Twice the cores, at least 4 and at most 10. More connections than PostgreSQL has cores to run them only
 * queue inside the operating system, where a query cut off mid-way waits behind all the others: on 2 cores
 * 10 connections made the slowest 1% of the heavier lists and searches up to 60% slower than 4 did
 * (decision 019).
 */
export const defaultPoolSize = (cores = availableParallelism()) => Math.min(10, Math.max(4, 2 * cores))

/** The PostgreSQL pool this environment asks for: DATABASE_POOL_SIZE, else defaultPoolSize. */
export const databasePoolSizeOf = (env: NodeJS.ProcessEnv) =>
  positiveIntEnv(env, 'DATABASE_POOL_SIZE', defaultPoolSize())

/** An optional http(s) URL without its trailing slashes; anything else stops the start with the reason. */
function httpUrlEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} deve ser uma URL http(s) (recebido: ${raw})`)
  }
  return raw.replace(/\/+$/, '')
}

/** Reads the secret from AUTH_SECRET, or from dataDir/auth-secret, generating it on first start. */
function resolveAuthSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/** The config of this environment; `interfaces` (os.networkInterfaces() by default) is for tests. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, interfaces?: Interfaces): Config {
  const port = intEnv(env, 'PORT', 3000)
  const host = env.HOST ?? '0.0.0.0'
  // Listening on every interface, the machine's network addresses; on one address, that one.
  const todas = host === '0.0.0.0' || host === '::'
  const naRede = todas ? enderecosNaRede(interfaces) : escutaSoNestaMaquina(host) ? [] : [host]
  const enderecosLocais = ['localhost', '127.0.0.1', ...naRede].map(
    (h) => `http://${h.includes(':') ? `[${h}]` : h}:${port}`,
  )
  const baseUrlEnv = httpUrlEnv(env, 'BASE_URL')
  const dataDir = path.resolve(env.DATA_DIR ?? 'data')
  const databaseUrl = env.DATABASE_URL || undefined
  const demoEnv = env.DEMO
  const authSecret = resolveAuthSecret(env, dataDir)
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize: databasePoolSizeOf(env),
    authSecret,
    baseUrl: baseUrlEnv ?? enderecosLocais[naRede.length > 0 ? 2 : 0],
    baseUrlConfigurado: baseUrlEnv !== undefined,
    enderecosLocais,
    smtpUrl: env.SMTP_URL || undefined,
    emailFrom: env.EMAIL_FROM ?? 'Bancada <nao-responda@bancada.app>',
    contatoEmail: env.CONTACT_EMAIL ?? 'contato@bancada.app',
    cepApiUrl: env.CEP_API_URL ?? 'https://viacep.com.br/ws',
    cepFallbackUrl: env.CEP_FALLBACK_URL ?? 'https://brasilapi.com.br/api/cep/v2',
    cepTimeoutMs: intEnv(env, 'CEP_TIMEOUT_MS', 3000),
    pix: {
      segredosKey: env.SECRETS_KEY || authSecret,
      caFile: env.PIX_CA_FILE || undefined,
      timeoutMs: positiveIntEnv(env, 'PIX_TIMEOUT_MS', 10_000),
      jobIntervalMs: positiveIntEnv(env, 'PIX_JOB_INTERVAL_MS', 5 * 60_000),
    },
    fiscal: {
      focusNfeUrls: {
        homologacao: httpUrlEnv(env, 'FOCUS_NFE_URL_HOMOLOGACAO') ?? 'https://homologacao.focusnfe.com.br',
        producao: httpUrlEnv(env, 'FOCUS_NFE_URL_PRODUCAO') ?? 'https://api.focusnfe.com.br',
      },
      timeoutMs: positiveIntEnv(env, 'FISCAL_TIMEOUT_MS', 15_000),
      jobIntervalMs: positiveIntEnv(env, 'FISCAL_JOB_INTERVAL_MS', 60_000),
    },
    demo: databaseUrl ? demoEnv === '1' : demoEnv !== '0',
    rateLimit: {
      authMax: intEnv(env, 'RATE_LIMIT_AUTH_MAX', 5),
      authWindowMs: intEnv(env, 'RATE_LIMIT_AUTH_WINDOW_MS', 10_000),
      sessionMax: positiveIntEnv(env, 'RATE_LIMIT_SESSION_MAX', 1200),
      sessionWindowMs: positiveIntEnv(env, 'RATE_LIMIT_SESSION_WINDOW_MS', 60_000),
      apiMax: intEnv(env, 'RATE_LIMIT_API_MAX', 300),
      apiWindowMs: intEnv(env, 'RATE_LIMIT_API_WINDOW_MS', 60_000),
      contactMax: intEnv(env, 'RATE_LIMIT_CONTACT_MAX', 3),
      contactWindowMs: intEnv(env, 'RATE_LIMIT_CONTACT_WINDOW_MS', 60_000),
    },
    emailLimites: {
      porHora: positiveIntEnv(env, 'EMAIL_LIMITE_HORA', 40),
      porDia: positiveIntEnv(env, 'EMAIL_LIMITE_DIA', 200),
    },
    loginBloqueio: {
      falhas: positiveIntEnv(env, 'LOGIN_BLOQUEIO_FALHAS', 5),
      minutos: positiveIntEnv(env, 'LOGIN_BLOQUEIO_MINUTOS', 15),
      maxMinutos: positiveIntEnv(env, 'LOGIN_BLOQUEIO_MAX_MINUTOS', 240),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    maintenanceHour: intEnv(env, 'MAINTENANCE_HOUR', 3),
    backupKeepDays: intEnv(env, 'BACKUP_KEEP_DAYS', 30),
    armazenamento: armazenamentoEnv(env),
    treinamento: {
      videosDirs: env.TRAINING_VIDEOS_DIR
        ? [path.resolve(env.TRAINING_VIDEOS_DIR)]
        : [path.join(dataDir, 'treinamento', 'videos'), videosDoBancadaDir],
      videoBaseUrl: httpUrlEnv(env, 'TRAINING_VIDEO_BASE_URL'),
    },
  }
}
