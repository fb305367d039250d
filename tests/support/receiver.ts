/** A webhook receiver on 127.0.0.1 that answers each lead from a script: fail first, then succeed. */
import { createServer, type IncomingMessage } from "node:http";

/** A status code to answer, or "hang": never answer (the sender has to time out). */
export type Reply = number | "hang";

export interface ReceivedCall {
  key: string;
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
  at: number;
}

export async function startReceiver(port: number, script: (key: string, attempt: number) => Reply) {
  const calls: ReceivedCall[] = [];
  let unanswered = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"]);
      calls.push({
        key,
        body: JSON.parse(Buffer.concat(chunks).toString()),
        headers: request.headers,
        at: Date.now(),
      });
      const reply = script(key, calls.filter((call) => call.key === key).length);
      if (reply === "hang") {
        unanswered++;
        request.socket.once("close", () => unanswered--);
        return;
      }
      response.writeHead(reply, { "Content-Type": "text/plain" }).end(String(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    unanswered: () => unanswered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
