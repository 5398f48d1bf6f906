/**
 * One structured log line on stdout: the request log and the events beside it (client errors, lost
 * transaction races) share this shape family, so operators read them in one stream.
 */
export const logLine = (fields: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(fields)}\n`)
}

/** The request log's line for one answer, `started` being performance.now() as the request came in. */
export const logRequest = (
  request: { readonly method: string; readonly url: string; readonly host: string | undefined },
  status: number,
  started: number,
): void =>
  logLine({
    t: new Date().toISOString(),
    method: request.method,
    path: request.url.split("?", 1)[0]!,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    host: request.host,
  })
