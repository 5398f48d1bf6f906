/**
 * One structured log line on stdout: the request log and the events beside it (client errors, lost
 * transaction races) share this shape family, so operators read them in one stream.
 */
export const logLine = (fields: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(fields)}\n`)
}
