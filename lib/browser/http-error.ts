/** The spec's generic rule for a failed response: "status: body text", or the status text. */
export function describeHttpError(status: number, body: string, statusText: string): string {
  return `${status}: ${body || statusText}`;
}
