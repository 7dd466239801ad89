import type { App, AppContext } from '../../../http/types'

// Being built in this session (issue 5): photo upload, download and delete.
export function osFotosRoutes(_app: App, _ctx: AppContext) {}
