import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './http-sms-sender';
import { SmsDeliveryError } from './sms-sender';

interface Received {
  method: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A real local HTTP server standing in for the SMS gateway. */
async function gateway(respond: (req: IncomingMessage) => { status: number; delayMs?: number }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw || 'null'),
      });
      const { status, delayMs = 0 } = respond(req);
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('HttpSmsSender against a local gateway', () => {
  it('posts the number and the rendered message with the key', async () => {
    const gw = await gateway(() => ({ status: 200 }));
    try {
      const sender = new HttpSmsSender({
        url: gw.url,
        apiKey: 'gw-key',
        template: 'Code {code}. Valid 5 min.',
      });
      await sender.sendCode('+919876543210', '042917');
      expect(gw.received).toEqual([
        {
          method: 'POST',
          authorization: 'Bearer gw-key',
          contentType: 'application/json',
          body: { to: '+919876543210', message: 'Code 042917. Valid 5 min.' },
        },
      ]);
    } finally {
      await gw.close();
    }
  });

  it('posts a reminder text as it is', async () => {
    const gw = await gateway(() => ({ status: 202 }));
    try {
      const sender = new HttpSmsSender({ url: gw.url, apiKey: 'gw-key', template: '{code}' });
      await sender.sendText('+971501234567', 'Day 2 starts at 06:00.\nदिन 2');
      expect(gw.received.map((request) => request.body)).toEqual([
        { to: '+971501234567', message: 'Day 2 starts at 06:00.\nदिन 2' },
      ]);
    } finally {
      await gw.close();
    }
  });

  it('reports a gateway error as a delivery error', async () => {
    const gw = await gateway(() => ({ status: 502 }));
    try {
      const sender = new HttpSmsSender({ url: gw.url, apiKey: 'k', template: '{code}' });
      await expect(sender.sendCode('+919876543210', '123456')).rejects.toEqual(
        new SmsDeliveryError('SMS gateway answered 502'),
      );
    } finally {
      await gw.close();
    }
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const gw = await gateway(() => ({ status: 200, delayMs: 500 }));
    try {
      const sender = new HttpSmsSender({
        url: gw.url,
        apiKey: 'k',
        template: '{code}',
        timeoutMs: 100,
      });
      await expect(sender.sendCode('+919876543210', '123456')).rejects.toBeInstanceOf(
        SmsDeliveryError,
      );
    } finally {
      await gw.close();
    }
  });

  it('reports an unreachable gateway without leaking the code', async () => {
    const sender = new HttpSmsSender({
      url: 'http://127.0.0.1:9/none',
      apiKey: 'k',
      template: '{code}',
    });
    const failure = sender.sendCode('+919876543210', '987654');
    await expect(failure).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(failure).rejects.not.toThrow('987654');
  });
});
