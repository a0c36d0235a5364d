import type { IncomingMessage } from 'node:http'

export type BodyResult =
  | { ok: true; body: Buffer }
  | { ok: false; status: 408 | 413; message: string }
  | { ok: false; status: 0; message: string } // the client went away: nothing to answer

/**
 * Receives a request body in full before anything is sent upstream, so a client that trickles
 * its body holds only its own connection, never an upstream connection or a place in the queue.
 * The whole body must arrive within `timeoutMs` (not per chunk: a byte every few seconds would
 * otherwise last forever) and be at most `maxBytes`.
 */
export function receiveBody(
  req: IncomingMessage,
  options: { maxBytes: number; timeoutMs: number },
): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > options.maxBytes) return Promise.resolve(tooLarge(options.maxBytes))

  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let received = 0
    const settle = (result: BodyResult) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onGone)
      req.off('close', onClose)
      // Whatever else the client sends is read and dropped until the connection closes.
      if (!result.ok) req.resume()
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > options.maxBytes) settle(tooLarge(options.maxBytes))
      else chunks.push(chunk)
    }
    const onEnd = () => settle({ ok: true, body: Buffer.concat(chunks, received) })
    const onGone = () => settle({ ok: false, status: 0, message: 'client went away' })
    const onClose = () => {
      if (!req.complete) onGone()
    }
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          status: 408,
          message: `The request body did not arrive within ${Math.round(options.timeoutMs / 1000)} s.`,
        }),
      options.timeoutMs,
    )
    timer.unref()
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', onGone)
    req.once('close', onClose)
  })
}

function tooLarge(maxBytes: number): BodyResult {
  return { ok: false, status: 413, message: `The request body is larger than ${maxBytes} bytes.` }
}
