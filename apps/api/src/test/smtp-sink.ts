/**
 * A local SMTP server for tests: enough of RFC 5321 for nodemailer (EHLO, MAIL FROM,
 * RCPT TO, DATA, RSET, NOOP, QUIT). It keeps every accepted message, and can refuse the
 * next ones with a temporary error (451) or answer slowly.
 */
import { createServer, type Socket } from 'node:net';

export type SinkMessage = {
  readonly messageId: string;
  readonly to: readonly string[];
  readonly raw: string;
};

export type SmtpSink = {
  readonly url: string;
  /** Accepted messages, in arrival order. */
  readonly received: SinkMessage[];
  /** Every message offered (DATA completed), accepted or refused, with the time it came. */
  readonly offered: { readonly messageId: string; readonly at: number }[];
  /** Refuses the next `count` messages with '451 try again later'. */
  refuseNext(count: number): void;
  /** Waits this long before answering each message. */
  setDelay(ms: number): void;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SinkMessage[] = [];
  const offered: { messageId: string; at: number }[] = [];
  const sockets = new Set<Socket>();
  let refusals = 0;
  let delayMs = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let to: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const endOfData = async () => {
      const raw = data.join('\r\n');
      const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
      offered.push({ messageId, at: Date.now() });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (refusals > 0) {
        refusals -= 1;
        reply('451 4.3.0 try again later');
      } else {
        received.push({ messageId, to, raw });
        reply('250 2.0.0 queued');
      }
      data = [];
      to = [];
    };
    const onLine = async (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          await endOfData();
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') reply('250-sink\r\n250 8BITMIME');
      else if (command === 'MAIL' || command === 'RSET' || command === 'NOOP') reply('250 ok');
      else if (command === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 ok');
      } else if (command === 'DATA') {
        inData = true;
        reply('354 go ahead');
      } else if (command === 'QUIT') socket.end('221 bye\r\n');
      else reply('502 not implemented');
    };
    // Lines are handled one at a time, in order, even when an answer waits.
    let queue = Promise.resolve();
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        queue = queue.then(() => onLine(line));
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    offered,
    refuseNext(count) {
      refusals = count;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
