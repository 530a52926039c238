import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { renderToPipeableStream } from "react-dom/server";

/** How long single fetch waits for deferred data before rejecting it. */
export const streamTimeout = 5_000;

/**
 * React writes in 2 kB pieces and calls `flush()` after each batch. Passing on one
 * chunk per batch lets the compression middleware (which flushes after every chunk
 * it gets) compress a batch at once instead of sync-flushing every 2 kB, which cost
 * about a third of the home page's CPU. Streaming is unchanged: each batch goes out
 * when React flushes it.
 */
export class FlushBatches extends Transform {
  private pending: Buffer[] = [];

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(withoutTrailingZeros(chunk));
    done();
  }

  flush() {
    if (this.pending.length > 0) this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }

  _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

/**
 * React 18's Node renderer writes its 2 kB piece whole when a text does not fit in what is left
 * of it, although a character of several bytes (the peso sign is three) may have left one or two
 * bytes of the piece unwritten: those go out as NUL characters, in the middle of a page's text
 * (an amount read "\u0000₱39.89"). A page's HTML never holds a NUL byte of its own (UTF-8 writes
 * none for any other character, and HTML does not allow U+0000 in text), so a piece's trailing
 * zero bytes are that padding, and are dropped.
 */
function withoutTrailingZeros(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

export interface DocumentOptions {
  nonce?: string;
  status: number;
  headers: Headers;
  /** The whole page at once (for bots) rather than the shell first. */
  whole: boolean;
  /** An error after the shell was sent (one inside it rejects the answer). */
  onLateError: (error: unknown) => void;
}

/**
 * The document's answer: its shell (or, `whole`, all of it) once rendered, then the rest as it
 * streams in. A render still running shortly after the data streams have given up is stopped.
 * That deadline is cleared as soon as everything is rendered: a pending timer holds the whole
 * render (the page's tree, its loader data, the request) in memory until it fires, and under
 * steady traffic those finished renders were a large part of a worker's heap.
 */
export function renderDocument(element: React.ReactElement, options: DocumentOptions): Promise<Response> {
  const { headers } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let allRendered = false;
    let deadline: NodeJS.Timeout | undefined;
    const send = () => {
      shellRendered = true;
      const body = new FlushBatches();
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.whole) send();
      },
      onAllReady() {
        allRendered = true;
        clearTimeout(deadline);
        if (options.whole) send();
      },
      onShellError(error: unknown) {
        allRendered = true;
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors inside the shell reject above; later ones are logged here.
        if (shellRendered) options.onLateError(error);
      },
    });
    if (!allRendered) deadline = setTimeout(abort, streamTimeout + 1_000);
  });
}
