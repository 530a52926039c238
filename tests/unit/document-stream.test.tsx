import { PassThrough } from "node:stream";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FlushBatches, renderDocument } from "~/ui/render-document.server";

/** The document as the portal streams it: React's pieces through the portal's batching transform. */
async function streamed(element: React.ReactElement, through: boolean): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => out.on("end", resolve));
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (through) {
          const batches = new FlushBatches();
          batches.pipe(out);
          pipe(batches);
        } else pipe(out);
        resolve();
      },
      onShellError: reject,
    });
  });
  await done;
  return Buffer.concat(chunks).toString("utf8");
}

/** Many short texts of three-byte characters: one of them ends up across the end of one of React's 2 kB pieces. */
const amounts = (
  <table>
    <tbody>
      {Array.from({ length: 400 }, (_, row) => (
        <tr key={row}>
          <td>{`₱${row}.00`}</td>
          <td>{`-₱${row}.50`}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

describe("the document stream", () => {
  it("carries no NUL character where React's piece ends inside a character of several bytes", async () => {
    // React itself pads such a piece with zero bytes: the reason for the portal's guard.
    expect(await streamed(amounts, false)).toContain("\u0000");
    const html = await streamed(amounts, true);
    expect(html).not.toContain("\u0000");
    for (let row = 0; row < 400; row++) expect(html).toContain(`<td>₱${row}.00</td><td>-₱${row}.50</td>`);
  });

  describe("a finished render", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // A pending deadline holds the whole render (its tree and loader data) until it fires.
    for (const whole of [false, true]) {
      it(`leaves no deadline pending once everything is rendered (${whole ? "the whole page at once" : "shell first"})`, async () => {
        // Only the timers: React schedules its work with setImmediate.
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const response = await renderDocument(amounts, { status: 200, headers: new Headers(), whole, onLateError: () => {} });
        const html = await response.text();
        expect(html).toContain("<td>₱399.00</td>");
        expect(vi.getTimerCount()).toBe(0);
      });
    }

    it("still stops a render that never finishes", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const never = new Promise<never>(() => {});
      function Pending(): React.ReactNode {
        throw never;
      }
      const late: unknown[] = [];
      const response = await renderDocument(
        <main>
          <h1>Lobby</h1>
          <Suspense fallback={<p>Loading</p>}>
            <Pending />
          </Suspense>
        </main>,
        { status: 200, headers: new Headers(), whole: false, onLateError: (error) => late.push(error) },
      );
      expect(vi.getTimerCount()).toBe(1);
      const text = response.text();
      vi.runAllTimers();
      expect(await text).toContain("Loading");
      expect(late).toHaveLength(1);
    });
  });
});
