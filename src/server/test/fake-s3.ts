import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { type ArmazenamentoS3, loadConfig } from '../config'

/** A local S3-compatible server for the tests (s3rver): no internet, a bucket ready, its S3_* variables. */
export interface FakeS3 {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the app at it (path-style, s3rver's fixed keys). */
  env: Record<string, string>
  /** The same, as the configuration reads them. */
  config: ArmazenamentoS3
  close(): Promise<void>
}

export async function startFakeS3(bucket = 'bancada-teste'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bancada-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = (await server.run()) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  }
  const config = loadConfig({ ...env, DATA_DIR: directory, AUTH_SECRET: 'x' })
    .armazenamento as ArmazenamentoS3
  return {
    endpoint,
    bucket,
    env,
    config,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
